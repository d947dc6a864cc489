import type { GoalSeekRequest } from '#shared/contracts/goal-seek';
import type { SimulateRequest } from '#shared/contracts/simulation';
import { AppError, type ErrorBody } from '#shared/errors';
import { BATCH_NICENESS, lowerThisThreadPriority } from '#server/threads/worker-thread';
import { seekPlanGoal, simulatePlan } from './simulation.service';

/**
 * Simulations are batch work: this thread yields the CPU to the event loop whenever both want it.
 * A simulation flood on two cores pushed predict's p99 to 9x its solo value without it
 * (scripts/quality/load-test.ts).
 */
lowerThisThreadPriority(BATCH_NICENESS);

/** One request for a worker thread of simulation-pool.ts. */
export type SimulationTask =
  { kind: 'simulate'; request: SimulateRequest } | { kind: 'goal-seek'; request: GoalSeekRequest };

/** Errors cross the thread boundary as plain data: their class does not survive the copy. */
export type SimulationTaskResult =
  | { ok: true; value: unknown; /** Time the work itself took, without the queue. */ ms: number }
  | { ok: false; error: ErrorBody };

export default function runSimulationTask(task: SimulationTask): SimulationTaskResult {
  try {
    const started = performance.now();
    const value =
      task.kind === 'simulate' ? simulatePlan(task.request) : seekPlanGoal(task.request);
    return { ok: true, value, ms: performance.now() - started };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: error.toBody() };
    throw error;
  }
}
