/**
 * Goal-seeking on the success score: "what must change to reach a 5-year survival probability of
 * at least X?", searched over the calculator inputs a founder controls, with the prediction model
 * itself as the measure (no sampling: every figure is predict()'s exact probability).
 */
import { type FounderChoice, marketSizesWithinStep, maxCapitalStepUsd } from '../founder-choices';
import {
  type CalculatorInput,
  CAPITAL_INVESTMENT_MAX_USD,
  COMPETITION_LEVELS,
  EXPERIENCE_LEVELS,
  FUNDING_NEEDS,
  MARKET_SIZES,
  MARKETING_STRATEGIES,
} from '../inputs';
import { predict, predictCore } from '../predict';
import { type GoalOutcome, type Lever, type LeverValue, type Plan, seekGoal } from './goal-search';
import { SimulationCancelledError } from './simulation-input';

/**
 * The founder's own choices (founder-choices.ts), with the effort of one step (relative judgement
 * units, not statistics). Sector, place, stage, team size, customer and product type describe the
 * business and are never levers.
 * - marketingStrategy 1: a change of plan that costs little.
 * - capitalInvestment 1 per rung of a ladder of round amounts (about x1.5 a rung), never beyond
 *   MAX_CAPITAL_STEP_FACTOR times the current capital.
 * - fundingNeeds 1.5 per band: a leaner plan that needs less outside money.
 * - competitionLevel 2: repositioning into a less crowded niche.
 * - marketSize 2: reaching one wider market (more regions; exports only from a national market).
 * - experience 2.5 per band: a co-founder, partner or mentor with more experience.
 */
export const SCORE_LEVER_EFFORT = {
  marketingStrategy: 1,
  capitalInvestment: 1,
  fundingNeeds: 1.5,
  competitionLevel: 2,
  marketSize: 2,
  experience: 2.5,
} as const satisfies Record<FounderChoice, number>;
export type ScoreLeverId = keyof typeof SCORE_LEVER_EFFORT;
export const SCORE_LEVER_IDS = Object.keys(SCORE_LEVER_EFFORT) as ScoreLeverId[];

/** Round capital amounts per decade (1, 1.5, 2, 3, 5, 7.5): the rungs of the capital lever. */
const CAPITAL_RUNGS = [1, 1.5, 2, 3, 5, 7.5];
/** The model treats capital below its lowest knot alike, so the ladder starts there. */
const CAPITAL_LADDER_START_USD = 5_000;

/**
 * Round amounts above the current capital, from $5,000 up to the most one step of advice may ask
 * for (a few times the current capital) and the calculator's maximum.
 */
export const capitalLadder = (current: number): number[] => {
  const ladder: number[] = [];
  const ceiling = Math.min(maxCapitalStepUsd(current), CAPITAL_INVESTMENT_MAX_USD);
  for (let decade = 1_000; decade <= CAPITAL_INVESTMENT_MAX_USD; decade *= 10) {
    for (const rung of CAPITAL_RUNGS) {
      const amount = decade * rung;
      if (amount >= CAPITAL_LADDER_START_USD && amount > current && amount <= ceiling) {
        ladder.push(amount);
      }
    }
  }
  return ladder;
};

type Candidate = { value: LeverValue; distance: number };

/** Other codes of an ordered list with how many bands away each is. */
const otherCodes = (codes: readonly string[], current: string): Candidate[] => {
  const at = codes.indexOf(current);
  return codes
    .map((value, index) => ({ value, distance: Math.abs(index - at) }))
    .filter((entry) => entry.distance > 0);
};

const CANDIDATES: Record<ScoreLeverId, (input: CalculatorInput) => Candidate[]> = {
  marketingStrategy: (x) => otherCodes(MARKETING_STRATEGIES, x.marketingStrategy),
  capitalInvestment: (x) =>
    capitalLadder(x.capitalInvestment).map((value, index) => ({ value, distance: index + 1 })),
  fundingNeeds: (x) => otherCodes(FUNDING_NEEDS, x.fundingNeeds),
  competitionLevel: (x) => otherCodes(COMPETITION_LEVELS, x.competitionLevel),
  // One band either way (founder-choices.ts): a local business is not told to export.
  marketSize: (x) =>
    otherCodes(MARKET_SIZES, x.marketSize).filter((candidate) =>
      marketSizesWithinStep(x.marketSize).includes(candidate.value as typeof x.marketSize),
    ),
  experience: (x) => otherCodes(EXPERIENCE_LEVELS, x.experience),
};

const applyLever = (input: CalculatorInput, id: ScoreLeverId, value: LeverValue) => ({
  ...input,
  [id]: value,
});

const probabilityOf = (input: CalculatorInput) => predictCore(input).probability;

/**
 * The levers for one input. Candidates are taken nearest first (the smallest change first), then
 * checked with the model itself: a value is kept only if, changed alone, it gives a strictly higher
 * probability than the base and every earlier kept step. So each further step helps (the
 * monotonicity the search relies on) and steps that do not help are dropped. Ties among values
 * the same distance away go to the one that helps less, so the larger gain costs the extra step.
 * Levers left without a helpful step are left out.
 */
export const scoreLevers = (input: CalculatorInput): Lever<CalculatorInput>[] => {
  const baseProbability = probabilityOf(input);
  return SCORE_LEVER_IDS.flatMap((id) => {
    const scored = CANDIDATES[id](input)
      .map((candidate) => ({
        ...candidate,
        probability: probabilityOf(applyLever(input, id, candidate.value)),
      }))
      .sort((x, y) => x.distance - y.distance || x.probability - y.probability);
    const values: LeverValue[] = [];
    let best = baseProbability;
    for (const candidate of scored) {
      if (candidate.probability <= best) continue;
      values.push(candidate.value);
      best = candidate.probability;
    }
    if (values.length === 0) return [];
    return [
      {
        id,
        values,
        effortPerStep: SCORE_LEVER_EFFORT[id],
        apply: (x: CalculatorInput, value: LeverValue) => applyLever(x, id, value),
      },
    ];
  });
};

export type ScoreGoalChange = {
  lever: ScoreLeverId;
  from: LeverValue;
  to: LeverValue;
  step: number;
};

/** A plan's effort, and its gap: the distance to the target in probability units, 0 when reached. */
export type ScoreGoalPlan = Omit<Plan, 'changes'> & {
  changes: ScoreGoalChange[];
  /** New money the plan needs, USD: the capital it adds (0 when capital is unchanged). */
  newMoneyUsd: number;
  input: CalculatorInput;
  /** predict(input).probability: the model's exact figure for the changed input. */
  probability: number;
};

export type ScoreGoalOutcome = GoalOutcome<ScoreGoalPlan> & {
  targetProbability: number;
  baseProbability: number;
  /**
   * The best plan that needs no new money (capital unchanged): the cheapest that reaches the
   * target, else the closest; null when the goal is met or no such change helps.
   */
  withoutNewMoney: ScoreGoalPlan | null;
  /** The levers the search used, with their helpful values in step order. */
  levers: { id: ScoreLeverId; values: LeverValue[]; effortPerStep: number }[];
  modelVersion: string;
};

export type ScoreGoalOptions = {
  /** Called after every model evaluation in the search. */
  onEvaluation?: (evaluations: number) => void;
  /** Polled before every evaluation; true stops with SimulationCancelledError. */
  shouldCancel?: () => boolean;
  maxEvaluations?: number;
};

/** The model is cheap (well under 1 ms), so the search can afford many more tries than the simulator's. */
export const SCORE_SEARCH_MAX_EVALUATIONS = 1_000;

/**
 * The smallest sets of changes (1, then 2, then 3 levers) that raise the success score to at least
 * `targetProbability`, ranked by effort; or, when none does, the closest plan and its figure.
 */
export const seekScoreGoal = (
  input: CalculatorInput,
  targetProbability: number,
  options: ScoreGoalOptions = {},
): ScoreGoalOutcome => {
  if (!Number.isFinite(targetProbability) || targetProbability < 0 || targetProbability > 1)
    throw new RangeError(
      `targetProbability must be between 0 and 1 (got ${String(targetProbability)})`,
    );
  const base = predict(input);
  const levers = scoreLevers(input);
  const moneyFreeLevers = levers.filter((lever) => lever.id !== 'capitalInvestment');
  const gapOf = (probability: number) => Math.max(0, targetProbability - probability);
  let evaluations = 0;
  const evaluate = (candidate: CalculatorInput) => {
    if (options.shouldCancel?.()) throw new SimulationCancelledError(evaluations);
    const gap = gapOf(probabilityOf(candidate));
    evaluations += 1;
    options.onEvaluation?.(evaluations);
    return gap;
  };
  const search = (searchLevers: typeof levers) =>
    seekGoal({
      base: input,
      levers: searchLevers,
      evaluate,
      verify: (candidate) => gapOf(predict(candidate).probability),
      maxEvaluations: options.maxEvaluations ?? SCORE_SEARCH_MAX_EVALUATIONS,
    });
  const result = search(levers);
  const withOutcome = (plan: Plan): ScoreGoalPlan => {
    const planInput = plan.changes.reduce(
      (current, change) => applyLever(current, change.lever as ScoreLeverId, change.value),
      input,
    );
    const probability = predict(planInput).probability;
    return {
      changes: plan.changes.map((change) => ({
        lever: change.lever as ScoreLeverId,
        from: input[change.lever as ScoreLeverId],
        to: change.value,
        step: change.step,
      })),
      newMoneyUsd: Math.max(0, planInput.capitalInvestment - input.capitalInvestment),
      effort: plan.effort,
      gap: gapOf(probability),
      input: planInput,
      probability,
    };
  };
  const withoutNewMoney = (): ScoreGoalPlan | null => {
    if (result.status === 'already_met') return null;
    const reachedFree =
      result.status === 'reached'
        ? result.plans.find(
            (plan) => !plan.changes.some((change) => change.lever === 'capitalInvestment'),
          )
        : undefined;
    if (reachedFree) return withOutcome(reachedFree);
    if (moneyFreeLevers.length === 0) return null;
    const free = search(moneyFreeLevers);
    if (free.status === 'reached') return free.plans[0] ? withOutcome(free.plans[0]) : null;
    if (free.status !== 'out_of_reach' || free.best.changes.length === 0) return null;
    return withOutcome(free.best);
  };
  // Run before reading `evaluations`, which counts both searches.
  const freePlan = withoutNewMoney();
  return {
    status: result.status,
    targetProbability,
    baseProbability: base.probability,
    baseGap: result.baseGap,
    plans: result.status === 'reached' ? result.plans.map(withOutcome) : [],
    best: result.status === 'out_of_reach' ? withOutcome(result.best) : null,
    withoutNewMoney: freePlan,
    levers: levers.map((lever) => ({
      id: lever.id as ScoreLeverId,
      values: [...lever.values],
      effortPerStep: lever.effortPerStep,
    })),
    evaluations,
    truncated: result.status === 'already_met' ? false : result.truncated,
    modelVersion: base.modelVersion,
  };
};
