import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createBackgroundWork } from './background-work';

const recordingLog = () => {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
};

describe('createBackgroundWork', () => {
  it('starts a task only after the caller has gone on, and settled() waits for it', async () => {
    const { log } = recordingLog();
    const work = createBackgroundWork(log);
    const steps: string[] = [];
    work.run(
      async () => {
        steps.push('task started');
        await new Promise((resolve) => setTimeout(resolve, 20));
        steps.push('task ended');
      },
      { message: 'unused' },
    );
    steps.push('answered');
    await Promise.resolve();
    expect(steps).toEqual(['answered']);
    await work.settled();
    expect(steps).toEqual(['answered', 'task started', 'task ended']);
  });

  it('logs a failed task with its details and keeps going', async () => {
    const { log, error } = recordingLog();
    const work = createBackgroundWork(log);
    const failure = new Error('database gone');
    work.run(() => Promise.reject(failure), {
      message: 'reset mail failed',
      details: { purpose: 'reset' },
    });
    await work.settled();
    expect(error).toHaveBeenCalledWith({ err: failure, purpose: 'reset' }, 'reset mail failed');
    let ran = false;
    work.run(
      async () => {
        ran = true;
      },
      { message: 'unused' },
    );
    await work.settled();
    expect(ran).toBe(true);
  });

  it('waits for tasks that start other tasks', async () => {
    const work = createBackgroundWork(recordingLog().log);
    let innerDone = false;
    work.run(
      async () => {
        work.run(
          async () => {
            await new Promise((resolve) => setTimeout(resolve, 10));
            innerDone = true;
          },
          { message: 'unused' },
        );
      },
      { message: 'unused' },
    );
    await work.settled();
    expect(innerDone).toBe(true);
  });
});
