import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';
import { JobCancelledError, JobFailedError, type JobOf, type WorkerMessage } from './job-types';
import { createInThreadRunner, createWorkerRunner } from './simulation-runner';

const INPUT = SAMPLE_BUSINESS_INPUT;
const JOB: JobOf<'simulate'> = {
  kind: 'simulate',
  request: { input: INPUT, paths: 500, presets: ['base'] },
};

/** A stand-in Worker: records what it was sent and lets the test answer. */
const fakeWorker = () => {
  const worker = {
    onmessage: null as ((event: MessageEvent<WorkerMessage>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    postMessage: vi.fn(),
    terminate: vi.fn(),
    reply: (message: WorkerMessage) =>
      worker.onmessage?.({ data: message } as MessageEvent<WorkerMessage>),
  };
  return worker;
};

describe('worker runner', () => {
  it('posts the job, reports progress and resolves with the result, then ends the worker', async () => {
    const worker = fakeWorker();
    const runner = createWorkerRunner(() => worker as unknown as Worker);
    const progress: number[] = [];
    const run = runner.run(JOB, {
      onProgress: (fraction) => progress.push(fraction),
      signal: new AbortController().signal,
    });
    expect(worker.postMessage).toHaveBeenCalledWith(JOB);
    worker.reply({ type: 'progress', fraction: 0.5 });
    worker.reply({ type: 'done', result: { scenarios: [] } });
    await expect(run).resolves.toEqual({ scenarios: [] });
    expect(progress).toEqual([0.5]);
    expect(worker.terminate).toHaveBeenCalledOnce();
  });

  it('terminates the worker at once on cancel and rejects with JobCancelledError', async () => {
    const worker = fakeWorker();
    const controller = new AbortController();
    const run = createWorkerRunner(() => worker as unknown as Worker).run(JOB, {
      onProgress: () => undefined,
      signal: controller.signal,
    });
    controller.abort();
    await expect(run).rejects.toBeInstanceOf(JobCancelledError);
    expect(worker.terminate).toHaveBeenCalledOnce();
  });

  it('rejects with JobFailedError when the worker reports a failure', async () => {
    const worker = fakeWorker();
    const run = createWorkerRunner(() => worker as unknown as Worker).run(JOB, {
      onProgress: () => undefined,
      signal: new AbortController().signal,
    });
    worker.reply({ type: 'failed', message: 'paths must be an integer' });
    await expect(run).rejects.toEqual(new JobFailedError('paths must be an integer'));
  });
});

describe('in-thread runner', () => {
  it('runs the engine with progress up to 1', async () => {
    const progress: number[] = [];
    const result = await createInThreadRunner().run(JOB, {
      onProgress: (fraction) => progress.push(fraction),
      signal: new AbortController().signal,
    });
    expect(result.scenarios.map((scenario) => scenario.id)).toEqual(['base']);
    expect(progress.at(-1)).toBe(1);
  });

  it('does not start a run that was cancelled before it began', async () => {
    const controller = new AbortController();
    const run = createInThreadRunner().run(JOB, {
      onProgress: () => undefined,
      signal: controller.signal,
    });
    controller.abort();
    await expect(run).rejects.toBeInstanceOf(JobCancelledError);
  });
});
