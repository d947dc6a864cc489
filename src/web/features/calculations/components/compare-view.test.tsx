import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { toUsd } from '#shared/money/currencies';
import { i18n, initI18n } from '#web/lib/i18n';
import { savedCalculation } from '#tests/fixtures/web/saved-calculation';
import { CompareView } from './compare-view';

// Issue 34, item 7: a saved calculation's capital reads back in the currency its founder typed.
describe('CompareView', () => {
  it('writes each column’s capital in its own calculation’s currency, as typed', async () => {
    initI18n('en');
    await i18n.changeLanguage('en');
    const lira = 735_000;
    const inLira = savedCalculation(
      { ...EXAMPLE_CALCULATOR_INPUT, location: 'TR', capitalInvestment: toUsd(lira, 'TRY') },
      { id: 'c0ffee00-0000-4000-8000-000000000002', title: 'In lira' },
    );
    const typedInLira = { ...inLira, capitalEntry: { currency: 'TRY' as const, amount: lira } };
    const inDollars = savedCalculation(EXAMPLE_CALCULATOR_INPUT, { title: 'In dollars' });

    render(<CompareView first={typedInLira} second={inDollars} />);

    const capitalRow = (await screen.findByRole('rowheader', { name: /Starting capital/ })).closest(
      'tr',
    );
    if (!capitalRow) throw new Error('no capital row');
    const cells = within(capitalRow).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(/^TRY\s?735,000$|^₺735,000$/);
    expect(cells[1]).toHaveTextContent(
      `$${EXAMPLE_CALCULATOR_INPUT.capitalInvestment.toLocaleString('en-US')}`,
    );
  });
});
