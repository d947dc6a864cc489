import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FOUNDER_CHOICES, predict } from '#engine/index';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { i18n, initI18n } from '#web/lib/i18n';
import fieldsEn from '#web/locales/en/fields.json';
import { SimulationRunnerProvider } from '../hooks/runner-context';
import { createInThreadRunner } from '../worker/simulation-runner';
import type { SimulatorBusiness } from './business-simulator';
import { GoalSimulator } from './goal-simulator';

const renderGoalSimulator = (business: SimulatorBusiness | null = null) => {
  initI18n('en');
  void i18n.changeLanguage('en');
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <SimulationRunnerProvider runner={createInThreadRunner()}>
          <GoalSimulator business={business} />
        </SimulationRunnerProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
};

const BAKERY: SimulatorBusiness = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Corner bakery',
  inputs: EXAMPLE_CALCULATOR_INPUT,
};

afterEach(() => localStorage.clear());

describe('GoalSimulator, success score goal', () => {
  it('is the default goal and shows plans whose score meets the target', async () => {
    renderGoalSimulator(BAKERY);
    expect(screen.getByLabelText('Goal')).toHaveValue('successScoreAtLeast');
    const current = predict(EXAMPLE_CALCULATOR_INPUT).probability;
    expect(screen.getByTestId('current-score')).toHaveTextContent(
      `Your success score today: ${Math.round(current * 1000) / 10}%.`,
    );
    expect(screen.queryByText('Your plan (the starting point of the search)')).toBeNull();
    const target = screen.getByLabelText('Success score at least (%)');
    await userEvent.clear(target);
    await userEvent.type(target, '52');
    await userEvent.click(screen.getByRole('button', { name: 'Find plans' }));
    expect(await screen.findByText(/^Found \d plans?, easiest first\.$/)).toBeInTheDocument();
    const plans = screen.getAllByTestId('score-plan');
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      const score = Number(
        /Success score with this plan: (\d+(\.\d)?)%/.exec(plan.textContent)?.[1],
      );
      expect(score).toBeGreaterThanOrEqual(52);
      // Every plan states the new money it needs.
      expect(plan).toHaveTextContent(/New money needed(none|\$[\d,]+)/);
    }
  });

  it('lists what the search may change (the founder’s choices) apart from what describes the business', () => {
    renderGoalSimulator(BAKERY);
    const mayChange = screen.getByRole('list', {
      name: 'What the search may change (your choices)',
    });
    const stays = screen.getByRole('list', {
      name: 'What stays as it is (describes the business)',
    });
    const labels = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    const label = (name: keyof typeof fieldsEn.label) => fieldsEn.label[name];
    expect([...labels(mayChange)].sort()).toEqual(FOUNDER_CHOICES.map(label).sort());
    expect(labels(stays)).toEqual(
      expect.arrayContaining(
        (['sector', 'location', 'operationScale', 'legalForm', 'timeCommitment'] as const).map(
          label,
        ),
      ),
    );
    expect(labels(stays)).not.toContain(label('capitalInvestment'));
  });

  it('reports out of reach with the best plan for 99%', async () => {
    renderGoalSimulator(BAKERY);
    const target = screen.getByLabelText('Success score at least (%)');
    await userEvent.clear(target);
    await userEvent.type(target, '99');
    await userEvent.click(screen.getByRole('button', { name: 'Find plans' }));
    expect(
      await screen.findByText(/^Out of reach: the best plan reaches \d+(\.\d)?% \(goal: 99%\)\.$/),
    ).toBeInTheDocument();
    // The closest plan states the new money it needs; beside it, the best plan that needs none.
    expect(screen.getByTestId('score-best')).toHaveTextContent(/New money needed(none|\$[\d,]+)/);
    const free = screen.getByTestId('score-plan-without-new-money');
    expect(free).toHaveTextContent('Best plan without new money');
    expect(free).toHaveTextContent('New money needednone');
    expect(free).not.toHaveTextContent(/Starting capital/);
  });

  it('starts from the last calculator run when there is no business', () => {
    localStorage.setItem(
      'lastCalculatorInput',
      JSON.stringify({ ...EXAMPLE_CALCULATOR_INPUT, capitalInvestment: 500_000 }),
    );
    renderGoalSimulator();
    expect(screen.getByText('Starting from your last calculator run.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Find plans' })).toBeEnabled();
  });

  it('links to the calculator when there are no calculator answers', () => {
    renderGoalSimulator();
    expect(screen.getByRole('link', { name: 'Open the calculator' })).toHaveAttribute(
      'href',
      '/calculator',
    );
    expect(screen.getByRole('button', { name: 'Find plans' })).toBeDisabled();
  });
});

describe('GoalSimulator, simulator goals', () => {
  it('finds ranked plans for a break-even goal and shows their re-run result', async () => {
    renderGoalSimulator();
    await userEvent.selectOptions(screen.getByLabelText('Goal'), 'breakEvenWithinMonths');
    await userEvent.clear(screen.getByLabelText('Within months'));
    await userEvent.type(screen.getByLabelText('Within months'), '18');
    await userEvent.click(screen.getByRole('button', { name: 'Find plans' }));
    expect(
      await screen.findByText(/^Found \d plans?, easiest first\.$/, {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Plan 1 \(effort [\d.]+\)$/)).toBeInTheDocument();
    const results = screen.getAllByText(
      /^Re-run result: \d+(\.\d)?% of paths break even in time\.$/,
    );
    for (const result of results) {
      const share = Number(/(\d+(\.\d)?)%/.exec(result.textContent)?.[1]);
      expect(share).toBeGreaterThanOrEqual(50);
    }
  }, 30_000);

  it('opens the plan and marks the field when the plan is invalid', async () => {
    renderGoalSimulator();
    await userEvent.selectOptions(screen.getByLabelText('Goal'), 'survivalAtLeast');
    const capital = screen.getByLabelText('Starting capital (USD)');
    await userEvent.clear(capital);
    await userEvent.click(screen.getByRole('button', { name: 'Find plans' }));
    expect(await screen.findByText('Enter a number from $0 to $1,000,000,000,000.')).toBeVisible();
    expect(capital.closest('details')).toHaveAttribute('open');
  });
});
