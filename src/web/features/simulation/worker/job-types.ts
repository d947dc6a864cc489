import type {
  BusinessGoalSeekRequest,
  BusinessGoalSeekResponse,
  ScoreGoalSeekRequest,
  ScoreGoalSeekResponse,
} from '#shared/contracts/goal-seek';
import type { SimulateRequest, SimulateResponse } from '#shared/contracts/simulation';

/** Work the simulator screens hand to a runner: the same bodies the API accepts. */
export type SimulationJob =
  | { kind: 'simulate'; request: SimulateRequest }
  | { kind: 'goal-seek'; request: BusinessGoalSeekRequest }
  | { kind: 'score-goal'; request: ScoreGoalSeekRequest };

export type JobResults = {
  simulate: SimulateResponse;
  'goal-seek': BusinessGoalSeekResponse;
  'score-goal': ScoreGoalSeekResponse;
};
export type JobKind = SimulationJob['kind'];
export type JobOf<K extends JobKind> = Extract<SimulationJob, { kind: K }>;

/** Messages from the worker to the page. */
export type WorkerMessage =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; result: JobResults[JobKind] }
  | { type: 'failed'; message: string };

/** The user stopped the run. */
export class JobCancelledError extends Error {
  override name = 'JobCancelledError';
  constructor() {
    super('Simulation cancelled');
  }
}

/** The run failed (bad input that slipped through, or the worker crashed). */
export class JobFailedError extends Error {
  override name = 'JobFailedError';
}
