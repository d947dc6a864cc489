import { type BusinessSimulationResult, simulateBusiness } from './business-simulation';
import {
  type BusinessSimulationInput,
  MAX_MONTHLY_RATE,
  resolveRunOptions,
  type SimulationOptions,
} from './simulation-input';

/**
 * Best and worst cases as fixed multipliers on the founder's own base plan. These are conventional
 * sensitivity steps (±25% on customer dynamics, ±10% on costs), a modelling choice and not
 * statistics; price is left alone because it is the founder's decision, not an outcome.
 */
export const SCENARIO_MULTIPLIERS = {
  best: { growth: 1.25, churn: 0.8, fixedCosts: 0.9, unitCost: 0.9 },
  worst: { growth: 0.8, churn: 1.25, fixedCosts: 1.1, unitCost: 1.1 },
} as const satisfies Record<'best' | 'worst', Record<string, number>>;

/** At most this many user-defined scenarios per comparison. */
export const MAX_USER_SCENARIOS = 10;

export type PresetScenario = 'base' | 'best' | 'worst';

/** A user's what-if: fields replaced in the base input. */
export type UserScenario = { id: string; changes: Partial<BusinessSimulationInput> };

export type ScenarioRun = {
  id: string;
  kind: PresetScenario | 'user';
  input: BusinessSimulationInput;
  result: BusinessSimulationResult;
};

/** The base input with the best- or worst-case multipliers applied (rates capped at 100%). */
export const deriveScenario = (
  base: BusinessSimulationInput,
  kind: PresetScenario,
): BusinessSimulationInput => {
  if (kind === 'base') return base;
  const m = SCENARIO_MULTIPLIERS[kind];
  return {
    ...base,
    monthlyGrowth: {
      mean: Math.min(MAX_MONTHLY_RATE, base.monthlyGrowth.mean * m.growth),
      sd: base.monthlyGrowth.sd,
    },
    monthlyChurn: Math.min(MAX_MONTHLY_RATE, base.monthlyChurn * m.churn),
    monthlyFixedCosts: base.monthlyFixedCosts * m.fixedCosts,
    unitCostPerCustomerMonth: base.unitCostPerCustomerMonth * m.unitCost,
  };
};

/**
 * Runs base, best and worst (or `presets`) plus up to MAX_USER_SCENARIOS user scenarios, all with
 * the same seed, paths and months, so differences come from the inputs and not from luck (each path
 * sees the same random numbers in every scenario). Progress is reported over all runs together.
 */
export const runScenarios = (
  base: BusinessSimulationInput,
  scenarios: {
    presets?: readonly PresetScenario[];
    userScenarios?: readonly UserScenario[];
  } = {},
  options: SimulationOptions = {},
): ScenarioRun[] => {
  const users = scenarios.userScenarios ?? [];
  if (users.length > MAX_USER_SCENARIOS) {
    throw new RangeError(
      `At most ${MAX_USER_SCENARIOS} user scenarios can be compared (got ${users.length})`,
    );
  }
  const planned: Omit<ScenarioRun, 'result'>[] = [
    ...(scenarios.presets ?? (['base', 'best', 'worst'] as const)).map((kind) => ({
      id: kind,
      kind,
      input: deriveScenario(base, kind),
    })),
    ...users.map((user) => ({
      id: user.id,
      kind: 'user' as const,
      input: { ...base, ...user.changes },
    })),
  ];
  const { paths } = resolveRunOptions(options);
  const total = paths * planned.length;
  return planned.map((scenario, index) => ({
    ...scenario,
    result: simulateBusiness(scenario.input, {
      ...options,
      onProgress: options.onProgress
        ? (done) => options.onProgress?.(index * paths + done, total)
        : undefined,
    }),
  }));
};
