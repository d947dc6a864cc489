/**
 * The insight engine: pure and deterministic, over the engine's own public entries. Every figure
 * is the engine's (predict, its Shapley attribution, and the score-goal levers, which offer only
 * the founder's own choices within the advice limits); this file only compares and ranks them.
 */
import {
  type CalculatorInput,
  isFounderChoice,
  predict,
  predictCore,
  type PredictionResult,
} from '#engine/index';
import { SCORE_LEVER_IDS, type ScoreLeverId, seekScoreGoal } from '#engine/simulation';
import {
  INSIGHT_LIFTS_MAX,
  INSIGHT_RISKS_MAX,
  type Insight,
  type InsightChange,
  type InsightLift,
  type InsightRisk,
} from '#shared/contracts/insights';

type InputName = keyof CalculatorInput;

/** Probability (0..1) to percentage points with one decimal, the precision every insight quotes. */
export const toPoints = (probability: number): number => Math.round(probability * 1000) / 10;
const roundPoints = (points: number): number => Math.round(points * 10) / 10;

/** Attribution changes below this (in points, after rounding) are noise, not a reason. */
const ATTRIBUTION_MIN_POINTS = 0.1;

const isLever = (name: string): name is ScoreLeverId =>
  (SCORE_LEVER_IDS as readonly string[]).includes(name);

const contributionsOf = (result: PredictionResult) =>
  new Map(result.contributions.map((entry) => [entry.input, entry.deltaPoints]));

/** What differs between two runs' inputs, in the calculator's field order. */
export const inputDifferences = (before: CalculatorInput, after: CalculatorInput) => {
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])] as InputName[];
  return names.flatMap((name) => {
    const from = before[name];
    const to = after[name];
    if (from === to) return [];
    // An absent optional input (area type) reads as the engine's own "unknown".
    return [{ input: name, from: from ?? 'unknown', to: to ?? 'unknown' }];
  });
};

/**
 * Between an earlier and a later run: the inputs that changed, and the engine's attribution of
 * the probability change (each input's contribution after minus before, largest first). Both
 * runs are scored again with the current model, so a model update never reads as a change.
 */
export const explainChange = (before: CalculatorInput, after: CalculatorInput): InsightChange => {
  const earlier = predict(before);
  const later = predict(after);
  const earlierContributions = contributionsOf(earlier);
  const laterContributions = contributionsOf(later);
  const names = new Set<InputName>([...earlierContributions.keys(), ...laterContributions.keys()]);
  const attribution = [...names]
    .map((input) => ({
      input,
      deltaPoints: roundPoints(
        (laterContributions.get(input) ?? 0) - (earlierContributions.get(input) ?? 0),
      ),
    }))
    .filter((entry) => Math.abs(entry.deltaPoints) >= ATTRIBUTION_MIN_POINTS)
    .sort((x, y) => Math.abs(y.deltaPoints) - Math.abs(x.deltaPoints));
  return {
    fromScore: earlier.score,
    toScore: later.score,
    probabilityChangePoints: roundPoints(
      toPoints(later.probability) - toPoints(earlier.probability),
    ),
    inputChanges: inputDifferences(before, after),
    attribution,
    baselineChangePoints: roundPoints(
      toPoints(later.baseline.probability) - toPoints(earlier.baseline.probability),
    ),
  };
};

/**
 * For each founder choice, the single change with the largest lift. The levers come from the
 * engine's score-goal search (asked for the current probability, so it searches nothing and only
 * lists each lever's helpful values, nearest first, each better than the one before): the last
 * value of a lever is its largest lift within the advice limits (capital at most a few times the
 * current amount). Largest lift first; ties keep the engine's lever order.
 */
export const singleChangeLifts = (input: CalculatorInput): InsightLift[] => {
  const base = predictCore(input).probability;
  const { levers } = seekScoreGoal(input, base);
  return levers
    .flatMap((lever) => {
      const to = lever.values.at(-1);
      if (to === undefined || !isLever(lever.id)) return [];
      const probability = predictCore({ ...input, [lever.id]: to }).probability;
      return [
        {
          input: lever.id,
          from: input[lever.id],
          to,
          probabilityPoints: toPoints(probability),
          liftPoints: roundPoints(toPoints(probability) - toPoints(base)),
        },
      ];
    })
    .filter((lift) => lift.liftPoints > 0)
    .sort((x, y) => y.liftPoints - x.liftPoints)
    .slice(0, INSIGHT_LIFTS_MAX);
};

/**
 * The inputs that take the most off the sector baseline, most harmful first, each marked as one
 * of the founder's own choices or as describing the business (engine FOUNDER_CHOICES).
 */
export const dominantRisks = (input: CalculatorInput, result: PredictionResult): InsightRisk[] =>
  result.contributions
    .filter((entry) => roundPoints(entry.deltaPoints) < 0)
    .sort((x, y) => x.deltaPoints - y.deltaPoints)
    .slice(0, INSIGHT_RISKS_MAX)
    .map((entry) => ({
      input: entry.input,
      value: input[entry.input] ?? 'unknown',
      deltaPoints: roundPoints(entry.deltaPoints),
      founderChoice: isFounderChoice(entry.input),
    }));

/**
 * The insight over one business's runs, oldest first. With no run, the business's own inputs
 * (if any) give the current picture without a change; with neither, there is nothing to say.
 */
export const buildInsight = (
  runs: readonly CalculatorInput[],
  fallbackInput: CalculatorInput | null = null,
): Insight | null => {
  const latest = runs.at(-1) ?? fallbackInput;
  if (!latest) return null;
  const previous = runs.length >= 2 ? runs.at(-2) : undefined;
  const result = predict(latest);
  return {
    current: {
      score: result.score,
      probabilityPoints: toPoints(result.probability),
      intervalLowPoints: toPoints(result.interval.low),
      intervalHighPoints: toPoints(result.interval.high),
    },
    sector: latest.sector,
    change: previous ? explainChange(previous, latest) : null,
    lifts: singleChangeLifts(latest),
    risks: dominantRisks(latest, result),
    modelVersion: result.modelVersion,
  };
};
