import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { MODEL_EVALUATION } from '#engine/evaluation';
import { DataTable } from '#web/components/ui/data-table';
import { useFieldText } from '#web/lib/field-text';
import { useFormatters } from '#web/lib/use-formatters';
import {
  type EvidenceClassKey,
  useEvidenceClassLabel,
  useEvidenceTableName,
} from './evidence-labels';

type Table = (typeof MODEL_EVALUATION.newFirm.tables)[number];

/** The fitted tables, then the checks the fit never saw (with the note on pooled classes between). */
const EVIDENCE_TABLES = [
  { role: 'fitted', caption: 'evidence.fittedCaption', testId: 'evidence-fitted' },
  { role: 'check', caption: 'evidence.checkCaption', testId: 'evidence-checks' },
] as const;
type Row = {
  id: string;
  table: Table;
  label: string;
  published: number | null;
  model: number;
};

/**
 * The published survival tables behind the answers' effects, each printed class beside the model's
 * figure for the same class (issue 31): the fitted tables, then the checks the fit never saw.
 */
export const NewFirmEvidence = () => {
  const { t } = useTranslation('score');
  const field = useFieldText();
  const format = useFormatters();
  const classLabel = useEvidenceClassLabel();
  const rowsOf = (role: 'fitted' | 'check'): Row[] =>
    MODEL_EVALUATION.newFirm.tables
      .filter((table) => table.role === role)
      .flatMap((table) =>
        table.classes.map((row, index) => ({
          id: `${table.id}-${index}`,
          table,
          label: classLabel(row.key as EvidenceClassKey),
          published: row.published,
          model: row.model,
        })),
      );
  const tableName = useEvidenceTableName();
  const columns = [
    {
      key: 'answer',
      header: t('evidence.answer'),
      cell: (row: Row) => field.label(row.table.input),
    },
    { key: 'table', header: t('evidence.table'), cell: (row: Row) => tableName(row.table) },
    { key: 'class', header: t('evidence.class'), cell: (row: Row) => row.label, isRowHeader: true },
    {
      key: 'published',
      header: t('evidence.published'),
      cell: (row: Row) =>
        row.published === null ? t('evidence.notPrinted') : format.percent(row.published),
      isNumeric: true,
    },
    {
      key: 'model',
      header: t('evidence.model'),
      cell: (row: Row) => format.percent(row.model),
      isNumeric: true,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-muted">{t('evidence.intro')}</p>
      <p className="text-ink-muted">{t('evidence.method')}</p>
      {EVIDENCE_TABLES.map(({ role, caption, testId }) => (
        <Fragment key={role}>
          <DataTable
            caption={t(caption)}
            isCaptionVisible
            className="text-sm"
            columns={columns}
            rows={rowsOf(role)}
            rowKey={(row) => row.id}
            testId={testId}
          />
          {role === 'fitted' ? (
            <p className="text-sm text-ink-muted">{t('evidence.pooled')}</p>
          ) : null}
        </Fragment>
      ))}
    </div>
  );
};
