import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { arrayColumns, DataTable, type DataTableColumn } from './data-table';

type Fruit = { name: string; count: number; note: string };

const FRUITS: Fruit[] = [
  { name: 'Apple', count: 1200, note: 'red' },
  { name: 'Pear', count: 35, note: 'green' },
];

const COLUMNS: DataTableColumn<Fruit>[] = [
  { key: 'name', header: 'Fruit', cell: (fruit) => fruit.name, isRowHeader: true },
  { key: 'count', header: 'Count', cell: (fruit) => fruit.count, isNumeric: true },
  { key: 'note', header: 'Note', cell: (fruit) => fruit.note },
];

const renderFruits = (props: { isVisuallyHidden?: boolean; isCaptionVisible?: boolean } = {}) =>
  render(
    <DataTable
      caption="Fruit in stock"
      columns={COLUMNS}
      rows={FRUITS}
      rowKey={(fruit) => fruit.name}
      testId="fruits"
      {...props}
    />,
  );

/** jsdom lays nothing out: a fake ResizeObserver and box sizes stand in for a narrow screen. */
const observers: (() => void)[] = [];
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {
    observers.push(() => this.callback());
  }
  observe() {}
  disconnect() {}
}
const setWidths = (element: HTMLElement, scrollWidth: number, clientWidth: number) => {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
};

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

describe('DataTable', () => {
  it('is named by its caption, with scoped column and row headers', () => {
    renderFruits();
    const table = screen.getByRole('table', { name: 'Fruit in stock' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fruit', 'Count', 'Note']);
    for (const header of within(table).getAllByRole('columnheader'))
      expect(header).toHaveAttribute('scope', 'col');
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((cell) => cell.textContent)).toEqual(['Apple', 'Pear']);
    for (const header of rowHeaders) expect(header).toHaveAttribute('scope', 'row');
    const apple = within(table).getByRole('row', { name: /Apple/ });
    expect(
      within(apple)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1200', 'red']);
  });

  it('right-aligns numeric columns, header included, and leaves text columns left', () => {
    renderFruits();
    expect(screen.getByRole('columnheader', { name: 'Count' })).toHaveClass('text-right');
    expect(screen.getByRole('cell', { name: '35' })).toHaveClass('text-right', 'tabular-nums');
    expect(screen.getByRole('cell', { name: 'green' })).toHaveClass('text-left');
  });

  it('keeps the caption for assistive technology only unless asked to show it', () => {
    const { unmount } = renderFruits();
    expect(screen.getByText('Fruit in stock')).toHaveClass('sr-only');
    unmount();
    renderFruits({ isCaptionVisible: true });
    expect(screen.getByText('Fruit in stock')).not.toHaveClass('sr-only');
  });

  it('becomes a focusable region named by the caption only while wider than its box', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    renderFruits();
    expect(screen.queryByRole('region')).toBeNull();
    const box = screen.getByTestId('fruits').parentElement;
    if (!box) throw new Error('the table has no box');

    setWidths(box, 640, 300);
    act(() => observers.forEach((notify) => notify()));
    const region = screen.getByRole('region', { name: 'Fruit in stock' });
    expect(region).toBe(box);
    expect(region).toHaveAttribute('tabindex', '0');

    setWidths(box, 300, 300);
    act(() => observers.forEach((notify) => notify()));
    expect(screen.queryByRole('region')).toBeNull();
    expect(box).not.toHaveAttribute('tabindex');
  });

  it('never adds a tab stop when the table is visually hidden', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    renderFruits({ isVisuallyHidden: true });
    const box = screen.getByTestId('fruits').parentElement;
    expect(box).toHaveClass('sr-only');
    expect(observers).toHaveLength(0);
    expect(box).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('table', { name: 'Fruit in stock' })).toBeInTheDocument();
  });

  it('reads rows written as arrays through arrayColumns: first cell heads the row', () => {
    render(
      <DataTable
        caption="Bands"
        columns={arrayColumns(['Band', 'Range'], { numeric: [1], classNames: [undefined, 'x'] })}
        rows={[
          ['Strong', '70-100'],
          ['Weak', '0-39'],
        ]}
        rowKey={(row) => String(row[0])}
      />,
    );
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Strong',
      'Weak',
    ]);
    expect(screen.getByRole('cell', { name: '0-39' })).toHaveClass('text-right', 'x');
  });
});
