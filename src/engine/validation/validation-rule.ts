import { PRIOR_TOTAL_CAP_LOG_ODDS } from '../scoring/priors';
import { regularizedBeta } from './beta';

/**
 * The validation experiments' Bayesian update (docs/model-card.md, "Validation experiments"): the
 * engine's estimate for a business is the prior; each experiment's evidence moves the odds of
 * 5-year survival by at most its kind's weight, and all experiments together by at most the cap.
 */

export const EVIDENCE_KINDS = [
  'customer_interviews',
  'waitlist_signups',
  'pre_sales',
  'pilot_revenue',
] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/**
 * Largest move of ln(odds of 5-year survival) one experiment of each kind can make. A judgement
 * (grade C, like the engine's literature priors; no study measures these weights), ordered by
 * commitment: a yes in an interview costs nothing, a sign-up an e-mail address, a pre-sale or a
 * paid pilot real money. The engine's own market-size prior spans x0.9 to x1.1 for a founder's
 * guess about the market; evidence about this very business may move a little more, up to x1.2.
 */
export const EVIDENCE_WEIGHTS: Readonly<Record<EvidenceKind, number>> = {
  customer_interviews: Math.log(1.05),
  waitlist_signups: Math.log(1.1),
  pre_sales: Math.log(1.15),
  pilot_revenue: Math.log(1.2),
};

/**
 * All experiments together move the odds of 5-year survival by at most x1.3 either way: the number
 * that caps the engine's literature priors together (there on each year's hazard odds, so here the
 * move is smaller: at most about 6.5 points at a 50% estimate). A founder's own small,
 * self-selected samples are not stronger evidence than the published studies.
 */
export const VALIDATION_CAP_LOG_ODDS = PRIOR_TOTAL_CAP_LOG_ODDS;

/** Sample size at which an experiment gets half its kind's weight; more counts more, never past it. */
export const HALF_WEIGHT_SAMPLE = 20;

export type ValidationEntry = {
  id: string;
  /** Calendar date of the result, YYYY-MM-DD. */
  date: string;
  /** When it was recorded (ISO timestamp): orders results of the same date. */
  recordedAt: string;
  successes: number;
  trials: number;
};

export type ValidationExperiment = {
  id: string;
  kind: EvidenceKind;
  /** The success criterion set beforehand: the share of trials that must succeed, in (0, 1). */
  criterionRate: number;
  /** In the order they were recorded. */
  entries: readonly ValidationEntry[];
};

export type ValidationPrior = { probability: number; interval: { low: number; high: number } };

export type ExperimentEvidence = {
  experimentId: string;
  successes: number;
  trials: number;
  /** Posterior probability (uniform Beta(1, 1) prior) that the true rate meets the criterion. */
  chanceCriterionMet: number;
  /** Share of the kind's weight the sample earns: n / (n + HALF_WEIGHT_SAMPLE). */
  sampleWeight: number;
  /** This experiment's move of ln(odds), before the cap. */
  shiftLogOdds: number;
};

export type ValidationEstimate = {
  probability: number;
  interval: { low: number; high: number };
  /** Market-demand factor: the multiplier on the odds of survival the evidence implies (1 = none). */
  demandFactor: number;
  /** ln(demandFactor), after the cap. */
  shiftLogOdds: number;
  /** True when the cap cut the sum of the experiments' moves. */
  capped: boolean;
};

export type ValidationStep = ValidationEstimate & {
  entryId: string;
  experimentId: string;
  date: string;
};

export type ValidationUpdate = {
  prior: ValidationEstimate;
  current: ValidationEstimate;
  experiments: ExperimentEvidence[];
  /** The estimate after each entry, oldest result first (date, then recording time). */
  history: ValidationStep[];
};

const EDGE = 1e-9;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const logit = (p: number) => {
  const clamped = Math.min(1 - EDGE, Math.max(EDGE, p));
  return Math.log(clamped / (1 - clamped));
};
const logistic = (x: number) => 1 / (1 + Math.exp(-x));
const shiftProbability = (p: number, shift: number) =>
  shift === 0 ? p : round6(logistic(logit(p) + shift));

/** One experiment's evidence from its cumulative counts. */
export const experimentEvidence = (
  experiment: Pick<ValidationExperiment, 'id' | 'kind' | 'criterionRate'>,
  successes: number,
  trials: number,
): ExperimentEvidence => {
  // P(rate >= criterion) under Beta(1 + successes, 1 + failures).
  const chanceCriterionMet =
    trials === 0
      ? 0.5
      : 1 - regularizedBeta(experiment.criterionRate, 1 + successes, 1 + trials - successes);
  const sampleWeight = trials / (trials + HALF_WEIGHT_SAMPLE);
  // 2q - 1 runs from -1 (surely missed) through 0 (a coin flip) to +1 (surely met).
  const shiftLogOdds =
    trials === 0
      ? 0
      : EVIDENCE_WEIGHTS[experiment.kind] * (2 * chanceCriterionMet - 1) * sampleWeight;
  return {
    experimentId: experiment.id,
    successes,
    trials,
    chanceCriterionMet: round6(chanceCriterionMet),
    sampleWeight: round6(sampleWeight),
    shiftLogOdds,
  };
};

const estimateFrom = (prior: ValidationPrior, evidence: readonly ExperimentEvidence[]) => {
  const uncapped = evidence.reduce((sum, item) => sum + item.shiftLogOdds, 0);
  const shift = Math.max(-VALIDATION_CAP_LOG_ODDS, Math.min(VALIDATION_CAP_LOG_ODDS, uncapped));
  return {
    probability: shiftProbability(prior.probability, shift),
    interval: {
      low: shiftProbability(prior.interval.low, shift),
      high: shiftProbability(prior.interval.high, shift),
    },
    demandFactor: round6(Math.exp(shift)),
    shiftLogOdds: round6(shift),
    capped: shift !== uncapped,
  };
};

const countsOf = (entries: readonly ValidationEntry[]) =>
  entries.reduce(
    (sum, entry) => ({
      successes: sum.successes + entry.successes,
      trials: sum.trials + entry.trials,
    }),
    { successes: 0, trials: 0 },
  );

/**
 * The prior, the current estimate and its history for a business's experiments. Deterministic.
 * The history walks the entries once, keeping each experiment's running counts: only the
 * experiment of the step's entry changes its evidence (issue 34: rebuilding every experiment's
 * counts at every step took 54 ms at the limits, 20 experiments of 50 results, on each read).
 */
export const updateWithEvidence = (
  prior: ValidationPrior,
  experiments: readonly ValidationExperiment[],
): ValidationUpdate => {
  const ordered = experiments
    .flatMap((experiment, experimentIndex) =>
      experiment.entries.map((entry, index) => ({ experiment, experimentIndex, entry, index })),
    )
    .sort(
      (a, b) =>
        a.entry.date.localeCompare(b.entry.date) ||
        a.entry.recordedAt.localeCompare(b.entry.recordedAt) ||
        a.entry.id.localeCompare(b.entry.id) ||
        a.index - b.index,
    );
  const counts = experiments.map(() => ({ successes: 0, trials: 0 }));
  const evidenceSoFar = experiments.map((experiment) => experimentEvidence(experiment, 0, 0));
  const history = ordered.map(({ experiment, experimentIndex, entry }) => {
    const running = counts[experimentIndex] ?? { successes: 0, trials: 0 };
    running.successes += entry.successes;
    running.trials += entry.trials;
    evidenceSoFar[experimentIndex] = experimentEvidence(
      experiment,
      running.successes,
      running.trials,
    );
    return {
      ...estimateFrom(prior, evidenceSoFar),
      entryId: entry.id,
      experimentId: experiment.id,
      date: entry.date,
    };
  });
  const evidence = experiments.map((experiment) => {
    const { successes, trials } = countsOf(experiment.entries);
    return experimentEvidence(experiment, successes, trials);
  });
  return {
    prior: estimateFrom(prior, []),
    current: estimateFrom(prior, evidence),
    experiments: evidence,
    history,
  };
};
