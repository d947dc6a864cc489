import type { SimulationInput } from '#shared/contracts/simulation';

export type LeverUnit = 'money' | 'percent';

/** Where each lever of the goal search lives in the plan, and how its value reads. */
export const LEVER_FIELDS: Record<
  string,
  { read: (input: SimulationInput) => number; unit: LeverUnit }
> = {
  price: { read: (input) => input.pricePerCustomerMonth, unit: 'money' },
  fixedCosts: { read: (input) => input.monthlyFixedCosts, unit: 'money' },
  unitCost: { read: (input) => input.unitCostPerCustomerMonth, unit: 'money' },
  churn: { read: (input) => input.monthlyChurn, unit: 'percent' },
  growth: { read: (input) => input.monthlyGrowth.mean, unit: 'percent' },
  startingCapital: { read: (input) => input.startingCapital, unit: 'money' },
};

/** A lever change as before → after values and the relative step (+10% = 0.1). */
export const describeChange = (
  lever: string,
  base: SimulationInput,
  plan: SimulationInput,
): { from: number; to: number; relative: number; unit: LeverUnit } | null => {
  const field = LEVER_FIELDS[lever];
  if (!field) return null;
  const from = field.read(base);
  const to = field.read(plan);
  return { from, to, relative: from === 0 ? 0 : to / from - 1, unit: field.unit };
};
