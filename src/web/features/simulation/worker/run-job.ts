import {
  DEFAULT_MAX_EVALUATIONS,
  DEFAULT_MAX_PLANS,
  MAX_LEVERS_PER_PLAN,
  runScenarios,
  SCORE_SEARCH_MAX_EVALUATIONS,
  seekBusinessGoalOutcome,
  seekScoreGoal,
} from '#engine/simulation';
import { SCORE_GOAL_KIND } from '#shared/contracts/goal-seek';
import type { JobKind, JobOf, JobResults, SimulationJob } from './job-types';

/**
 * Goal searches stop after DEFAULT_MAX_EVALUATIONS candidate runs, then re-verify a few plans
 * (at most two tries per plan and plan size) and re-run the winners: an upper bound for the bar.
 */
const GOAL_SEARCH_MAX_RUNS =
  DEFAULT_MAX_EVALUATIONS + 2 * DEFAULT_MAX_PLANS * MAX_LEVERS_PER_PLAN + 2;

type RunControls = {
  onProgress: (fraction: number) => void;
  /** Polled between blocks of paths; true stops the engine with SimulationCancelledError. */
  shouldCancel: () => boolean;
};

const runSimulate = (job: JobOf<'simulate'>, controls: RunControls): JobResults['simulate'] => {
  const { request } = job;
  const scenarios = runScenarios(
    request.input,
    {
      ...(request.presets ? { presets: request.presets } : {}),
      userScenarios: (request.userScenarios ?? []).map(({ id, input }) => ({ id, changes: input })),
    },
    {
      seed: request.seed,
      paths: request.paths,
      months: request.months,
      onProgress: (done, total) => controls.onProgress(done / total),
      shouldCancel: controls.shouldCancel,
    },
  );
  return { scenarios };
};

const runGoalSeek = (job: JobOf<'goal-seek'>, controls: RunControls): JobResults['goal-seek'] =>
  seekBusinessGoalOutcome(job.request.input, job.request.goal, {
    seed: job.request.seed,
    onEvaluation: (count) => controls.onProgress(Math.min(0.99, count / GOAL_SEARCH_MAX_RUNS)),
    shouldCancel: controls.shouldCancel,
  });

// The score search is fast (the model takes well under 1 ms), but runs the same way for one path.
const runScoreGoal = (
  job: JobOf<'score-goal'>,
  controls: RunControls,
): JobResults['score-goal'] => ({
  goalKind: SCORE_GOAL_KIND,
  ...seekScoreGoal(job.request.input, job.request.goal.targetProbability, {
    onEvaluation: (count) =>
      controls.onProgress(Math.min(0.99, count / SCORE_SEARCH_MAX_EVALUATIONS)),
    shouldCancel: controls.shouldCancel,
  }),
});

const runAny = (job: SimulationJob, controls: RunControls) => {
  switch (job.kind) {
    case 'simulate':
      return runSimulate(job, controls);
    case 'goal-seek':
      return runGoalSeek(job, controls);
    case 'score-goal':
      return runScoreGoal(job, controls);
  }
};

/** Runs one job with the engine (inside the worker, or in the page for tests). */
export const runJob = <K extends JobKind>(job: JobOf<K>, controls: RunControls): JobResults[K] => {
  const result = runAny(job, controls);
  controls.onProgress(1);
  return result as JobResults[K];
};
