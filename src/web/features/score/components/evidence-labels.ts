import { useTranslation } from 'react-i18next';
import type { EvidenceClassKey } from '#engine/evaluation';
import { useFieldText } from '#web/lib/field-text';
import { formatNumber } from '#web/lib/format';

export type { EvidenceClassKey };

/** Words for a table's class ("Under €4,000", "No employee", "Sole proprietorship"), in either language. */
export const useEvidenceClassLabel = () => {
  const { t } = useTranslation('score');
  const field = useFieldText();
  const amount = (value: number | null | undefined) =>
    formatNumber(value ?? 0, field.locale, { digits: 0 });
  return (key: EvidenceClassKey): string => {
    switch (key.kind) {
      case 'capitalEur': {
        const [low, high] = key.range;
        if (!low) return t('evidence.classes.capitalBelow', { amount: amount(high) });
        if (high === null) return t('evidence.classes.capitalAtLeast', { amount: amount(low) });
        return t('evidence.classes.capitalBetween', { low: amount(low), high: amount(high) });
      }
      case 'employees': {
        const [low, high] = key.range;
        if (!low) return t('evidence.classes.noEmployee');
        if (low === 1 && high === null) return t('evidence.classes.employer');
        if (high === null) return t('evidence.classes.employeesAtLeast', { low: amount(low) });
        return t('evidence.classes.employeesBetween', { low: amount(low), high: amount(high) });
      }
      case 'legalForm':
        return field.option('legalForm', key.form);
      case 'timeCommitment':
        return field.option('timeCommitment', key.code);
      case 'international':
        return t(key.isInternational ? 'evidence.classes.trade' : 'evidence.classes.noTrade');
      case 'experienceYears': {
        const [low, high] = key.range;
        if (!low) return t('evidence.classes.novice');
        return high === null
          ? low >= 10
            ? t('evidence.classes.tenYears')
            : t('evidence.classes.sameField')
          : t('evidence.classes.novice');
      }
    }
  };
};

type TableDescription = { source: string; country: string; cohort: string; horizonYears: number };

/** A published table's name: "INSEE SINE, France, firms founded in 2010, after 5 years". */
export const useEvidenceTableName = () => {
  const { t } = useTranslation('score');
  return (table: TableDescription): string =>
    t('evidence.tableName', {
      source: t(`evidence.sources.${table.source}` as 'evidence.sources.insee-sine'),
      country: t(`evidence.countries.${table.country}` as 'evidence.countries.FR'),
      cohort: table.cohort,
      count: table.horizonYears,
    });
};
