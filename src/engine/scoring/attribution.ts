import type { InputName } from '../prediction-types';
import { cappedPriorLogOdds, type Components } from './components';
import { logit, survival5 } from './hazard';

type Player = { input: InputName; kind: 'stage' | 'shift' | 'prior'; value: number };

const playersOf = (components: Components): Player[] => {
  const players: Player[] = [];
  if (components.startAge !== 0) {
    players.push({ input: 'businessStage', kind: 'stage', value: components.startAge });
  }
  for (const [input, value] of Object.entries(components.shifts)) {
    if (value !== 0) players.push({ input: input as InputName, kind: 'shift', value });
  }
  for (const [input, value] of Object.entries(components.priors)) {
    if (value !== 0) players.push({ input: input as InputName, kind: 'prior', value });
  }
  return players;
};

/** logit S5 for the coalition `mask` (absent inputs at their reference: age 0, shift 0). */
const coalitionValue = (components: Components, players: Player[], mask: number): number => {
  let startAge = 0;
  let shift = 0;
  let priorLogOdds = 0;
  players.forEach((player, index) => {
    if ((mask & (1 << index)) === 0) return;
    if (player.kind === 'stage') startAge = player.value;
    else if (player.kind === 'shift') shift += player.value;
    else priorLogOdds += player.value;
  });
  return logit(
    survival5(components.logitHazards, startAge, shift - cappedPriorLogOdds(priorLogOdds)),
  );
};

const factorials = (count: number): number[] => {
  const values = [1];
  for (let index = 1; index <= count; index += 1) values.push((values[index - 1] ?? 1) * index);
  return values;
};

/**
 * Exact Shapley values of the inputs on the logit of 5-year survival, against the sector's
 * typical business (the BDS baseline). They sum to logit(probability) - logit(baseline).
 * Inputs with no effect are dummy players and get 0.
 */
export const shapleyLogit = (components: Components): Map<InputName, number> => {
  const players = playersOf(components);
  const count = players.length;
  const values = new Float64Array(1 << count);
  for (let mask = 0; mask < 1 << count; mask += 1) {
    values[mask] = coalitionValue(components, players, mask);
  }
  const factorial = factorials(count);
  const result = new Map<InputName, number>();
  players.forEach((player, index) => {
    const bit = 1 << index;
    let phi = 0;
    for (let mask = 0; mask < 1 << count; mask += 1) {
      if ((mask & bit) !== 0) continue;
      const size = bitCount(mask);
      const weight =
        ((factorial[size] ?? 1) * (factorial[count - size - 1] ?? 1)) / (factorial[count] ?? 1);
      phi += weight * ((values[mask | bit] ?? 0) - (values[mask] ?? 0));
    }
    result.set(player.input, phi);
  });
  return result;
};

const bitCount = (value: number): number => {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count += 1;
  return count;
};

/**
 * Logit contributions to percentage points: scaled by the secant of the logistic between the
 * baseline and the prediction, so the points sum exactly to the probability gap.
 */
export const logitToPoints = (
  logitContributions: Map<InputName, number>,
  baseline: number,
  probability: number,
): Map<InputName, number> => {
  const logitGap = logit(probability) - logit(baseline);
  const slope =
    Math.abs(logitGap) < 1e-12 ? baseline * (1 - baseline) : (probability - baseline) / logitGap;
  const points = new Map<InputName, number>();
  for (const [input, value] of logitContributions) points.set(input, 100 * value * slope);
  return points;
};
