import { runJob } from './run-job';
import type { SimulationJob, WorkerMessage } from './job-types';

// One job per worker: the page terminates the worker to cancel, so no cancel message is needed.
const post = (message: WorkerMessage) => self.postMessage(message);

self.onmessage = (event: MessageEvent<SimulationJob>) => {
  try {
    const result = runJob(event.data, {
      onProgress: (fraction) => post({ type: 'progress', fraction }),
      shouldCancel: () => false,
    });
    post({ type: 'done', result });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
