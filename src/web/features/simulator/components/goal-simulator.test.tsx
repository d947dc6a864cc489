import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { SimulationRunnerProvider } from '../hooks/runner-context';
import { createInThreadRunner } from '../worker/simulation-runner';
import { GoalSimulator } from './goal-simulator';

const renderGoalSimulator = () => {
  initI18n('en');
  void i18n.changeLanguage('en');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SimulationRunnerProvider runner={createInThreadRunner()}>
        <GoalSimulator business={null} />
      </SimulationRunnerProvider>
    </QueryClientProvider>,
  );
};

describe('GoalSimulator', () => {
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
    const capital = screen.getByLabelText('Starting capital (USD)');
    await userEvent.clear(capital);
    await userEvent.click(screen.getByRole('button', { name: 'Find plans' }));
    expect(await screen.findByText('Enter a number from 0 to 1,000,000,000,000.')).toBeVisible();
    expect(capital.closest('details')).toHaveAttribute('open');
  });
});
