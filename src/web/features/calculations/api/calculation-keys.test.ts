import { describe, expect, it } from 'vitest';
import { findCalculations, getCalculation } from '#shared/contracts/calculations';
import { CALCULATIONS_KEY, calculationKey } from './calculation-keys';

describe('calculation query keys', () => {
  it('start with the path of the contract they stand for', () => {
    expect(CALCULATIONS_KEY).toEqual([findCalculations.path]);
    expect(getCalculation.path.startsWith(`${CALCULATIONS_KEY[0]}/`)).toBe(true);
    expect(calculationKey('c1')).toEqual([findCalculations.path, 'detail', 'c1']);
  });
});
