import { useCallback, useEffect, useRef, useState } from 'react';
import { JobCancelledError, type JobKind, type JobOf, type JobResults } from '../worker/job-types';
import { useSimulationRunner } from './runner-context';

export type JobStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

export type JobState<K extends JobKind> = {
  status: JobStatus;
  /** 0..1 while running. */
  progress: number;
  /** The last finished result; kept while a new run is going or after a cancel. */
  result: JobResults[K] | null;
  /** The job that produced `result`. */
  job: JobOf<K> | null;
  error: string | null;
};

/** Runs one simulator job at a time with progress and cancel; a new start cancels the old run. */
export const useSimulationJob = <K extends JobKind>() => {
  const runner = useSimulationRunner();
  const controller = useRef<AbortController | null>(null);
  const [state, setState] = useState<JobState<K>>({
    status: 'idle',
    progress: 0,
    result: null,
    job: null,
    error: null,
  });

  const start = useCallback(
    async (job: JobOf<K>) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState((previous) => ({ ...previous, status: 'running', progress: 0, error: null }));
      try {
        const result = await runner.run(job, {
          signal: current.signal,
          onProgress: (progress) => {
            if (controller.current === current) setState((previous) => ({ ...previous, progress }));
          },
        });
        if (controller.current !== current) return;
        setState({ status: 'done', progress: 1, result, job, error: null });
      } catch (error) {
        if (controller.current !== current) return;
        const isCancel = error instanceof JobCancelledError;
        setState((previous) => ({
          ...previous,
          status: isCancel ? 'cancelled' : 'failed',
          error: isCancel ? null : error instanceof Error ? error.message : String(error),
        }));
      }
    },
    [runner],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  // Leaving the page stops a run in progress.
  useEffect(() => () => controller.current?.abort(), []);

  return { state, start, cancel };
};
