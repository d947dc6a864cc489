import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScenarioFigures } from '#shared/contracts/dashboards';
import { i18n, initI18n } from '#web/lib/i18n';
import { ScenarioRunwayChart } from './scenario-runway-chart';

const scenario = (
  name: string,
  businessName: string,
  businessLocation: string | null,
): ScenarioFigures => ({
  id: name,
  name,
  businessName,
  businessLocation,
  startingCapital: 150_000,
  monthlyFixedCosts: 20_000,
  startingMonthlyResult: -18_000,
  runwayMonths: 8.3,
});

const renderChart = async (scenarios: ScenarioFigures[], language: 'en' | 'tr') => {
  initI18n(language);
  await i18n.changeLanguage(language);
  render(<ScenarioRunwayChart scenarios={scenarios} />);
  return screen.getByTestId('analytics-scenarios-table');
};

const cellsOf = (table: HTMLElement, rowName: RegExp) =>
  within(within(table).getByRole('row', { name: rowName }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the scenario runway chart', () => {
  it("writes each scenario's amounts in its business's currency and names the rate", async () => {
    const table = await renderChart(
      [
        scenario('Temel plan', 'Fırın', 'TR'),
        scenario('Base plan', 'Bakery', 'US-TX'),
        scenario('Plan', 'No answers', null),
      ],
      'tr',
    );
    // 150,000 model dollars at OECD's 7.35 lira per dollar.
    expect(cellsOf(table, /Temel plan/)).toEqual(['₺1.102.500', '₺147.000', '-₺132.300', '8,3 ay']);
    expect(cellsOf(table, /Base plan/)).toEqual(['$150.000', '$20.000', '-$18.000', '8,3 ay']);
    expect(cellsOf(table, /No answers/)[0]).toBe('$150.000');
    const notes = screen.getAllByTestId('conversion-note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent('1 ABD doları = ₺7,35');
  });

  it('names no conversion when every business is in dollars', async () => {
    const table = await renderChart([scenario('Base plan', 'Bakery', 'US-CA')], 'en');
    expect(cellsOf(table, /Base plan/)[0]).toBe('$150,000');
    expect(screen.queryByTestId('conversion-note')).toBeNull();
  });
});
