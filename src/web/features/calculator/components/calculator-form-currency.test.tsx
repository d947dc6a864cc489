import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALCULATOR_FIELDS, EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { renderCalculatorForm } from '#tests/fixtures/web/calculator-form';
import { mockFetch } from '#tests/fixtures/web/fetch-mock';
import { savedCalculation } from '#tests/fixtures/web/saved-calculation';

// Issue 34, item 7: capital is asked in the founder's currency, defaulting from the location.

type User = ReturnType<typeof userEvent.setup>;

/** Answers every select on the way with the example input (the location as given) up to capital. */
const goToCapital = async (user: User, location: string) => {
  const values: Record<string, string | number> = { ...EXAMPLE_CALCULATOR_INPUT, location };
  for (let step = 0; step < 3; step += 1) {
    for (const field of CALCULATOR_FIELDS) {
      const control = document.getElementById(`calculator-${field.name}`);
      if (control instanceof HTMLSelectElement && field.required) {
        await user.selectOptions(control, String(values[field.name]));
      }
    }
    if (step < 2) {
      await user.click(screen.getByRole('button', { name: /^(Next|İleri)$/ }));
      await waitFor(() => expect(document.getElementById('calculator-step-heading')).toHaveFocus());
    }
  }
};

const capital = () => document.getElementById('calculator-capitalInvestment') as HTMLInputElement;
const currency = () =>
  document.getElementById('calculator-capitalCurrency') as HTMLSelectElement | null;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the capital field’s currency', () => {
  it.each([
    ['TR', 'TRY', 'Starting capital (TRY)'],
    ['OTHER', 'EUR', 'Starting capital (EUR)'],
    ['US-TX', 'USD', 'Starting capital (USD)'],
  ])('defaults from the location %s to %s', async (location, code, label) => {
    mockFetch({});
    const user = userEvent.setup();
    renderCalculatorForm();
    await goToCapital(user, location);
    expect(currency()?.value).toBe(code);
    expect(screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))).toBe(capital());
  });

  it('names the dollars the model uses and the rate’s source under the field, in Turkish too', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderCalculatorForm({ language: 'tr' });
    await goToCapital(user, 'TR');
    await user.type(capital(), '735000');
    const note = screen.getByTestId('conversion-note');
    expect(note).toHaveTextContent('Model bu tutarı $100.000 olarak kullanır.');
    expect(note).toHaveTextContent('1 ABD doları = ₺7,35');
    expect(note).toHaveTextContent('OECD');
    expect(note).toHaveTextContent('2023');
    expect(
      screen.getByRole('link', { name: /Kaynak: OECD Economic Surveys: Türkiye 2025/ }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.oecd\.org\//));
    expect(capital()).toHaveAccessibleDescription(/\$100\.000/);
  });

  it('has no conversion note in dollars, and the founder may change the currency', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderCalculatorForm();
    await goToCapital(user, 'US-TX');
    expect(screen.queryByTestId('conversion-note')).toBeNull();
    await user.selectOptions(currency() as HTMLSelectElement, 'EUR');
    await user.type(capital(), '66000');
    expect(screen.getByTestId('conversion-note')).toHaveTextContent('The model uses $100,000.');
  });

  it('words the range error in the field’s currency', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderCalculatorForm();
    await goToCapital(user, 'TR');
    await user.type(capital(), '-5');
    await user.click(screen.getByRole('button', { name: 'Calculate my score' }));
    expect(await screen.findByText('Enter a number from ₺0 to ₺735,000,000')).toBeInTheDocument();
  });

  it('saves the dollars for the model and the lira as typed', async () => {
    const input = { ...EXAMPLE_CALCULATOR_INPUT, location: 'TR', capitalInvestment: 100_000 };
    const saved = savedCalculation(input, { capitalEntry: { currency: 'TRY', amount: 735_000 } });
    const fetchSpy = mockFetch({ 'POST /api/calculations': () => ({ status: 201, body: saved }) });
    const user = userEvent.setup();
    const { onSaved } = renderCalculatorForm({ isSignedIn: true });
    await goToCapital(user, 'TR');
    await user.type(capital(), '735000');
    await user.click(screen.getByRole('button', { name: 'Calculate my score' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const call = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(call?.[1]?.body as string) as {
      input: { capitalInvestment: number };
      capitalEntry: unknown;
    };
    expect(body.input.capitalInvestment).toBeCloseTo(100_000, 6);
    expect(body.capitalEntry).toEqual({ currency: 'TRY', amount: 735_000 });
    // The next visit shows the lira again.
    expect(JSON.parse(localStorage.getItem('lastCalculatorInput') ?? '{}')).toMatchObject({
      capitalEntry: { currency: 'TRY', amount: 735_000 },
    });
  });
});
