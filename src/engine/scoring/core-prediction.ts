import { type CalculatorInput, statedInputNames } from '../inputs';
import type { ModelCoefficients } from '../model/model-types';
import type { Contribution, CorePrediction } from '../prediction-types';
import { assertCalculatorInput } from '../validate-input';
import { logitToPoints, shapleyLogit } from './attribution';
import { computeComponents } from './components';
import { survival5, survivalCurve } from './hazard';
import { hashInput } from './input-hash';
import { survivalInterval } from './interval';
import { totalShift } from './point-estimate';
import { computeSensitivity } from './sensitivity';

/** Output rounding, so the same input gives the same bytes on every JavaScript engine. */
export const PROBABILITY_DECIMALS = 6;
export const POINTS_DECIMALS = 4;

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor + 0;
};
const roundProbability = (value: number) => round(value, PROBABILITY_DECIMALS);

/** The survival model's output for one input, with the given coefficients. */
export const predictCoreWith = (
  input: CalculatorInput,
  model: ModelCoefficients,
): CorePrediction => {
  assertCalculatorInput(input);
  const components = computeComponents(input, model, true);
  const shift = totalShift(components);
  const curve = survivalCurve(components.logitHazards, components.startAge, shift);
  const probability = curve[curve.length - 1] ?? 0;
  const baseline = survival5(components.logitHazards, 0, 0);
  const points = logitToPoints(shapleyLogit(components), baseline, probability);
  const interval = survivalInterval(components, shift, model);
  const contributions: Contribution[] = statedInputNames(input).map((name) => ({
    input: name,
    deltaPoints: round(points.get(name) ?? 0, POINTS_DECIMALS),
    source: components.sources[name] ?? { id: 'census-bds-2019', grade: 'A' },
  }));
  return {
    probability: roundProbability(probability),
    interval: { low: roundProbability(interval.low), high: roundProbability(interval.high) },
    survivalCurve: curve.map(roundProbability),
    baseline: {
      probability: roundProbability(baseline),
      source: { id: 'census-bds-2019', grade: 'A' },
    },
    locationBase: components.location.base,
    contributions,
    sensitivity: computeSensitivity(input, probability, model).map((entry) => ({
      input: entry.input,
      worst: { value: entry.worst.value, probability: roundProbability(entry.worst.probability) },
      best: { value: entry.best.value, probability: roundProbability(entry.best.probability) },
    })),
    modelVersion: model.modelVersion,
    inputHash: hashInput(input),
  };
};
