import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { arrayColumns, DataTable } from './data-table';

type ChartRow = (string | number)[];

type ChartFigureProps = {
  id: string;
  title: string;
  description?: string | undefined;
  /** The drawn chart: hidden from assistive technology, which reads the table instead. */
  chart: ReactNode;
  headers: string[];
  /** One row a point: the first cell heads the row, the others are its figures. */
  rows: ChartRow[];
  footer?: ReactNode;
  /** 3 inside a results tab; 2 where the chart is a section of its page. */
  headingLevel?: 2 | 3;
  /** Size of the drawn chart (Tailwind classes). */
  chartClassName?: string;
  /** When given, a button shows the table to sighted readers too (it stays readable when hidden). */
  tableToggle?: { show: string; hide: string };
};

/**
 * A chart with its title and a visually hidden data table carrying the same numbers: the one way
 * every chart of the app (results, simulators) is read by screen readers.
 */
export const ChartFigure = ({
  id,
  title,
  description,
  chart,
  headers,
  rows,
  footer,
  headingLevel = 3,
  chartClassName = 'h-72 w-full',
  tableToggle,
}: ChartFigureProps) => {
  const { t } = useTranslation('common');
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <figure aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <figcaption>
        <Heading
          id={`${id}-title`}
          className={
            headingLevel === 2 ? 'text-xl font-semibold text-ink' : 'text-lg font-semibold text-ink'
          }
        >
          {title}
        </Heading>
        {description ? (
          <p className={headingLevel === 2 ? 'mt-2 text-ink-muted' : 'text-sm text-ink-muted'}>
            {description}
          </p>
        ) : null}
      </figcaption>
      <div aria-hidden="true" className={chartClassName}>
        {chart}
      </div>
      {tableToggle ? (
        <div>
          <Button
            variant="secondary"
            aria-expanded={tableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {tableShown ? tableToggle.hide : tableToggle.show}
          </Button>
        </div>
      ) : null}
      <DataTable
        id={tableId}
        caption={t('charts.tableCaption', { title })}
        columns={arrayColumns(headers, { numeric: headers.map((_, index) => index).slice(1) })}
        rows={rows}
        rowKey={(row) => String(row[0])}
        isVisuallyHidden={!tableShown}
        testId={`${id}-table`}
      />
      {footer}
    </figure>
  );
};
