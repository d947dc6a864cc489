import { useTranslation } from 'react-i18next';
import { MODEL_EVALUATION } from '#engine/evaluation';
import { DataTable } from '#web/components/ui/data-table';
import { useFieldText } from '#web/lib/field-text';
import { useFormatters } from '#web/lib/use-formatters';
import { useEvidenceTableName } from './evidence-labels';

type Evidence = (typeof MODEL_EVALUATION.newFirm.spread.evidence)[number];

/**
 * How far the answers spread the estimate: the model's 10th-90th percentile over new US employer
 * firms, beside each published table's worst and best class carried to the US national rate.
 */
export const AnswerSpread = () => {
  const { t } = useTranslation('score');
  const field = useFieldText();
  const format = useFormatters();
  const tableName = useEvidenceTableName();
  const { model, evidence } = MODEL_EVALUATION.newFirm.spread;
  const tables = new Map(MODEL_EVALUATION.newFirm.tables.map((table) => [table.id, table]));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-muted" data-testid="model-spread">
        {t('spread.model', {
          p10: format.percent(model.p10),
          p50: format.percent(model.p50),
          p90: format.percent(model.p90),
        })}
      </p>
      <DataTable
        caption={t('spread.caption')}
        className="text-sm"
        columns={[
          {
            key: 'answer',
            header: t('evidence.answer'),
            cell: (row: Evidence) => field.label(row.input),
            isRowHeader: true,
          },
          {
            key: 'table',
            header: t('evidence.table'),
            cell: (row: Evidence) => {
              const table = tables.get(row.table);
              return table ? tableName(table) : row.table;
            },
          },
          {
            key: 'worst',
            header: t('spread.worst'),
            cell: (row: Evidence) => format.percent(row.worst),
            isNumeric: true,
          },
          {
            key: 'best',
            header: t('spread.best'),
            cell: (row: Evidence) => format.percent(row.best),
            isNumeric: true,
          },
        ]}
        rows={evidence}
        rowKey={(row) => row.table}
        testId="answer-spread"
      />
      <p className="text-ink-muted">{t('spread.reading')}</p>
    </div>
  );
};
