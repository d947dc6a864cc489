import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ChartTableFigureProps = {
  id: string;
  title: string;
  description?: string;
  /** The drawn chart: hidden from assistive technology, which reads the table instead. */
  chart: ReactNode;
  headers: string[];
  rows: string[][];
};

/** A chart with its title and a visually hidden data table carrying the same numbers. */
export const ChartTableFigure = ({
  id,
  title,
  description,
  chart,
  headers,
  rows,
}: ChartTableFigureProps) => {
  const { t } = useTranslation('simulator');
  return (
    <figure aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <figcaption>
        <h3 id={`${id}-title`} className="text-lg font-semibold text-ink">
          {title}
        </h3>
        {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
      </figcaption>
      <div aria-hidden="true" className="h-72 w-full">
        {chart}
      </div>
      <table className="sr-only" data-testid={`${id}-table`}>
        <caption>{t('charts.tableCaption', { title })}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};
