import {
  runScenarios,
  seekBusinessGoalOutcome,
  seekScoreGoal,
  SimulationCancelledError,
} from '#engine/simulation';
import {
  type GoalSeekRequest,
  type GoalSeekResponse,
  isScoreGoalRequest,
  SCORE_GOAL_KIND,
} from '#shared/contracts/goal-seek';
import { type SimulateRequest, type SimulateResponse } from '#shared/contracts/simulation';
import { AppError } from '#shared/errors';

/**
 * The engine names the field in its RangeError ("paths must be ..."): answered as a field error.
 * The schemas check the same ranges first, so this only guards combinations they do not see.
 */
const asValidationError = (error: unknown): never => {
  if (error instanceof RangeError && !(error instanceof SimulationCancelledError)) {
    const field = /^([\w.]+) /.exec(error.message)?.[1] ?? '_root';
    throw new AppError('VALIDATION_FAILED', {
      message: error.message,
      fieldErrors: { [field]: [error.message] },
    });
  }
  throw error;
};

/** Base/best/worst (or the requested presets) plus the user's scenarios, all on one seed. */
export const simulatePlan = (request: SimulateRequest | undefined): SimulateResponse => {
  if (!request) throw new AppError('VALIDATION_FAILED');
  try {
    const scenarios = runScenarios(
      request.input,
      {
        ...(request.presets ? { presets: request.presets } : {}),
        userScenarios: (request.userScenarios ?? []).map(({ id, input }) => ({
          id,
          changes: input,
        })),
      },
      { seed: request.seed, paths: request.paths, months: request.months },
    );
    return { scenarios };
  } catch (error) {
    return asValidationError(error);
  }
};

/**
 * The goal search. Simulator goals: every plan carries its figure from a re-run with the same
 * seed. The success score: every plan carries the prediction model's exact probability.
 */
export const seekPlanGoal = (request: GoalSeekRequest | undefined): GoalSeekResponse => {
  if (!request) throw new AppError('VALIDATION_FAILED');
  try {
    if (isScoreGoalRequest(request)) {
      const outcome = seekScoreGoal(request.input, request.goal.targetProbability);
      return { goalKind: SCORE_GOAL_KIND, ...outcome };
    }
    return seekBusinessGoalOutcome(request.input, request.goal, { seed: request.seed });
  } catch (error) {
    return asValidationError(error);
  }
};
