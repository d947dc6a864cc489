import type { BusinessSimulationInput } from './simulation-input';

/**
 * A plausible small subscription business used by tests and the benchmark (not data): $150k of
 * capital, $20k a month of fixed costs, $50 price and $10 unit cost per customer-month, 50 starting
 * customers growing 12% ± 4% a month with 3% monthly churn.
 */
export const SAMPLE_BUSINESS_INPUT: BusinessSimulationInput = {
  startingCapital: 150_000,
  monthlyFixedCosts: 20_000,
  pricePerCustomerMonth: 50,
  unitCostPerCustomerMonth: 10,
  startingCustomers: 50,
  monthlyGrowth: { mean: 0.12, sd: 0.04 },
  monthlyChurn: 0.03,
};

/** A plan that breaks even for most paths and only sometimes runs out of cash. */
export const STEADY_BUSINESS_INPUT: BusinessSimulationInput = {
  startingCapital: 60_000,
  monthlyFixedCosts: 8_000,
  pricePerCustomerMonth: 40,
  unitCostPerCustomerMonth: 12,
  startingCustomers: 120,
  monthlyGrowth: { mean: 0.08, sd: 0.03 },
  monthlyChurn: 0.04,
};
