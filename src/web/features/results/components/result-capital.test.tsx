import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type CalculatorInput, predict } from '#engine/index';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { toUsd } from '#shared/money/currencies';
import { i18n, initI18n } from '#web/lib/i18n';
import { ResultView } from './result-view';

// Issue 34, item 7: a result typed in lira shows lira, and says how the model's dollars came about.
const ENTRY = { currency: 'TRY', amount: 7_350 } as const;
const INPUT: CalculatorInput = {
  ...EXAMPLE_CALCULATOR_INPUT,
  location: 'TR',
  capitalInvestment: toUsd(ENTRY.amount, ENTRY.currency),
};
const RESULT = predict(INPUT);

const renderView = (capitalEntry?: typeof ENTRY) => {
  initI18n('en');
  void i18n.changeLanguage('en');
  render(<ResultView result={RESULT} input={INPUT} capitalEntry={capitalEntry} />);
};

describe('a result’s capital', () => {
  it('is shown as typed, in lira, with the dollars the model used and the rate named', () => {
    renderView(ENTRY);
    const capital = screen.getByTestId('result-capital');
    expect(capital).toHaveTextContent('Starting capital: ₺7,350');
    expect(capital).toHaveTextContent('The model uses $1,000.');
    expect(capital).toHaveTextContent('₺7.35 per US dollar');
    expect(capital).toHaveTextContent('OECD purchasing-power parity for 2023 (Türkiye, GDP)');
  });

  it('writes the engine’s amounts (in dollars) in lira too', async () => {
    const user = userEvent.setup();
    renderView(ENTRY);
    // The recommendation asks for $14,000 more, from $1,000 to $15,000.
    await user.click(screen.getByRole('tab', { name: 'Recommendations' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Starting with about ₺102,900 more (from ₺7,350 to ₺110,250',
    );
  });

  it('stays in dollars without an entry', () => {
    renderView();
    expect(screen.getByTestId('result-capital')).toHaveTextContent('Starting capital: $1,000');
    expect(screen.queryByTestId('conversion-note')).toBeNull();
  });
});
