import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#engine/index';
import { i18n, initI18n } from '#web/lib/i18n';
import { BusinessInputsSummary } from './business-inputs-summary';

const renderSummary = async (location: string) => {
  initI18n('en');
  await i18n.changeLanguage('en');
  render(
    <BusinessInputsSummary
      inputs={{ ...EXAMPLE_CALCULATOR_INPUT, location, capitalInvestment: 4_000 }}
    />,
  );
  return screen.getByText('Starting capital').nextElementSibling;
};

describe("a business's saved answers", () => {
  it('show the capital in lira for a business in Turkey, with the conversion named', async () => {
    expect(await renderSummary('TR')).toHaveTextContent('₺29,400');
    const note = screen.getByTestId('conversion-note');
    expect(note).toHaveTextContent('The model uses $4,000.');
    expect(note).toHaveTextContent('Converted at ₺7.35 per US dollar');
  });

  it('keep dollars for a business in a US state', async () => {
    expect(await renderSummary('US-TX')).toHaveTextContent('$4,000');
    expect(screen.queryByTestId('conversion-note')).toBeNull();
  });
});
