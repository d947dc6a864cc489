import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { i18n, initI18n } from '#web/lib/i18n';
import { mockFetch } from '#tests/fixtures/web/fetch-mock';
import { DEFAULT_SIMULATION_INPUT } from '../prefill';
import { SimulationRunnerProvider } from '../hooks/runner-context';
import { createInThreadRunner } from '../worker/simulation-runner';
import { BusinessSimulator, type SimulatorBusiness } from './business-simulator';

const BUSINESS: SimulatorBusiness = {
  id: '7b0c9a6e-3f1d-4c2a-9e8b-1a2b3c4d5e6f',
  name: 'Corner bakery',
  inputs: { ...EXAMPLE_CALCULATOR_INPUT, capitalInvestment: 80_000 },
};
const SCENARIOS_PATH = `GET /api/businesses/${BUSINESS.id}/scenarios`;

const renderSimulator = (business: SimulatorBusiness | null): void => {
  initI18n('en');
  void i18n.changeLanguage('en');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <SimulationRunnerProvider runner={createInThreadRunner()}>
        {children}
      </SimulationRunnerProvider>
    </QueryClientProvider>
  );
  render(wrap(<BusinessSimulator business={business} />));
};

// A run takes well under a second alone, but the test machine may be busy.
const RUN_WAIT = { timeout: 15_000 };
const finished = () => screen.findByText('Simulation finished.', {}, RUN_WAIT);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('BusinessSimulator', { timeout: 40_000 }, () => {
  it('prefills from the business, runs the scenarios and shows figures, charts and tables', async () => {
    mockFetch({ [SCENARIOS_PATH]: () => ({ body: { scenarios: [] } }) });
    renderSimulator(BUSINESS);
    expect(screen.getByLabelText('Starting capital (USD)')).toHaveValue(80_000);
    await userEvent.selectOptions(screen.getByLabelText('Simulated paths'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Run simulation' }));
    expect(await finished()).toBeInTheDocument();
    expect(screen.getByText('1,000 paths over 60 months, seed 1.')).toBeInTheDocument();
    const comparison = screen.getByRole('table', { name: 'Scenarios side by side' });
    const headers = within(comparison)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Figure', 'Your plan', 'Best case', 'Worst case']);
    expect(screen.getByTestId('cash-fan-table').querySelectorAll('tbody tr')).toHaveLength(60);
    expect(screen.getByTestId('break-even-histogram-table')).toBeInTheDocument();
  });

  it('gives the same numbers for the same seed and others for another seed', async () => {
    mockFetch({ [SCENARIOS_PATH]: () => ({ body: { scenarios: [] } }) });
    renderSimulator(BUSINESS);
    await userEvent.selectOptions(screen.getByLabelText('Simulated paths'), '1000');
    const run = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Run simulation' }));
      await finished();
      return screen.getByTestId('cash-fan-table').textContent;
    };
    const first = await run();
    expect(await run()).toBe(first);
    await userEvent.clear(screen.getByLabelText('Seed'));
    await userEvent.type(screen.getByLabelText('Seed'), '99');
    expect(await run()).not.toBe(first);
  });

  it('refuses an out-of-range field without running', async () => {
    renderSimulator(null);
    const churn = screen.getByLabelText('Customers lost per month (%)');
    await userEvent.clear(churn);
    await userEvent.type(churn, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Run simulation' }));
    expect(await screen.findByText('Enter a number from 0 to 100.')).toBeInTheDocument();
    expect(churn).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Simulation finished.')).not.toBeInTheDocument();
    expect(screen.getByText('Create a business to save scenarios.')).toBeInTheDocument();
  });

  it('saves the current plan as a scenario of the business', async () => {
    const saved: unknown[] = [];
    const fetchSpy = mockFetch({
      [SCENARIOS_PATH]: () => ({ body: { scenarios: saved } }),
      [`POST /api/businesses/${BUSINESS.id}/scenarios`]: (init) => {
        const body = JSON.parse(init?.body as string) as { name: string; input: unknown };
        const scenario = {
          id: '11111111-2222-4333-8444-555555555555',
          businessId: BUSINESS.id,
          ...body,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        };
        saved.push(scenario);
        return { status: 201, body: scenario };
      },
    });
    renderSimulator(BUSINESS);
    await userEvent.type(screen.getByLabelText('Scenario name'), 'Lean launch');
    await userEvent.click(screen.getByRole('button', { name: 'Save current plan as scenario' }));
    expect(await screen.findByText('Lean launch')).toBeInTheDocument();
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toMatchObject({
      name: 'Lean launch',
      input: { startingCapital: 80_000 },
    });
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Saved scenarios (1 of 10)' }),
      ).toBeInTheDocument(),
    );
  });

  it('renames and deletes a saved scenario', async () => {
    const id = '11111111-2222-4333-8444-555555555555';
    let scenarios = [
      {
        id,
        businessId: BUSINESS.id,
        name: 'Lean launch',
        input: { ...DEFAULT_SIMULATION_INPUT, monthlyFixedCosts: 9_000 },
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    ];
    const fetchSpy = mockFetch({
      [SCENARIOS_PATH]: () => ({ body: { scenarios } }),
      [`PATCH /api/scenarios/${id}`]: (init) => {
        const { name } = JSON.parse(init?.body as string) as { name: string };
        scenarios = scenarios.map((scenario) => ({ ...scenario, name }));
        return { body: scenarios[0] };
      },
      [`DELETE /api/scenarios/${id}`]: () => {
        scenarios = [];
        return { status: 204 };
      },
    });
    renderSimulator(BUSINESS);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Load Lean launch into the form' }),
    );
    expect(screen.getByLabelText('Fixed costs per month (USD)')).toHaveValue(9_000);
    await userEvent.click(screen.getByRole('button', { name: 'Rename Lean launch' }));
    const rename = screen.getByLabelText('New name for Lean launch');
    await userEvent.clear(rename);
    await userEvent.type(rename, 'Frugal{Enter}');
    expect(await screen.findByRole('button', { name: 'Delete Frugal' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Frugal' }));
    expect(await screen.findByText('No saved scenarios yet.')).toBeInTheDocument();
    const methods = fetchSpy.mock.calls.map(([, init]) => init?.method ?? 'GET');
    expect(methods).toEqual(expect.arrayContaining(['PATCH', 'DELETE']));
  });
});
