import type { CalculatorInput, FundingNeeds, OperationScale } from '#engine/inputs';
import type { SimulationInput } from '#shared/contracts/simulation';
import { readLastCalculatorInput } from '#web/lib/last-calculator-input';

/**
 * The plan shown when nothing is known: a small subscription business ($150k capital, $12k a
 * month of fixed costs, $50 price and $10 unit cost per customer-month, 100 customers growing
 * 8% ± 4% a month with 3% churn). An example to edit, not data. It is a plan most paths can fund
 * (about 35% run out of cash, median break-even in month 23): the former example ran out on 99%
 * of paths yet showed a median end cash of $3.1M, earned on money it never had.
 */
export const DEFAULT_SIMULATION_INPUT: SimulationInput = {
  startingCapital: 150_000,
  monthlyFixedCosts: 12_000,
  pricePerCustomerMonth: 50,
  unitCostPerCustomerMonth: 10,
  startingCustomers: 100,
  monthlyGrowth: { mean: 0.08, sd: 0.04 },
  monthlyChurn: 0.03,
  extraFunding: null,
  recession: null,
};

/**
 * Planning defaults, not statistics: the calculator asks for ranges, the simulator for numbers.
 * Headcount is the middle of the range; each person costs about $5,000 a month all in (pay,
 * space, tools); customers start at 20 per person (a quarter of that before launch).
 */
const PEOPLE_BY_SCALE: Record<OperationScale, number> = {
  solo: 1,
  '2_to_5': 3,
  '6_to_20': 12,
  '21_to_100': 50,
  over_100: 150,
};
const MONTHLY_COST_PER_PERSON_USD = 5_000;
const CUSTOMERS_PER_PERSON = 20;
const PRE_LAUNCH_CUSTOMER_SHARE = 0.25;

/** Funding still needed → one injection in month 6, at the middle of the chosen range. */
const FUNDING_BY_NEED: Record<FundingNeeds, number> = {
  none: 0,
  under_50k: 25_000,
  '50k_to_250k': 150_000,
  '250k_to_1m': 500_000,
  over_1m: 1_500_000,
};
const FUNDING_MONTH = 6;

/** A simulator plan from a calculator input; price, unit cost, growth and churn keep the defaults'. */
export const simulationInputFromCalculator = (input: CalculatorInput): SimulationInput => {
  const people = PEOPLE_BY_SCALE[input.operationScale];
  const isPreLaunch = input.businessStage === 'idea' || input.businessStage === 'planning';
  const funding = FUNDING_BY_NEED[input.fundingNeeds];
  return {
    ...DEFAULT_SIMULATION_INPUT,
    startingCapital: input.capitalInvestment,
    monthlyFixedCosts: people * MONTHLY_COST_PER_PERSON_USD,
    startingCustomers: Math.round(
      people * CUSTOMERS_PER_PERSON * (isPreLaunch ? PRE_LAUNCH_CUSTOMER_SHARE : 1),
    ),
    extraFunding: funding > 0 ? { amount: funding, month: FUNDING_MONTH } : null,
    recession: null,
  };
};

export type PrefillSource = 'business' | 'calculator' | 'sample';

/** The business's calculator inputs, else the calculator's last run, else the sample plan. */
export const initialSimulationInput = (
  businessInputs: CalculatorInput | null | undefined,
): { input: SimulationInput; source: PrefillSource } => {
  if (businessInputs) {
    return { input: simulationInputFromCalculator(businessInputs), source: 'business' };
  }
  const last = readLastCalculatorInput();
  if (last) return { input: simulationInputFromCalculator(last), source: 'calculator' };
  return {
    input: { ...DEFAULT_SIMULATION_INPUT, extraFunding: null, recession: null },
    source: 'sample',
  };
};
