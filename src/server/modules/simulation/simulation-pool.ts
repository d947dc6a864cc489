import os from 'node:os';
import Piscina from 'piscina';
import type { GoalSeekResponse } from '#shared/contracts/goal-seek';
import {
  MAX_PATH_MONTHS_PER_REQUEST,
  type SimulateResponse,
  simulationWork,
} from '#shared/contracts/simulation';
import { AppError } from '#shared/errors';
import { typeScriptWorker } from '#server/threads/worker-thread';
import type { SimulationTask, SimulationTaskResult } from './simulation.worker';

/**
 * Simulations and goal searches run in worker threads, never on the event loop: one request at
 * the largest size takes the better part of a second of CPU, which on the main thread stalled
 * every other request (health and predict included). The pool is bounded, and so is the work
 * waiting for it: past it, callers get 503 with a wait instead of piling up work. The queue is
 * measured in work (path-months), not in requests: a load test (scripts/quality/load-test.ts) had small
 * simulations of ordinary visitors refused because four large ones filled a four-request queue.
 */
const BUSY_MESSAGE = 'The simulator is busy. Please try again in a few seconds.';
const BUSY_RETRY_AFTER_SECONDS = 5;
const QUEUED_TASKS_PER_THREAD = 4;
const IDLE_THREAD_MS = 60_000;
/**
 * Work is refused once the queue would take longer than this to clear at the speed runs have
 * recently had: on a machine busy with other programs, a queue of a fixed size can mean a wait
 * past any client's patience (the load test saw 10 s timeouts); this keeps the wait bounded.
 */
const MAX_EXPECTED_WAIT_MS = 4_000;
/** Weight of the newest run in the moving average of the speed. */
const SPEED_SMOOTHING = 0.3;

export type SimulationPool = {
  simulate: (
    request: Extract<SimulationTask, { kind: 'simulate' }>['request'],
  ) => Promise<SimulateResponse>;
  seekGoal: (
    request: Extract<SimulationTask, { kind: 'goal-seek' }>['request'],
  ) => Promise<GoalSeekResponse>;
  /**
   * Throws the busy 503 that `simulate` or `seekGoal` would throw for this task now: callers ask
   * before their database work (rate limit, tokens), so a flood past the queue costs none.
   */
  assertAdmits: (task: SimulationTask) => void;
  /**
   * Throws the busy 503 when not even the smallest task would be admitted now: the routes ask
   * before the request's body is read, so a flood past the queue costs no parsing or validation.
   */
  assertHasRoom: () => void;
  /** What the pool holds now, and how many requests it has refused as busy (metrics). */
  stats: () => SimulationPoolStats;
  close: () => Promise<void>;
};

export type SimulationPoolStats = {
  threads: number;
  /** Requests running or waiting for a thread. */
  tasks: number;
  /** Work admitted (running or waiting), in path-months, and the most the pool admits. */
  work: number;
  workLimit: number;
  /** Requests refused with the busy 503 since the pool started. */
  refused: number;
};

export type SimulationPoolOptions = {
  threads?: number;
  /** Largest-size requests that may wait beside the running ones (smaller ones weigh less). */
  maxQueue?: number;
  /** The longest expected wait admitted (MAX_EXPECTED_WAIT_MS by default). */
  maxExpectedWaitMs?: number;
};

/** A task's work in path-months; a goal search weighs as one largest-size request. */
const workOf = (task: SimulationTask) =>
  task.kind === 'simulate' ? simulationWork(task.request) : MAX_PATH_MONTHS_PER_REQUEST;

/** The smallest task the contract allows: one path, 12 months, one scenario. */
const SMALLEST_TASK_WORK = simulationWork({ paths: 1, months: 12, presets: ['base'] });

/** Piscina's own bound on waiting tasks, a backstop far above what the work budget admits. */
const MAX_WAITING_TASKS = 1_000;

export const createSimulationPool = (options: SimulationPoolOptions = {}): SimulationPool => {
  // One core stays for the event loop (requests, the database client).
  const threads = options.threads ?? Math.max(1, os.availableParallelism() - 1);
  const maxQueue = options.maxQueue ?? threads * QUEUED_TASKS_PER_THREAD;
  const maxExpectedWaitMs = options.maxExpectedWaitMs ?? MAX_EXPECTED_WAIT_MS;
  const pool = new Piscina({
    ...typeScriptWorker(new URL('./simulation.worker.ts', import.meta.url)),
    minThreads: 0,
    maxThreads: threads,
    maxQueue: MAX_WAITING_TASKS,
    idleTimeout: IDLE_THREAD_MS,
  });
  let refused = 0;
  let tasks = 0;
  const busy = () => {
    refused += 1;
    return new AppError('SERVICE_UNAVAILABLE', {
      message: BUSY_MESSAGE,
      retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
    });
  };

  // Work admitted (running or waiting), against what the threads plus the queue may hold.
  const workLimit = (threads + maxQueue) * MAX_PATH_MONTHS_PER_REQUEST;
  let workInFlight = 0;
  /** Path-months per millisecond of one thread, from recent runs; null before the first. */
  let speed: number | null = null;
  const expectedWaitMs = (work: number) =>
    speed === null ? 0 : (workInFlight + work) / threads / speed;

  const assertRoomFor = (work: number) => {
    // An idle pool takes any one request, however large.
    if (
      workInFlight > 0 &&
      (workInFlight + work > workLimit || expectedWaitMs(work) > maxExpectedWaitMs)
    )
      throw busy();
  };
  const assertAdmits = (task: SimulationTask) => assertRoomFor(workOf(task));

  const run = async (task: SimulationTask): Promise<unknown> => {
    assertAdmits(task);
    const work = workOf(task);
    workInFlight += work;
    tasks += 1;
    let result: SimulationTaskResult;
    try {
      result = (await pool.run(task)) as SimulationTaskResult;
    } catch (error) {
      if (error instanceof Error && error.message === 'Task queue is at limit') throw busy();
      throw error;
    } finally {
      workInFlight -= work;
      tasks -= 1;
    }
    if (result.ok && result.ms > 0) {
      const observed = work / result.ms;
      speed = speed === null ? observed : speed + SPEED_SMOOTHING * (observed - speed);
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
    assertAdmits,
    assertHasRoom: () => assertRoomFor(SMALLEST_TASK_WORK),
    stats: () => ({ threads, tasks, work: workInFlight, workLimit, refused }),
    close: () => pool.destroy(),
  };
};
