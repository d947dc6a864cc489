import {
  EVIDENCE_WEIGHTS,
  experimentEvidence,
  HALF_WEIGHT_SAMPLE,
  predictCore,
  updateWithEvidence,
  VALIDATION_CAP_LOG_ODDS,
  type ValidationExperiment,
} from '#engine/index';
import {
  type CreateEvidenceRequest,
  type CreateExperimentRequest,
  ENTRIES_PER_EXPERIMENT_MAX,
  EVIDENCE_DATE_BEFORE_DEFINITION_MESSAGE,
  EVIDENCE_DATE_FUTURE_MESSAGE,
  EVIDENCE_DATE_SLACK_DAYS,
  EvidenceKindSchema,
  type Experiment,
  type ExperimentListResponse,
  EXPERIMENTS_PER_BUSINESS_MAX,
  type UpdateExperimentRequest,
} from '#shared/contracts/experiments';
import { AppError } from '#shared/errors';
import type { Clock } from '#server/http/clock';
import type { Database } from '#server/db/client';
import { findBusinessPlan } from '#server/modules/businesses/index';
import {
  deleteExperimentRow,
  type EvidenceRow,
  type ExperimentRow,
  findEvidenceRows,
  findExperimentRow,
  findExperimentRows,
  insertEvidenceRowWithinLimit,
  insertExperimentRowWithinLimit,
  updateUnlockedExperimentRow,
} from './experiments.repository';

type Context = { db: Database; userId: string };

// Same answer for "not yours" and "does not exist": no existence oracle.
const businessNotFound = () => new AppError('NOT_FOUND', { message: 'Business not found' });
const experimentNotFound = () => new AppError('NOT_FOUND', { message: 'Experiment not found' });

// Percent on the wire, rate in the table and the engine; rounding keeps 12.5 % as 12.5.
const toRate = (percent: number) => percent / 100;
const toPercent = (rate: number) => Math.round(rate * 1e6) / 1e4;

const RULE: ExperimentListResponse['rule'] = {
  weights: EVIDENCE_WEIGHTS,
  capLogOdds: VALIDATION_CAP_LOG_ODDS,
  halfWeightSample: HALF_WEIGHT_SAMPLE,
};

const toRuleExperiment = (row: ExperimentRow, entries: EvidenceRow[]): ValidationExperiment => ({
  id: row.id,
  kind: EvidenceKindSchema.parse(row.kind),
  // The column is a 4-byte real (0.3 reads back as 0.30000001): the rule gets the percent shown.
  criterionRate: toRate(toPercent(row.criterionRate)),
  entries: entries.map((entry) => ({
    id: entry.id,
    date: entry.observedOn,
    recordedAt: entry.createdAt.toISOString(),
    successes: entry.successes,
    trials: entry.trials,
  })),
});

const toExperiment = (row: ExperimentRow, entries: EvidenceRow[]): Experiment => {
  const ruleExperiment = toRuleExperiment(row, entries);
  const successes = entries.reduce((sum, entry) => sum + entry.successes, 0);
  const trials = entries.reduce((sum, entry) => sum + entry.trials, 0);
  const { experimentId: _id, ...evidence } = experimentEvidence(ruleExperiment, successes, trials);
  return {
    id: row.id,
    businessId: row.businessId,
    kind: ruleExperiment.kind,
    measure: row.measure,
    criterionPercent: toPercent(row.criterionRate),
    plannedSampleSize: row.plannedSampleSize,
    locked: entries.length > 0,
    createdAt: row.createdAt.toISOString(),
    entries: entries.map((entry) => ({
      id: entry.id,
      date: entry.observedOn,
      successes: entry.successes,
      trials: entry.trials,
      note: entry.note,
      recordedAt: entry.createdAt.toISOString(),
    })),
    evidence,
  };
};

const entriesOf = (entries: EvidenceRow[], experimentId: string) =>
  entries.filter((entry) => entry.experimentId === experimentId);

const loadExperiment = async (context: Context, experimentId: string) => {
  const row = await findExperimentRow(context.db, context.userId, experimentId);
  if (!row) throw experimentNotFound();
  return toExperiment(row, await findEvidenceRows(context.db, [row.id]));
};

/** The experiments of a business and the engine's estimate updated by their results. */
export const findExperiments = async (
  context: Context & { businessId: string },
): Promise<ExperimentListResponse> => {
  const plan = await findBusinessPlan(context.db, context.userId, context.businessId);
  if (!plan) throw businessNotFound();
  const { business } = plan;
  const rows = await findExperimentRows(context.db, business.id);
  const entries = await findEvidenceRows(
    context.db,
    rows.map((row) => row.id),
  );
  // The prior is the engine's estimate for the business's plan; with no valid plan there is none.
  let validation: ExperimentListResponse['validation'] = null;
  if (plan.input) {
    const prior = predictCore(plan.input);
    const update = updateWithEvidence(
      { probability: prior.probability, interval: prior.interval },
      rows.map((row) => toRuleExperiment(row, entriesOf(entries, row.id))),
    );
    validation = { prior: update.prior, current: update.current, history: update.history };
  }
  return {
    experiments: rows.map((row) => toExperiment(row, entriesOf(entries, row.id))),
    validation,
    rule: RULE,
  };
};

export const createExperiment = async (
  context: Context & { clock: Clock; businessId: string; input: CreateExperimentRequest },
) => {
  const now = context.clock();
  const result = await insertExperimentRowWithinLimit(
    context.db,
    {
      userId: context.userId,
      businessId: context.businessId,
      kind: context.input.kind,
      measure: context.input.measure,
      criterionRate: toRate(context.input.criterionPercent),
      plannedSampleSize: context.input.plannedSampleSize,
      createdAt: now,
      updatedAt: now,
    },
    EXPERIMENTS_PER_BUSINESS_MAX,
  );
  if (result === 'not-found') throw businessNotFound();
  if (result === 'limit-reached') {
    throw new AppError('CONFLICT', {
      message: `A business can have at most ${EXPERIMENTS_PER_BUSINESS_MAX} experiments. Delete one to add another.`,
    });
  }
  return toExperiment(result, []);
};

export const updateExperiment = async (
  context: Context & { clock: Clock; experimentId: string; input: UpdateExperimentRequest },
) => {
  const { criterionPercent, ...rest } = context.input;
  const result = await updateUnlockedExperimentRow(context.db, {
    userId: context.userId,
    experimentId: context.experimentId,
    changes: {
      ...rest,
      ...(criterionPercent === undefined ? {} : { criterionRate: toRate(criterionPercent) }),
    },
    updatedAt: context.clock(),
  });
  if (result === 'not-found') throw experimentNotFound();
  if (result === 'locked') {
    throw new AppError('CONFLICT', {
      message: 'The criterion is locked: a result has been recorded for this experiment.',
    });
  }
  return toExperiment(result, []);
};

export const deleteExperiment = async (context: Context & { experimentId: string }) => {
  if (!(await deleteExperimentRow(context.db, context.userId, context.experimentId)))
    throw experimentNotFound();
};

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (moment: Date, offsetDays: number) =>
  new Date(moment.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);

const invalidDate = (message: string) =>
  new AppError('VALIDATION_FAILED', { message, fieldErrors: { date: [message] } });

/**
 * A result belongs between the experiment's definition and today: one dated earlier was known
 * before the criterion was set (the criterion would not be "set beforehand"), one dated later
 * would reorder the history afterwards. One day of slack each way covers the founder's time zone.
 */
const checkResultDate = (date: string, definedAt: Date, now: Date) => {
  if (date > utcDay(now, EVIDENCE_DATE_SLACK_DAYS)) throw invalidDate(EVIDENCE_DATE_FUTURE_MESSAGE);
  if (date < utcDay(definedAt, -EVIDENCE_DATE_SLACK_DAYS))
    throw invalidDate(EVIDENCE_DATE_BEFORE_DEFINITION_MESSAGE);
};

export const createEvidence = async (
  context: Context & { clock: Clock; experimentId: string; input: CreateEvidenceRequest },
) => {
  const now = context.clock();
  const experiment = await findExperimentRow(context.db, context.userId, context.experimentId);
  if (!experiment) throw experimentNotFound();
  checkResultDate(context.input.date, experiment.createdAt, now);
  const result = await insertEvidenceRowWithinLimit(
    context.db,
    {
      userId: context.userId,
      experimentId: context.experimentId,
      observedOn: context.input.date,
      successes: context.input.successes,
      trials: context.input.trials,
      note: context.input.note ?? '',
      createdAt: now,
    },
    ENTRIES_PER_EXPERIMENT_MAX,
  );
  if (result === 'not-found') throw experimentNotFound();
  if (result === 'limit-reached') {
    throw new AppError('CONFLICT', {
      message: `An experiment can have at most ${ENTRIES_PER_EXPERIMENT_MAX} results.`,
    });
  }
  return loadExperiment(context, context.experimentId);
};
