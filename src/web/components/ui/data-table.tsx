import { clsx } from 'clsx';
import { type ReactNode, useCallback, useId, useState } from 'react';

export type DataTableColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** A row header (`<th scope="row">`): what the other cells of the row describe. */
  isRowHeader?: boolean;
  /** Right-aligned with tabular figures, header included, so digits line up. */
  isNumeric?: boolean;
  /** Extra classes for this column's cells (width, wrapping, muted text). */
  className?: string;
};

export type DataTableProps<Row> = {
  /** The table's accessible name; also names its scroll region when the table is wider. */
  caption: string;
  /** Show the caption as the table's title; by default only assistive technology reads it. */
  isCaptionVisible?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Read by assistive technology only, like a chart's data (no scroll region, no tab stop). */
  isVisuallyHidden?: boolean;
  /** Extra classes for the table (`min-w-[32rem]`, `max-w-sm`, `text-sm`). */
  className?: string;
  testId?: string;
  id?: string;
};

export type CellRow = readonly ReactNode[];

/**
 * Columns for rows written as arrays of cells (`['Retail', '61%', '58%']`): the first cell heads
 * its row; `numeric` and `classNames` are by column index.
 */
export const arrayColumns = (
  headers: readonly ReactNode[],
  options: { numeric?: readonly number[]; classNames?: readonly (string | undefined)[] } = {},
): DataTableColumn<CellRow>[] =>
  headers.map((header, index) => ({
    key: String(index),
    header,
    cell: (row) => row[index],
    isRowHeader: index === 0,
    isNumeric: options.numeric?.includes(index) ?? false,
    className: options.classNames?.[index],
  }));

const isWider = (element: HTMLElement) => element.scrollWidth > element.clientWidth + 1;

/**
 * Watches whether the table is wider than its box (a narrow screen, many columns): only then is the
 * box a focusable, named region, so keyboard users can scroll it and nobody gets a useless tab stop.
 */
const useIsScrollable = () => {
  const [isScrollable, setIsScrollable] = useState(false);
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element || typeof ResizeObserver !== 'function') return;
    const update = () => setIsScrollable(isWider(element));
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    update();
    return () => observer.disconnect();
  }, []);
  return { ref, isScrollable };
};

const cellClassName = (column: { isNumeric?: boolean; className?: string }) =>
  clsx(
    'px-3 py-2 align-top first:pl-0 last:pr-0',
    column.isNumeric ? 'text-right tabular-nums' : 'text-left',
    column.className,
  );

/**
 * A typed, accessible table: caption, column headers with scope, optional row headers, numeric
 * columns right-aligned. A table wider than the screen scrolls in its own box, never the page.
 */
export const DataTable = <Row,>({
  caption,
  isCaptionVisible = false,
  columns,
  rows,
  rowKey,
  isVisuallyHidden = false,
  className,
  testId,
  id,
}: DataTableProps<Row>) => {
  const captionId = useId();
  const { ref, isScrollable } = useIsScrollable();
  const isRegion = isScrollable && !isVisuallyHidden;
  return (
    <div
      ref={isVisuallyHidden ? undefined : ref}
      id={id}
      className={isVisuallyHidden ? 'sr-only' : 'max-w-full overflow-x-auto'}
      {...(isRegion ? { role: 'region', tabIndex: 0, 'aria-labelledby': captionId } : {})}
    >
      <table className={clsx('w-full border-collapse', className)} data-testid={testId}>
        <caption
          id={captionId}
          className={isCaptionVisible ? 'mb-2 text-left text-lg font-semibold text-ink' : 'sr-only'}
        >
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-line-strong">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={clsx(cellClassName(column), 'font-semibold text-ink')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className="border-b border-line">
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th
                    key={column.key}
                    scope="row"
                    className={clsx(cellClassName(column), 'font-medium text-ink')}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={cellClassName(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
