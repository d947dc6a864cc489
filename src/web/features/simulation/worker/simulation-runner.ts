import { SimulationCancelledError } from '#engine/simulation';
import {
  JobCancelledError,
  JobFailedError,
  type JobKind,
  type JobOf,
  type JobResults,
  type WorkerMessage,
} from './job-types';
import { runJob } from './run-job';

export type RunHandlers = {
  onProgress: (fraction: number) => void;
  /** Aborting rejects the run with JobCancelledError. */
  signal: AbortSignal;
};

/** Runs simulator jobs somewhere: a Web Worker in the browser, the page itself in jsdom tests. */
export type SimulationRunner = {
  run: <K extends JobKind>(job: JobOf<K>, handlers: RunHandlers) => Promise<JobResults[K]>;
};

const createSimulationWorker = () =>
  new Worker(new URL('./simulation.worker.ts', import.meta.url), { type: 'module' });

/**
 * A fresh worker per run, terminated when the run ends: cancelling stops it at once, even inside
 * a long synchronous engine loop that could not read a cancel message.
 */
export const createWorkerRunner = (createWorker = createSimulationWorker): SimulationRunner => ({
  run: <K extends JobKind>(job: JobOf<K>, { onProgress, signal }: RunHandlers) =>
    new Promise<JobResults[K]>((resolve, reject) => {
      if (signal.aborted) {
        reject(new JobCancelledError());
        return;
      }
      const worker = createWorker();
      const finish = () => {
        worker.terminate();
        signal.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        finish();
        reject(new JobCancelledError());
      };
      signal.addEventListener('abort', onAbort);
      worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
        const message = event.data;
        if (message.type === 'progress') return onProgress(message.fraction);
        finish();
        if (message.type === 'done') resolve(message.result as JobResults[K]);
        else reject(new JobFailedError(message.message));
      };
      worker.onerror = (event) => {
        event.preventDefault();
        finish();
        reject(new JobFailedError(event.message || 'The simulation worker failed'));
      };
      worker.postMessage(job);
    }),
});

/** Runs on the page's own thread after a tick (tests; browsers without module workers). */
export const createInThreadRunner = (): SimulationRunner => ({
  run: async <K extends JobKind>(job: JobOf<K>, { onProgress, signal }: RunHandlers) => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (signal.aborted) throw new JobCancelledError();
    try {
      return runJob(job, { onProgress, shouldCancel: () => signal.aborted });
    } catch (error) {
      if (error instanceof SimulationCancelledError) throw new JobCancelledError();
      throw error instanceof Error ? new JobFailedError(error.message) : error;
    }
  },
});
