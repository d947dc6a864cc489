import { describe, expect, it } from 'vitest';
import { getCalculatorOptions } from '#shared/contracts/calculator';
import { CALCULATOR_OPTIONS_QUERY_KEY } from './get-calculator-options';

describe('CALCULATOR_OPTIONS_QUERY_KEY', () => {
  it("is the contract's path, written out to keep the contracts off the first load", () => {
    expect(CALCULATOR_OPTIONS_QUERY_KEY).toEqual([getCalculatorOptions.path]);
  });
});
