import os from 'node:os';
import Piscina from 'piscina';
import type { GoalSeekResponse } from '#shared/contracts/goal-seek';
import type { SimulateResponse } from '#shared/contracts/simulation';
import { AppError } from '#shared/errors';
import type { SimulationTask, SimulationTaskResult } from './simulation.worker';

/**
 * Simulations and goal searches run in worker threads, never on the event loop: one request at
 * the largest size takes the better part of a second of CPU, which on the main thread stalled
 * every other request (health and predict included). The pool is bounded, and so is its queue:
 * past it, callers get 503 with a wait instead of piling up work.
 */
const BUSY_MESSAGE = 'The simulator is busy. Please try again in a few seconds.';
const BUSY_RETRY_AFTER_SECONDS = 5;
const QUEUED_TASKS_PER_THREAD = 4;
const IDLE_THREAD_MS = 60_000;

// The worker is TypeScript: threads load it through tsx, as `npm start` loads the server.
const WORKER_FILE = new URL('./simulation.worker.ts', import.meta.url).href;
const withTsx = (execArgv: string[]) =>
  execArgv.some((argument) => argument.includes('tsx'))
    ? execArgv
    : [...execArgv, '--import', 'tsx'];

export type SimulationPool = {
  simulate: (
    request: Extract<SimulationTask, { kind: 'simulate' }>['request'],
  ) => Promise<SimulateResponse>;
  seekGoal: (
    request: Extract<SimulationTask, { kind: 'goal-seek' }>['request'],
  ) => Promise<GoalSeekResponse>;
  close: () => Promise<void>;
};

export type SimulationPoolOptions = { threads?: number; maxQueue?: number };

export const createSimulationPool = (options: SimulationPoolOptions = {}): SimulationPool => {
  // One core stays for the event loop (requests, the database client).
  const threads = options.threads ?? Math.max(1, os.availableParallelism() - 1);
  const maxQueue = options.maxQueue ?? threads * QUEUED_TASKS_PER_THREAD;
  const pool = new Piscina({
    filename: WORKER_FILE,
    execArgv: withTsx(process.execArgv),
    minThreads: 0,
    maxThreads: threads,
    maxQueue,
    idleTimeout: IDLE_THREAD_MS,
  });
  const busy = () =>
    new AppError('SERVICE_UNAVAILABLE', {
      message: BUSY_MESSAGE,
      retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
    });

  const run = async (task: SimulationTask): Promise<unknown> => {
    if (pool.queueSize >= maxQueue) throw busy();
    let result: SimulationTaskResult;
    try {
      result = (await pool.run(task)) as SimulationTaskResult;
    } catch (error) {
      // Another request filled the queue between the check and the call.
      if (error instanceof Error && error.message === 'Task queue is at limit') throw busy();
      throw error;
    }
    if (!result.ok) {
      throw new AppError(result.error.code, {
        message: result.error.message,
        ...(result.error.fieldErrors ? { fieldErrors: result.error.fieldErrors } : {}),
      });
    }
    return result.value;
  };

  return {
    simulate: async (request) => (await run({ kind: 'simulate', request })) as SimulateResponse,
    seekGoal: async (request) => (await run({ kind: 'goal-seek', request })) as GoalSeekResponse,
    close: () => pool.destroy(),
  };
};
