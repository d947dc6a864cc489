import type { FieldErrors, Resolver, ResolverResult, UseFormReturn } from 'react-hook-form';
import { DEFAULT_RECESSION_DURATION_MONTHS, DEFAULT_SEED } from '#engine/simulation';
import { type SimulationInput, SimulationInputSchema } from '#shared/contracts/simulation';
import { fromUsd, type MoneyCurrency, toUsd } from '#shared/money/currencies';

/** Path counts offered in the form; the default matches the engine's 10,000. */
export const PATH_CHOICES = [1_000, 10_000, 50_000, 100_000] as const;
export const DEFAULT_PATH_CHOICE = 10_000;

/** The form's number fields, in the units people type: money, customers and percentages a month. */
export const SIMULATOR_FIELDS = [
  'startingCapital',
  'monthlyFixedCosts',
  'pricePerCustomerMonth',
  'unitCostPerCustomerMonth',
  'startingCustomers',
  'growthPercent',
  'growthUncertaintyPercent',
  'churnPercent',
  // 0 = no extra funding.
  'fundingAmount',
  'fundingMonth',
  'recessionStartMonth',
  // Run setting: the same seed gives the same numbers.
  'seed',
] as const;
export type SimulatorNumberField = (typeof SIMULATOR_FIELDS)[number];

/** The fields typed in the form's currency; the engine gets them in US dollars. */
export const MONEY_FIELDS = [
  'startingCapital',
  'monthlyFixedCosts',
  'pricePerCustomerMonth',
  'unitCostPerCustomerMonth',
  'fundingAmount',
] as const satisfies readonly SimulatorNumberField[];
export type SimulatorMoneyField = (typeof MONEY_FIELDS)[number];
export const isMoneyField = (name: SimulatorNumberField): name is SimulatorMoneyField =>
  (MONEY_FIELDS as readonly string[]).includes(name);

/**
 * The simulator form: its number fields, the currency its money is typed in, the recession switch
 * and the run's Monte Carlo paths. Validation converts to the shared SimulationInput (fractions,
 * US dollars) and runs the shared schema.
 */
export type SimulatorFormValues = Record<SimulatorNumberField, number> & {
  currency: MoneyCurrency;
  isRecession: boolean;
  paths: number;
};

/** What a valid form yields: the shared input plus the run settings. */
export type SimulatorFormOutput = { input: SimulationInput; paths: number; seed: number };

/** The form as react-hook-form hands it to the fields and the currency switch. */
export type SimulatorForm = UseFormReturn<SimulatorFormValues, unknown, SimulatorFormOutput>;

// Percent → fraction without binary noise (12 → 0.12, not 0.12000000000000001).
const toFraction = (percent: number) => Math.round(percent * 1e6) / 1e8;
const toPercent = (fraction: number) => Math.round(fraction * 1e8) / 1e6;
// Dollars shown in another currency are rounded to its cents, so the form reads as typed money.
const toCents = (amount: number) => Math.round(amount * 100) / 100;

/** The plan as the engine takes it: money in US dollars, rates as fractions. */
export const formToInput = (values: SimulatorFormValues): SimulationInput => {
  const usd = (amount: number) => toUsd(amount, values.currency);
  return {
    startingCapital: usd(values.startingCapital),
    monthlyFixedCosts: usd(values.monthlyFixedCosts),
    pricePerCustomerMonth: usd(values.pricePerCustomerMonth),
    unitCostPerCustomerMonth: usd(values.unitCostPerCustomerMonth),
    startingCustomers: values.startingCustomers,
    monthlyGrowth: {
      mean: toFraction(values.growthPercent),
      sd: toFraction(values.growthUncertaintyPercent),
    },
    monthlyChurn: toFraction(values.churnPercent),
    extraFunding:
      values.fundingAmount > 0
        ? { amount: usd(values.fundingAmount), month: values.fundingMonth }
        : null,
    recession: values.isRecession
      ? {
          startMonth: values.recessionStartMonth,
          durationMonths: DEFAULT_RECESSION_DURATION_MONTHS,
          severity: 1,
        }
      : null,
  };
};

/** A plan (US dollars) as the form shows it, its money in `currency`. */
export const inputToForm = (
  input: SimulationInput,
  run: { paths: number; seed: number } = { paths: DEFAULT_PATH_CHOICE, seed: DEFAULT_SEED },
  currency: MoneyCurrency = 'USD',
): SimulatorFormValues => {
  const shown = (usd: number) => toCents(fromUsd(usd, currency));
  return {
    ...run,
    currency,
    startingCapital: shown(input.startingCapital),
    monthlyFixedCosts: shown(input.monthlyFixedCosts),
    pricePerCustomerMonth: shown(input.pricePerCustomerMonth),
    unitCostPerCustomerMonth: shown(input.unitCostPerCustomerMonth),
    startingCustomers: input.startingCustomers,
    growthPercent: toPercent(input.monthlyGrowth.mean),
    growthUncertaintyPercent: toPercent(input.monthlyGrowth.sd),
    churnPercent: toPercent(input.monthlyChurn),
    fundingAmount: shown(input.extraFunding?.amount ?? 0),
    fundingMonth: input.extraFunding?.month ?? 6,
    isRecession: Boolean(input.recession),
    recessionStartMonth: input.recession?.startMonth ?? 6,
  };
};

/** Money typed in one currency as the same amounts in another (the founder switched currency). */
export const convertMoneyFields = (
  values: Pick<SimulatorFormValues, SimulatorMoneyField>,
  from: MoneyCurrency,
  to: MoneyCurrency,
): Record<SimulatorMoneyField, number> =>
  Object.fromEntries(
    MONEY_FIELDS.map((name) => [name, toCents(fromUsd(toUsd(values[name], from), to))]),
  ) as Record<SimulatorMoneyField, number>;

/** Schema paths of SimulationInput → the form field that shows their error. */
const FIELD_OF_PATH: Record<string, SimulatorNumberField> = {
  startingCapital: 'startingCapital',
  monthlyFixedCosts: 'monthlyFixedCosts',
  pricePerCustomerMonth: 'pricePerCustomerMonth',
  unitCostPerCustomerMonth: 'unitCostPerCustomerMonth',
  startingCustomers: 'startingCustomers',
  'monthlyGrowth.mean': 'growthPercent',
  'monthlyGrowth.sd': 'growthUncertaintyPercent',
  monthlyChurn: 'churnPercent',
  'extraFunding.amount': 'fundingAmount',
  'extraFunding.month': 'fundingMonth',
  'recession.startMonth': 'recessionStartMonth',
};

/** react-hook-form resolver: the shared SimulationInputSchema, errors put on the typed fields. */
export const simulatorResolver: Resolver<SimulatorFormValues, unknown, SimulatorFormOutput> = (
  values,
): ResolverResult<SimulatorFormValues, SimulatorFormOutput> => {
  const parsed = SimulationInputSchema.safeParse(formToInput(values));
  const isSeedValid = Number.isSafeInteger(values.seed) && values.seed >= 0;
  if (parsed.success && isSeedValid) {
    return { values: { input: parsed.data, paths: values.paths, seed: values.seed }, errors: {} };
  }
  const errors: FieldErrors<SimulatorFormValues> = {};
  if (!isSeedValid) errors.seed = { type: 'custom', message: 'Must be a whole number' };
  if (parsed.success) return { values: {}, errors };
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF_PATH[issue.path.join('.')];
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
