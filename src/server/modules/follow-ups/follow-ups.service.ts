import { paths } from '#shared/routes';
import {
  type AnswerFollowUpRequest,
  type DueFollowUp,
  type DueFollowUps,
  FOLLOW_UP_HORIZONS,
  FOLLOW_UP_OUTCOMES,
  type FollowUpAnswer,
  type FollowUpHorizon,
  type FollowUpOutcome,
  type TrackRecord,
} from '#shared/contracts/follow-ups';
import { AppError } from '#shared/errors';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/http/clock';
import { type NotificationSource, notify } from '#server/modules/notifications/index';
import {
  addMonthsUtc,
  dueHorizon,
  latestOpenHorizon,
  survivalAtHorizon,
} from './follow-up-schedule';
import {
  findAnsweredHorizons,
  findAnswersForRecord,
  findCalculationsSavedBefore,
  findOwnedCalculation,
  insertAnswer,
} from './follow-ups.repository';
import { type AnswerForRecord, buildTrackRecord } from './track-record-stats';

type UserContext = { db: Database; clock: Clock; userId: string };

const FIRST_HORIZON = FOLLOW_UP_HORIZONS[0];
// A month is 28 to 31 days: the query looks a few days further back and the exact calendar rule
// (addMonthsUtc) decides.
const QUERY_SLACK_DAYS = 4;

const findDue = async (db: Database, userId: string, now: Date): Promise<DueFollowUp[]> => {
  const savedBefore = addMonthsUtc(now, -FIRST_HORIZON);
  savedBefore.setUTCDate(savedBefore.getUTCDate() + QUERY_SLACK_DAYS);
  const [candidates, answered] = await Promise.all([
    findCalculationsSavedBefore(db, userId, savedBefore),
    findAnsweredHorizons(db, userId),
  ]);
  return candidates.flatMap((calculation) => {
    const monthsAfter = dueHorizon(
      calculation.createdAt,
      now,
      answered.get(calculation.id) ?? new Set(),
    );
    if (monthsAfter === null) return [];
    return [
      {
        calculationId: calculation.id,
        title: calculation.title,
        savedAt: calculation.createdAt.toISOString(),
        monthsAfter,
        dueAt: addMonthsUtc(calculation.createdAt, monthsAfter).toISOString(),
        predictedProbability: calculation.probability,
        predictedAtHorizon: survivalAtHorizon(calculation, monthsAfter),
      },
    ];
  });
};

/** The open questions of the signed-in user, oldest calculation first. */
export const findDueFollowUps = async (context: UserContext): Promise<DueFollowUps> => ({
  items: await findDue(context.db, context.userId, context.clock()),
});

/** How many questions are open now (the dashboard's next actions). */
export const countDueFollowUps = async (db: Database, userId: string, now: Date) =>
  (await findDue(db, userId, now)).length;

/**
 * One notification per open question (deduplicated per calculation and horizon, so reading the
 * notifications again never repeats one). Run when the user's notifications are read.
 */
export const syncFollowUpNotifications: NotificationSource = async (db, userId, now) => {
  for (const item of await findDue(db, userId, now)) {
    await notify(
      db,
      {
        userId,
        kind: 'followUpWaiting',
        params: { title: item.title, monthsAfter: item.monthsAfter },
        link: paths.followUps,
        dedupeKey: `follow-up:${item.calculationId}:${String(item.monthsAfter)}`,
      },
      now,
    );
  }
};

const isOutcome = (value: string): value is FollowUpOutcome =>
  (FOLLOW_UP_OUTCOMES as readonly string[]).includes(value);
const isHorizon = (value: number): value is FollowUpHorizon =>
  (FOLLOW_UP_HORIZONS as readonly number[]).includes(value);

/**
 * Stores the answer once, with the saved prediction and model version copied beside it (what a
 * later fit joins to the calculation's inputs). Answers are final: the next horizon records what
 * changed since, so a record never moves after it is published.
 */
export const answerFollowUp = async (
  context: UserContext & { input: AnswerFollowUpRequest },
): Promise<FollowUpAnswer> => {
  const { db, userId, input } = context;
  const now = context.clock();
  const calculation = await findOwnedCalculation(db, userId, input.calculationId);
  if (!calculation) throw new AppError('NOT_FOUND');
  const answered = (await findAnsweredHorizons(db, userId)).get(calculation.id) ?? new Set();
  if (answered.has(input.monthsAfter)) throw new AppError('FOLLOW_UP_ANSWERED');
  if (latestOpenHorizon(calculation.createdAt, now) !== input.monthsAfter) {
    throw new AppError('FOLLOW_UP_NOT_DUE');
  }
  const row = await insertAnswer(db, {
    userId,
    calculationId: calculation.id,
    monthsAfter: input.monthsAfter,
    outcome: input.outcome,
    predictedProbability: calculation.probability,
    modelVersion: calculation.modelVersion,
    answeredAt: now,
  });
  // Two tabs answering at once: the unique index lets one in.
  if (!row) throw new AppError('FOLLOW_UP_ANSWERED');
  return {
    calculationId: row.calculationId,
    monthsAfter: input.monthsAfter,
    outcome: input.outcome,
    answeredAt: row.answeredAt.toISOString(),
  };
};

/** The public record: aggregates only (see track-record-stats.ts). */
export const getTrackRecord = async (context: { db: Database }): Promise<TrackRecord> => {
  const rows = await findAnswersForRecord(context.db);
  const answers: AnswerForRecord[] = rows.flatMap((row) => {
    if (!isHorizon(row.monthsAfter) || !isOutcome(row.outcome)) return [];
    return [
      {
        monthsAfter: row.monthsAfter,
        outcome: row.outcome,
        predictedProbability: row.predictedProbability,
        predictedAtHorizon: survivalAtHorizon(
          { probability: row.predictedProbability, survivalCurve: row.survivalCurve },
          row.monthsAfter,
        ),
      },
    ];
  });
  return buildTrackRecord(answers);
};
