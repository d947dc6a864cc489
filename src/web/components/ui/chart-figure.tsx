import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ChartFigureProps = {
  id: string;
  title: string;
  description?: string | undefined;
  /** The drawn chart: hidden from assistive technology, which reads the table instead. */
  chart: ReactNode;
  headers: string[];
  rows: (string | number)[][];
  footer?: ReactNode;
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
}: ChartFigureProps) => {
  const { t } = useTranslation('common');
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
            <tr key={String(row[0])}>
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
      {footer}
    </figure>
  );
};
