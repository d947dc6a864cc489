import type { FastifyBaseLogger } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work that runs after the answer (background-work.ts); closing the app waits for it. */
    backgroundWork: BackgroundWork;
  }
}

export type BackgroundWork = {
  /**
   * Runs `task` once the current answer has gone out, without the caller waiting. A failure is
   * logged as `failure` (with `details`, never a mail body or a token) and goes no further.
   */
  run: (
    task: () => Promise<void>,
    failure: { message: string; details?: Record<string, unknown> },
  ) => void;
  /** Resolves once every task started so far has ended: shutdown, and tests that read its effect. */
  settled: () => Promise<void>;
};

export const createBackgroundWork = (log: FastifyBaseLogger): BackgroundWork => {
  const pending = new Set<Promise<void>>();
  return {
    run: (task, failure) => {
      // setImmediate: the handler's answer is written first; its time never includes the task.
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, ...failure.details }, failure.message))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    settled: async () => {
      // A task may start another; wait until none is left.
      while (pending.size > 0) await Promise.all(pending);
    },
  };
};
