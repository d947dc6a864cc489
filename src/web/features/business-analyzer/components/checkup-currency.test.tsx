import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Checkup } from '#shared/contracts/business-analyzer';
import { i18n, initI18n } from '#web/lib/i18n';
import { CHECKUP_FIGURES_IN_LIRA } from '#tests/fixtures/checkup-figures';
import { CheckupForm } from './checkup-form';
import { CheckupResult } from './checkup-result';

// Issue 34, item 7: the analyzer's amounts are asked and shown in the founder's currency.
const FIGURES = CHECKUP_FIGURES_IN_LIRA;

const setUp = async () => {
  initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['businessAnalyzer']);
};

describe('the analyzer’s currency', () => {
  it('asks the figures in the business’s currency and sends it with them', async () => {
    await setUp();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<CheckupForm defaultCurrency="TRY" onSubmit={onSubmit} />);
    expect(await screen.findByLabelText('Currency')).toHaveValue('TRY');
    for (const [label, value] of [
      ['Months operating', '14'],
      ['Monthly revenue', '73500'],
      ['Monthly costs', '88200'],
      ['Paying customers', '40'],
      ['Cash', '441000'],
    ] as const) {
      await userEvent.type(screen.getByLabelText(label), value);
    }
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze my business' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...FIGURES, currency: 'EUR' });
  });

  it('shows the amounts of a check-up in its currency', async () => {
    await setUp();
    const checkup: Checkup = {
      id: '5f0c9a6e-3f1d-4c2a-9e8b-1a2b3c4d5e6f',
      businessId: '7b0c9a6e-3f1d-4c2a-9e8b-1a2b3c4d5e6f',
      createdAt: '2026-11-01T10:00:00.000Z',
      figures: { ...FIGURES, currency: 'TRY' },
      result: {
        survival: null,
        runway: { kind: 'months', months: 30, netBurn: 14_700 },
        ratios: [{ id: 'revenue_per_customer', value: 1_837.5, missing: null, benchmark: null }],
        redFlags: [],
        actions: ['check_up_monthly'],
        change: null,
      },
    };
    render(
      <MemoryRouter>
        <CheckupResult checkup={checkup} />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText(/Your costs exceed your revenue by ₺14,700 a month/),
    ).toBeVisible();
    expect(screen.getByTestId('analyzer-ratios')).toHaveTextContent('₺1,837.5');
  });
});
