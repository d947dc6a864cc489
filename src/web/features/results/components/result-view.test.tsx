import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CalculatorInput, predict } from '#engine/index';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { BUNDLED_NAMESPACES, i18n, initI18n } from '#web/lib/i18n';
import fieldsEn from '#web/locales/en/fields.json';
import { RESULT_WORDS } from '../preload-result-words';
import { ResultView } from './result-view';

/** Counts when the charts' module is first evaluated: with the result, or with its tab. */
const chartsEvaluated = vi.hoisted(() => vi.fn());
vi.mock('./visualizations-panel', async (importOriginal) => {
  chartsEvaluated();
  return importOriginal();
});

// jsdom has no layout: Recharts' ResponsiveContainer only needs the observer to exist.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const INPUT: CalculatorInput = { ...EXAMPLE_CALCULATOR_INPUT, experience: 'none' };
const RESULT = predict(INPUT);
const percent = (value: number) => Math.round(value * 100);

const renderView = () => {
  initI18n('en');
  void i18n.changeLanguage('en');
  render(
    <ResultView result={RESULT} input={INPUT} actions={<button type="button">Share</button>} />,
  );
};

const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));
afterEach(() => vi.unstubAllGlobals());

describe('ResultView', () => {
  // First: a module is evaluated once per test file.
  it('loads the charts (Recharts) only when their tab is chosen, with a spinner meanwhile', async () => {
    const user = userEvent.setup();
    renderView();
    expect(chartsEvaluated).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Visualizations' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loading...');
    expect(await screen.findByTestId('factor-radar-table')).toBeInTheDocument();
    expect(chartsEvaluated).toHaveBeenCalledOnce();
  });

  it('shows the score with its interval, band, label, actions, model version and sources', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Success estimate' })).toBeInTheDocument();
    expect(screen.getByTestId('result-score')).toHaveTextContent(
      `${percent(RESULT.probability)}% (${percent(RESULT.interval.low)}–${percent(RESULT.interval.high)}%)`,
    );
    expect(screen.getByText(`Band: ${i18n.t(`engine:band.${RESULT.band}`)}`)).toBeInTheDocument();
    expect(
      screen.getByText(`Rating: ${i18n.t(`engine:label.${RESULT.label}`)}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByText(`Model version: ${RESULT.modelVersion}`)).toBeInTheDocument();
    expect(screen.getByText(RESULT.baseline.source.id)).toBeInTheDocument();
    // Each source by its readable name, not only its code.
    expect(screen.getByRole('region', { name: 'Model and sources' })).toHaveTextContent(
      /US Census Bureau, Business Dynamics Statistics/,
    );
  });

  it('translates engine texts with field and value labels, not codes', () => {
    renderView();
    const noExperience = fieldsEn.option.experience.none;
    const choices = screen.getByRole('region', { name: 'What you can change' });
    // The challenge that explains the line, with the value's words.
    expect(choices).toHaveTextContent(`(${noExperience})`);
    // A label and its value read as "label: value", never "Label (unit) (value)".
    expect(choices).toHaveTextContent(`Industry experience: ${noExperience}.`);
    expect(screen.getAllByText(/Starting capital: \$80,000\./).length).toBeGreaterThan(0);
    expect(screen.queryByText(/\(USD\) \(/)).toBeNull();
    expect(choices).not.toHaveTextContent('(none)');
    expect(screen.getByRole('region', { name: 'Similar real businesses' })).toHaveTextContent(
      RESULT.similarExamples[0]?.name ?? 'missing example',
    );
  });

  it('shows firms like yours apart from what the founder can change, then the recommendations', () => {
    renderView();
    const business = screen.getByRole('region', { name: 'Firms like yours' });
    const choices = screen.getByRole('region', { name: 'What you can change' });
    expect(business).toHaveTextContent(/associations seen in published survival statistics/);
    expect(business).toHaveTextContent(/not causes/);
    expect(choices).toHaveTextContent(/associations too, not guarantees/);
    const label = (name: keyof typeof fieldsEn.label) => `${fieldsEn.label[name]}:`;
    for (const name of ['sector', 'location', 'businessStage', 'operationScale'] as const) {
      expect(business).toHaveTextContent(label(name));
      expect(choices).not.toHaveTextContent(label(name));
    }
    for (const name of ['capitalInvestment', 'experience', 'marketingStrategy'] as const) {
      expect(choices).toHaveTextContent(label(name));
      expect(business).not.toHaveTextContent(label(name));
    }
    // The recommendations follow the choices, inside the same group, in the engine's order.
    const recommendations = within(choices).getByRole('region', {
      name: 'Changes that would raise your estimate most, largest first.',
    });
    expect(within(recommendations).getAllByRole('listitem')).toHaveLength(
      RESULT.recommendations.length,
    );
    expect(within(business).queryByRole('region')).toBeNull();
  });

  it('switches tabs and views; each chart table carries the result data', async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByRole('tab', { name: 'Visualizations' }));
    await screen.findByTestId('factor-radar-table');
    expect(rowsOf('factor-radar-table')).toEqual(
      RESULT.factors.map((factor) => [
        i18n.t(`engine:factor_names.${factor.name}`),
        String(Math.round(factor.rating)),
      ]),
    );

    await user.click(screen.getByRole('tab', { name: 'Breakdown' }));
    const waterfall = rowsOf('contribution-waterfall-table');
    expect(waterfall).toHaveLength(RESULT.contributions.length + 2);
    expect(waterfall[0]).toEqual([
      'Sector baseline',
      `${Math.round(RESULT.baseline.probability * 100)}%`,
      `${Math.round(RESULT.baseline.probability * 100)}%`,
    ]);
    expect(waterfall.at(-1)?.[2]).toBe(`${percent(RESULT.probability)}%`);

    await user.click(screen.getByRole('tab', { name: 'Factors' }));
    expect(rowsOf('sensitivity-tornado-table')).toHaveLength(RESULT.sensitivity.length);

    await user.click(screen.getByRole('tab', { name: 'Financials' }));
    const survival = rowsOf('survival-curve-table');
    expect(survival.map((row) => row[1])).toEqual(
      RESULT.survivalCurve.map((value) => `${percent(value)}%`),
    );
    expect(rowsOf('growth-projection-table')).toHaveLength(5);
  });

  it('lists recommendations, common mistakes and an action plan ending in the milestone and review', async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByRole('tab', { name: 'Recommendations' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(
      RESULT.recommendations.length,
    );
    await user.click(screen.getByRole('tab', { name: 'Common Mistakes' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(
      RESULT.commonMistakes.length,
    );
    await user.click(screen.getByRole('tab', { name: 'Action Plan' }));
    const steps = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(steps).toHaveLength(RESULT.recommendations.length + 2);
    const { low, high } = RESULT.timeToSuccessMonths;
    expect(steps.at(-2)).toHaveTextContent(`Months ${low}–${high}`);
    expect(steps.at(-1)).toHaveTextContent('Every 3 months');
  });

  it('reads no translations beyond the bundled ones and those pages ask for ahead', async () => {
    const user = userEvent.setup();
    renderView();
    const everyTab = ['Visualizations', 'Breakdown', 'Factors', 'Financials'].concat([
      'Recommendations',
      'Common Mistakes',
      'Action Plan',
    ]);
    for (const tab of everyTab) {
      // The views' tabs come with the charts, a moment after Visualizations is chosen.
      await user.click(await screen.findByRole('tab', { name: tab }));
    }
    const used = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
    expect(used).toEqual(expect.arrayContaining(RESULT_WORDS));
    expect(used.filter((name) => ![...BUNDLED_NAMESPACES, ...RESULT_WORDS].includes(name))).toEqual(
      [],
    );
  });
});
