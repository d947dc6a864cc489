import { afterEach, describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import {
  LAST_CALCULATOR_INPUT_STORAGE_KEY,
  readLastCalculatorDraft,
  readLastCalculatorInput,
  saveLastCalculatorInput,
} from './last-calculator-input';

afterEach(() => localStorage.clear());

describe('last calculator input', () => {
  it('reads back what the calculator saved, under the one key', () => {
    saveLastCalculatorInput(EXAMPLE_CALCULATOR_INPUT);
    expect(JSON.parse(localStorage.getItem(LAST_CALCULATOR_INPUT_STORAGE_KEY) ?? '')).toEqual(
      EXAMPLE_CALCULATOR_INPUT,
    );
    expect(readLastCalculatorInput()).toEqual(EXAMPLE_CALCULATOR_INPUT);
  });

  it('gives the form a partial draft but no complete input for it', () => {
    localStorage.setItem(LAST_CALCULATOR_INPUT_STORAGE_KEY, JSON.stringify({ sector: 'retail' }));
    expect(readLastCalculatorDraft()).toEqual({ sector: 'retail' });
    expect(readLastCalculatorInput()).toBeNull();
  });

  it('refuses unknown codes and broken JSON, and drops keys that are not inputs', () => {
    const stored = (value: string) =>
      localStorage.setItem(LAST_CALCULATOR_INPUT_STORAGE_KEY, value);
    stored(JSON.stringify({ ...EXAMPLE_CALCULATOR_INPUT, sector: 'space_mining' }));
    expect(readLastCalculatorInput()).toBeNull();
    stored('{not json');
    expect(readLastCalculatorDraft()).toBeNull();
    stored(JSON.stringify([1, 2]));
    expect(readLastCalculatorDraft()).toBeNull();
    stored(JSON.stringify({ ...EXAMPLE_CALCULATOR_INPUT, legacy: true }));
    expect(readLastCalculatorInput()).toEqual(EXAMPLE_CALCULATOR_INPUT);
  });
});
