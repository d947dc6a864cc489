import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { i18n, initI18n } from '#web/lib/i18n';
import { mockFetch } from '#tests/fixtures/web/fetch-mock';
import { SimulationRunnerProvider } from '../hooks/runner-context';
import { createInThreadRunner } from '../worker/simulation-runner';
import { BusinessSimulator, type SimulatorBusiness } from './business-simulator';

// Issue 34, item 7: a Turkish business plans in lira; the engine still runs in dollars.
const BUSINESS: SimulatorBusiness = {
  id: '7b0c9a6e-3f1d-4c2a-9e8b-1a2b3c4d5e6f',
  name: 'Köşe fırını',
  inputs: { ...EXAMPLE_CALCULATOR_INPUT, location: 'TR', capitalInvestment: 80_000 },
};
const SCENARIOS_PATH = `GET /api/businesses/${BUSINESS.id}/scenarios`;
const CREATE_PATH = `POST /api/businesses/${BUSINESS.id}/scenarios`;

const renderSimulator = () => {
  initI18n('en');
  void i18n.changeLanguage('en');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SimulationRunnerProvider runner={createInThreadRunner()}>
        <BusinessSimulator business={BUSINESS} />
      </SimulationRunnerProvider>
    </QueryClientProvider>,
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the simulator’s currency', { timeout: 40_000 }, () => {
  it('opens in the business’s own currency, with the plan’s dollars converted and the rate named', () => {
    mockFetch({ [SCENARIOS_PATH]: () => ({ body: { scenarios: [] } }) });
    renderSimulator();
    expect(screen.getByLabelText('Currency')).toHaveValue('TRY');
    // $80,000 of capital at 7.35 lira per dollar.
    expect(screen.getByLabelText('Starting capital (TRY)')).toHaveValue(588_000);
    expect(screen.getByTestId('conversion-note')).toHaveTextContent(
      'Converted at ₺7.35 per US dollar: the OECD purchasing-power parity for 2023',
    );
  });

  it('gives the engine dollars and shows its dollars back in lira', async () => {
    const fetchSpy = mockFetch({
      [SCENARIOS_PATH]: () => ({ body: { scenarios: [] } }),
      [CREATE_PATH]: (init) => ({
        status: 201,
        body: {
          id: '11111111-2222-4333-8444-555555555555',
          businessId: BUSINESS.id,
          ...(JSON.parse(init?.body as string) as object),
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      }),
    });
    renderSimulator();
    await userEvent.type(screen.getByLabelText('Scenario name'), 'Lira plan');
    await userEvent.click(screen.getByRole('button', { name: 'Save current plan as scenario' }));
    const isPost = ([, init]: Parameters<typeof fetch>) => init?.method === 'POST';
    await waitFor(() => expect(fetchSpy.mock.calls.some(isPost)).toBe(true));
    const post = fetchSpy.mock.calls.find(isPost);
    const { input } = JSON.parse(post?.[1]?.body as string) as {
      input: { startingCapital: number };
    };
    expect(input.startingCapital).toBeCloseTo(80_000, 6);

    await userEvent.selectOptions(screen.getByLabelText('Simulated paths'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Run simulation' }));
    await screen.findByText('Simulation finished.', {}, { timeout: 15_000 });
    const comparison = screen.getByRole('table', { name: 'Scenarios side by side' });
    expect(within(comparison).getAllByText(/₺/).length).toBeGreaterThan(0);
    expect(within(comparison).queryByText(/\$/)).toBeNull();
  });

  it('keeps the plan when the founder switches currency: the amounts are converted', async () => {
    mockFetch({ [SCENARIOS_PATH]: () => ({ body: { scenarios: [] } }) });
    renderSimulator();
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'USD');
    expect(screen.getByLabelText('Starting capital (USD)')).toHaveValue(80_000);
    expect(screen.queryByTestId('conversion-note')).toBeNull();
  });
});
