import type { CalculatorInput, Sector } from '../inputs';
import {
  BUSINESS_STAGES,
  COMPETITION_LEVELS,
  CUSTOMER_TYPES,
  EXPERIENCE_LEVELS,
  FUNDING_NEEDS,
  MARKET_SIZES,
  MARKETING_STRATEGIES,
  OPERATION_SCALES,
  PRODUCT_TYPES,
} from '../inputs';
import type { Contribution, CorePrediction, InputName, Sensitivity } from '../prediction-types';

/**
 * Test-only fake of the survival model's output, until the real model lands. Baselines are the
 * BDS sector figures (model-evidence.md 1.2); effects are simple made-up linear steps per value,
 * NOT the model's coefficients. Deterministic.
 */
const SECTOR_BASELINE_PERCENT: Record<Sector, number> = {
  agriculture: 46.0,
  mining: 46.9,
  utilities: 51.1,
  construction: 44.6,
  manufacturing: 53.1,
  wholesale: 50.3,
  retail: 46.5,
  transportation: 43.0,
  information: 43.2,
  finance: 48.5,
  real_estate: 45.5,
  professional_services: 48.2,
  administrative_services: 46.2,
  education: 54.8,
  health_care: 60.1,
  arts_entertainment: 45.3,
  accommodation_food: 47.6,
  other_services: 53.6,
};

/** Ordered value lists (worst first) and the fake step in points between neighbours. */
const ORDINAL_EFFECTS: { input: InputName; values: readonly string[]; stepPoints: number }[] = [
  { input: 'customerType', values: CUSTOMER_TYPES, stepPoints: 0.3 },
  { input: 'productType', values: PRODUCT_TYPES, stepPoints: 0.5 },
  { input: 'experience', values: EXPERIENCE_LEVELS, stepPoints: 1.5 },
  { input: 'businessStage', values: BUSINESS_STAGES, stepPoints: 3 },
  { input: 'marketSize', values: MARKET_SIZES, stepPoints: 0.8 },
  { input: 'fundingNeeds', values: [...FUNDING_NEEDS].reverse(), stepPoints: 1 },
  { input: 'competitionLevel', values: [...COMPETITION_LEVELS].reverse(), stepPoints: 1.2 },
  { input: 'marketingStrategy', values: MARKETING_STRATEGIES, stepPoints: 0.4 },
  { input: 'operationScale', values: OPERATION_SCALES, stepPoints: 1 },
];
const CAPITAL_OPTIONS_USD = [5_000, 25_000, 100_000, 500_000] as const;
const CAPITAL_POINTS_PER_DECADE = 2;
const GRADE_C_SOURCE = { id: 'test-prior', grade: 'C' } as const;

function centredDelta(index: number, count: number, stepPoints: number): number {
  return (index - (count - 1) / 2) * stepPoints;
}

function capitalDelta(capitalUsd: number): number {
  return CAPITAL_POINTS_PER_DECADE * (Math.log10(Math.max(capitalUsd, 1_000)) - Math.log10(50_000));
}

export function makeInput(overrides: Partial<CalculatorInput> = {}): CalculatorInput {
  return {
    sector: 'retail',
    customerType: 'consumers',
    productType: 'physical_goods',
    location: 'US-CA',
    experience: '2_to_5_years',
    businessStage: 'planning',
    marketSize: 'local',
    fundingNeeds: 'under_50k',
    capitalInvestment: 40_000,
    competitionLevel: 'high',
    marketingStrategy: 'digital',
    operationScale: '2_to_5',
    ...overrides,
  };
}

/** A fake but internally consistent CorePrediction for `input`. */
export function makeCorePrediction(input: CalculatorInput): CorePrediction {
  const baseline = SECTOR_BASELINE_PERCENT[input.sector] / 100;
  const contributions: Contribution[] = ORDINAL_EFFECTS.map(
    ({ input: name, values, stepPoints }) => ({
      input: name,
      deltaPoints: centredDelta(values.indexOf(String(input[name])), values.length, stepPoints),
      source: GRADE_C_SOURCE,
    }),
  );
  contributions.push({
    input: 'capitalInvestment',
    deltaPoints: capitalDelta(input.capitalInvestment),
    source: GRADE_C_SOURCE,
  });
  contributions.push({
    input: 'location',
    deltaPoints: input.location === 'US-MO' ? -2.5 : 0.4,
    source: GRADE_C_SOURCE,
  });
  const total = contributions.reduce((sum, entry) => sum + entry.deltaPoints, 0);
  const probability = Math.min(0.99, Math.max(0.01, baseline + total / 100));
  const sensitivity: Sensitivity[] = ORDINAL_EFFECTS.map(({ input: name, values, stepPoints }) => {
    const current = centredDelta(values.indexOf(String(input[name])), values.length, stepPoints);
    const worst = centredDelta(0, values.length, stepPoints);
    const best = centredDelta(values.length - 1, values.length, stepPoints);
    return {
      input: name,
      worst: { value: values[0] ?? '', probability: probability + (worst - current) / 100 },
      best: {
        value: values[values.length - 1] ?? '',
        probability: probability + (best - current) / 100,
      },
    };
  });
  const currentCapital = capitalDelta(input.capitalInvestment);
  const bestCapital =
    CAPITAL_OPTIONS_USD[CAPITAL_OPTIONS_USD.length - 1] ?? input.capitalInvestment;
  sensitivity.push({
    input: 'capitalInvestment',
    worst: {
      value: CAPITAL_OPTIONS_USD[0],
      probability: probability + (capitalDelta(CAPITAL_OPTIONS_USD[0]) - currentCapital) / 100,
    },
    best: {
      value: bestCapital,
      probability: probability + (capitalDelta(bestCapital) - currentCapital) / 100,
    },
  });
  const survivalCurve = [1, 2, 3, 4, 5].map((year) => 1 - ((1 - probability) * year) / 5);
  return {
    probability,
    interval: { low: Math.max(0, probability - 0.08), high: Math.min(1, probability + 0.08) },
    survivalCurve,
    baseline: { probability: baseline, source: { id: 'census-bds-2019', grade: 'A' } },
    locationBase: {
      code: input.location,
      kind: 'us_state',
      source: { id: 'census-bds-2019', grade: 'A' },
    },
    contributions,
    sensitivity,
    modelVersion: 'test-fake',
    inputHash: 'test',
  };
}
