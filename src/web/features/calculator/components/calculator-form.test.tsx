import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { predict } from '#engine/index';
import { CALCULATOR_FIELDS, EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { i18n } from '#web/lib/i18n';
import fieldsEn from '#web/locales/en/fields.json';
import {
  fillCalculator,
  fillCalculatorStep,
  renderCalculatorForm,
} from '#tests/fixtures/web/calculator-form';
import { mockFetch } from '#tests/fixtures/web/fetch-mock';
import { savedCalculation } from '#tests/fixtures/web/saved-calculation';

const completion = () => screen.getByRole('progressbar', { name: 'Form completion' });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('CalculatorForm', () => {
  it('refuses to move on with empty required fields and says so', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderCalculatorForm();
    expect(completion()).toHaveAttribute('aria-valuenow', '0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The shared schema is loaded on demand, so the verdict arrives a moment after the click.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please complete all required fields'),
    );
    expect(screen.getByRole('heading', { name: 'Your business' })).toBeInTheDocument();
    const sector = screen.getByRole('combobox', { name: /^Sector/ });
    expect(sector).toHaveAttribute('aria-invalid', 'true');
    expect(sector).toHaveAttribute('aria-required', 'true');
    expect(sector).toHaveAccessibleDescription(/This field is required/);
    await waitFor(() => expect(sector).toHaveFocus());
  });

  it('advances step by step, moves focus to the step heading and tracks completion', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderCalculatorForm();
    await fillCalculatorStep(user);
    const required = CALCULATOR_FIELDS.filter((field) => field.required).length;
    expect(completion()).toHaveAttribute('aria-valuenow', String(Math.round((4 / required) * 100)));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const market = await screen.findByRole('heading', { name: 'Your market' });
    await waitFor(() => expect(market).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
  });

  it('Enter on a select moves to the next step like the Next button', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderCalculatorForm();
    await fillCalculatorStep(user);
    screen.getByRole('combobox', { name: /^Business stage/ }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Your market' })).toBeInTheDocument();
  });

  it('a visitor submits: the input is remembered and the local result stored', async () => {
    const fetchSpy = mockFetch({});
    const user = userEvent.setup();
    const { onLocalResult } = renderCalculatorForm();
    await fillCalculator(user);
    expect(completion()).toHaveAttribute('aria-valuenow', '100');
    await user.click(screen.getByRole('button', { name: 'Calculate my score' }));
    await waitFor(() => expect(onLocalResult).toHaveBeenCalledTimes(1));
    expect(JSON.parse(localStorage.getItem('lastCalculatorInput') ?? '{}')).toEqual(
      EXAMPLE_CALCULATOR_INPUT,
    );
    const stored = JSON.parse(sessionStorage.getItem('calculatorResult') ?? '{}') as {
      result: { probability: number };
    };
    // Computed here, once, by the engine the server runs: nothing was asked of the server.
    expect(stored.result.probability).toBe(predict(EXAMPLE_CALCULATOR_INPUT).probability);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for legal form and main or side activity beside team and money, as optional answers with their help', async () => {
    mockFetch({});
    const user = userEvent.setup();
    const { onLocalResult } = renderCalculatorForm();
    await fillCalculator(user);
    for (const name of ['legalForm', 'timeCommitment'] as const) {
      const control = screen.getByRole('combobox', {
        name: new RegExp(`^${fieldsEn.label[name]}\\s*\\(${i18n.t('calculator:optional')}\\)$`),
      });
      expect(control).toHaveAttribute('aria-required', 'false');
      expect(control).toHaveAccessibleDescription(fieldsEn.help[name]);
      // Left empty it stays out of the input: "not said" has no effect.
      expect(control).toHaveValue('');
    }
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Legal form/ }),
      'limited_company',
    );
    await user.click(screen.getByRole('button', { name: 'Calculate my score' }));
    await waitFor(() => expect(onLocalResult).toHaveBeenCalledTimes(1));
    expect(JSON.parse(localStorage.getItem('lastCalculatorInput') ?? '{}')).toEqual({
      ...EXAMPLE_CALCULATOR_INPUT,
      legalForm: 'limited_company',
    });
  });

  it('a signed-in user submits: the calculation is saved through the API', async () => {
    const saved = savedCalculation();
    const fetchSpy = mockFetch({ 'POST /api/calculations': () => ({ status: 201, body: saved }) });
    const user = userEvent.setup();
    const { onSaved, onLocalResult } = renderCalculatorForm({ isSignedIn: true });
    await fillCalculator(user);
    await user.click(screen.getByRole('button', { name: 'Calculate my score' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ id: saved.id });
    const call = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ input: EXAMPLE_CALCULATOR_INPUT });
    expect(onLocalResult).not.toHaveBeenCalled();
  });

  it('a signed-in user whose save is refused sees why, with no local fallback', async () => {
    mockFetch({
      'POST /api/calculations': () => ({
        status: 401,
        body: { code: 'UNAUTHENTICATED', message: 'You need to be logged in' },
      }),
    });
    const user = userEvent.setup();
    const { onSaved, onLocalResult } = renderCalculatorForm({ isSignedIn: true });
    await fillCalculator(user);
    await user.click(screen.getByRole('button', { name: 'Calculate my score' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors:UNAUTHENTICATED'));
    expect(onSaved).not.toHaveBeenCalled();
    expect(onLocalResult).not.toHaveBeenCalled();
  });
});
