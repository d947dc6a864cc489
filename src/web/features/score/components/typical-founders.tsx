import { useTranslation } from 'react-i18next';
import { MODEL_EVALUATION } from '#engine/evaluation';
import { DataTable } from '#web/components/ui/data-table';
import { useFieldText } from '#web/lib/field-text';
import { formatNumber, formatPercent } from '#web/lib/format';
import { useFormatters } from '#web/lib/use-formatters';

/**
 * Calibration for founders (issue 11): each sector's typical founder against the sector's Census
 * rate, and an outside check against BLS, both from the generated evaluation.json.
 */
export const TypicalFounders = () => {
  const { t } = useTranslation('score');
  const field = useFieldText();
  const format = useFormatters();
  const { ordinaryFounders } = MODEL_EVALUATION;
  const first = ordinaryFounders.sectors[0];
  // With its decimal, so a figure of 1 still reads "1.0 points" (the texts say "{{x}} points").
  const points = (value: number) => formatNumber(value, format.locale, { digits: 1, minDigits: 1 });
  // One decimal on every row, so the two columns line up ("%43,0", not "%43").
  const share = (value: number) => formatPercent(value, format.locale, { digits: 1, minDigits: 1 });
  const bls = ordinaryFounders.blsEstablishments2013;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-muted">
        {t('founders.intro', {
          capital: field.value('capitalInvestment', first?.capitalUsd ?? 0),
          team: field.value('operationScale', first?.operationScale ?? '2_to_5'),
          gap: points(Math.max(ordinaryFounders.largestGapToBdsPoints, 0.1)),
        })}
      </p>
      <DataTable
        caption={t('founders.caption')}
        columns={[
          {
            key: 'sector',
            header: t('founders.sector'),
            cell: (row) => field.value('sector', row.sector),
            isRowHeader: true,
          },
          {
            key: 'prediction',
            header: t('founders.prediction'),
            cell: (row) => share(row.prediction),
            isNumeric: true,
          },
          {
            key: 'bds',
            header: t('founders.bds'),
            cell: (row) => share(row.bdsSurvival5),
            isNumeric: true,
          },
        ]}
        rows={ordinaryFounders.sectors}
        rowKey={(row) => row.sector}
        testId="typical-founders"
      />
      <p className="text-ink-muted">
        {t('founders.outside', {
          sectors: bls.sectors,
          model: points(bls.modelMaePoints),
          flatBds: points(bls.flatBdsNationalMaePoints),
          flatBls: points(bls.flatBlsNationalMaePoints),
        })}
      </p>
    </div>
  );
};
