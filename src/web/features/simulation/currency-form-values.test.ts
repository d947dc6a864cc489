import { describe, expect, it } from 'vitest';
import { defaultGoalValues, formToGoal } from './goal-form-values';
import { DEFAULT_SIMULATION_INPUT } from './prefill';
import { convertMoneyFields, formToInput, inputToForm } from './simulator-form-values';

// Issue 34, item 7: the simulators' forms hold money as typed; the engine gets US dollars.
describe('simulator money in the founder’s currency', () => {
  it('shows a dollar plan in lira and gives the same dollars back', () => {
    const values = inputToForm(DEFAULT_SIMULATION_INPUT, undefined, 'TRY');
    expect(values).toMatchObject({
      currency: 'TRY',
      startingCapital: 1_102_500,
      monthlyFixedCosts: 88_200,
      pricePerCustomerMonth: 367.5,
      unitCostPerCustomerMonth: 73.5,
      fundingAmount: 0,
    });
    const input = formToInput(values);
    expect(input.startingCapital).toBeCloseTo(150_000, 6);
    expect(input.monthlyFixedCosts).toBeCloseTo(12_000, 6);
    expect(input.pricePerCustomerMonth).toBeCloseTo(50, 6);
    expect(input.monthlyGrowth).toEqual(DEFAULT_SIMULATION_INPUT.monthlyGrowth);
  });

  it('converts extra funding too', () => {
    const values = {
      ...inputToForm(DEFAULT_SIMULATION_INPUT, undefined, 'EUR'),
      fundingAmount: 66,
    };
    expect(formToInput(values).extraFunding?.amount).toBeCloseTo(100, 6);
  });

  it('converts the amounts when the currency changes, to the cent', () => {
    const values = inputToForm(DEFAULT_SIMULATION_INPUT, undefined, 'USD');
    expect(convertMoneyFields(values, 'USD', 'EUR')).toEqual({
      startingCapital: 99_000,
      monthlyFixedCosts: 7_920,
      pricePerCustomerMonth: 33,
      unitCostPerCustomerMonth: 6.6,
      fundingAmount: 0,
    });
  });

  it('gives the goal search a revenue target in dollars', () => {
    const values = { ...defaultGoalValues('TRY'), kind: 'revenueInYear' as const };
    expect(values.amount).toBe(3_675_000);
    const goal = formToGoal(values);
    expect(goal.kind === 'revenueInYear' && goal.amount).toBeCloseTo(500_000, 6);
  });
});
