import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { calculatorPrefillSearch, readCalculatorPrefill } from './calculator-prefill';

describe('calculator prefill links', () => {
  it('carry a complete input there and back, the capital as a number', () => {
    const input = { ...EXAMPLE_CALCULATOR_INPUT, areaType: 'rural' as const };
    const search = calculatorPrefillSearch(input);
    expect(search).toContain('capitalInvestment=80000');
    expect(readCalculatorPrefill(search)).toEqual(input);
  });

  it('carry only the answers given, and nothing else from the URL', () => {
    const search = calculatorPrefillSearch({ sector: 'retail', experience: 'none' });
    expect(readCalculatorPrefill(`${search}&utm_source=mail&capitalInvestment=`)).toEqual({
      sector: 'retail',
      experience: 'none',
    });
    expect(readCalculatorPrefill('?utm_source=mail')).toBeNull();
    expect(readCalculatorPrefill('')).toBeNull();
  });
});
