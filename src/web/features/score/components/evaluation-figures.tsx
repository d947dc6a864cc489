import { useTranslation } from 'react-i18next';
import { MODEL_EVALUATION } from '#engine/evaluation';
import { DataTable } from '#web/components/ui/data-table';
import { formatNumber, formatPercent, localeOf } from '#web/lib/format';

/** The measured figures of the committed model (generated evaluation.json), as a table. */
export const EvaluationFigures = () => {
  const { t, i18n } = useTranslation('score');
  const locale = localeOf(i18n.resolvedLanguage);
  const { crossValidation: cv, timeSplit, aucGuard, data, modelVersion } = MODEL_EVALUATION;
  const decimal = (value: number) => formatNumber(value, locale, { digits: 3, minDigits: 3 });
  const rows = [
    {
      key: 'auc',
      label: t('evaluation.auc'),
      value: decimal(cv.auc),
      meaning: t('evaluation.aucMeaning'),
    },
    {
      key: 'foldRange',
      label: t('evaluation.foldRange', { folds: cv.folds }),
      value: t('evaluation.foldRangeValue', {
        min: decimal(cv.foldAuc.min),
        max: decimal(cv.foldAuc.max),
      }),
      meaning: t('evaluation.foldRangeMeaning'),
    },
    {
      key: 'timeSplit',
      label: t('evaluation.timeSplit'),
      value: decimal(timeSplit.auc),
      meaning: t('evaluation.timeSplitMeaning'),
    },
    {
      key: 'brierSkill',
      label: t('evaluation.brierSkill'),
      value: decimal(cv.brierSkill),
      meaning: t('evaluation.brierSkillMeaning'),
    },
    {
      key: 'logLoss',
      label: t('evaluation.logLoss'),
      value: decimal(cv.logLoss),
      meaning: t('evaluation.logLossMeaning'),
    },
    {
      key: 'ece',
      label: t('evaluation.ece'),
      value: decimal(cv.ece),
      meaning: t('evaluation.eceMeaning'),
    },
  ];
  const guardHeld = Math.min(cv.auc, timeSplit.auc) >= aucGuard;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-muted">
        {t('evaluation.intro', {
          rows: formatNumber(data.rows, locale),
          rate: formatPercent(data.chargeOffRate, locale, { digits: 1, minDigits: 1 }),
          folds: cv.folds,
        })}
      </p>
      <DataTable
        caption={t('evaluation.caption', { version: modelVersion })}
        columns={[
          {
            key: 'figure',
            header: t('evaluation.figure'),
            cell: (row) => row.label,
            isRowHeader: true,
          },
          {
            key: 'value',
            header: t('evaluation.value'),
            cell: (row) => row.value,
            isNumeric: true,
            className: 'whitespace-nowrap',
          },
          {
            key: 'meaning',
            header: t('evaluation.meaning'),
            cell: (row) => row.meaning,
            className: 'text-sm text-ink-muted',
          },
        ]}
        rows={rows}
        rowKey={(row) => row.key}
        testId="evaluation-figures"
      />
      <p className="font-medium text-ink" data-testid="auc-guard">
        {t(guardHeld ? 'evaluation.guardMet' : 'evaluation.guardMissed', {
          guard: decimal(aucGuard),
          auc: decimal(cv.auc),
          later: decimal(timeSplit.auc),
        })}
      </p>
    </div>
  );
};
