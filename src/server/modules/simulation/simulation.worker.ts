import type { GoalSeekRequest } from '#shared/contracts/goal-seek';
import type { SimulateRequest } from '#shared/contracts/simulation';
import { AppError, type ErrorBody } from '#shared/errors';
import { seekPlanGoal, simulatePlan } from './simulation.service';

/** One request for a worker thread of simulation-pool.ts. */
export type SimulationTask =
  { kind: 'simulate'; request: SimulateRequest } | { kind: 'goal-seek'; request: GoalSeekRequest };

/** Errors cross the thread boundary as plain data: their class does not survive the copy. */
export type SimulationTaskResult = { ok: true; value: unknown } | { ok: false; error: ErrorBody };

export default function runSimulationTask(task: SimulationTask): SimulationTaskResult {
  try {
    const value =
      task.kind === 'simulate' ? simulatePlan(task.request) : seekPlanGoal(task.request);
    return { ok: true, value };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: error.toBody() };
    throw error;
  }
}
