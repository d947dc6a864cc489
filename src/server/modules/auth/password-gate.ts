import { availableParallelism } from 'node:os';
import { AppError } from '#shared/errors';
import { Counter, Gauge } from 'prom-client';
import { processRegistry } from '#server/metrics/process-metrics';

/**
 * At most a few password hashes (argon2: about 20 ms of CPU and 19 MiB each) run at once, with a
 * short queue behind them; past it, callers get 503 with a Retry-After at once. Without it a login
 * flood from many addresses (which the per-address brakes cannot stop) kept argon2 busy on every
 * thread of libuv's pool: on two cores the event loop then got a fraction of a CPU and predict and
 * health slowed down with it (scripts/quality/load-test.ts). Every path that hashes or checks a password
 * goes through the one gate (password.ts), so sign-in, registration, password change and reset
 * share it.
 */

/**
 * A full queue clears in about half a second (16 hashes of about 25 ms each per slot). It is
 * deeper than any burst of ordinary traffic: the security suite's ten simultaneous guesses on one
 * account (all answered 401, then 429) and the load test's eight mixed connections never meet it.
 */
const WAITING_PER_SLOT = 16;
/** Time for the queue to clear even on a busy machine. */
export const PASSWORD_GATE_RETRY_AFTER_SECONDS = 2;

export type PasswordGate = {
  /** Runs `work` when a slot is free; throws SERVICE_UNAVAILABLE (503) when the queue is full. */
  run: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Throws the same 503 if a check started now would be refused: callers run it before the
   * database work that comes before the hash, so a refused flood costs no query.
   */
  assertOpen: () => void;
  readonly slots: number;
  readonly maxWaiting: number;
  readonly running: number;
  readonly waiting: number;
  /** Checks refused with 503 since the process started (metrics). */
  readonly refused: number;
};

export type PasswordGateOptions = {
  /** Hashes at once; by default all cores but one, which stays for the event loop. */
  slots?: number;
  /** Hashes that may wait for a slot; WAITING_PER_SLOT per slot by default. */
  maxWaiting?: number;
};

export const createPasswordGate = (options: PasswordGateOptions = {}): PasswordGate => {
  const slots = options.slots ?? Math.max(1, availableParallelism() - 1);
  const maxWaiting = options.maxWaiting ?? slots * WAITING_PER_SLOT;
  let running = 0;
  let refused = 0;
  const busy = () => {
    refused += 1;
    return new AppError('SERVICE_UNAVAILABLE', {
      retryAfterSeconds: PASSWORD_GATE_RETRY_AFTER_SECONDS,
    });
  };
  /** Resolvers of the callers waiting for a slot, oldest first. */
  const waiting: Array<() => void> = [];
  const isFull = () => running >= slots && waiting.length >= maxWaiting;

  const acquire = async () => {
    if (running < slots) {
      running += 1;
      return;
    }
    if (isFull()) throw busy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  // A finished hash hands its slot straight to the oldest waiter, so no newcomer can jump the queue.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    run: async (work) => {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    assertOpen: () => {
      if (isFull()) throw busy();
    },
    slots,
    maxWaiting,
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    get refused() {
      return refused;
    },
  };
};

/** The server's one gate (a process has one thread pool and one set of cores to protect). */
export const passwordGate = createPasswordGate();

// The gate is one per process, so its gauges go to the process's registry (GET /metrics).
new Gauge({
  name: 'foresight_password_hashing_running',
  help: 'Password hashes or checks running now (argon2 threads)',
  registers: [processRegistry],
  collect() {
    this.set(passwordGate.running);
  },
});
new Gauge({
  name: 'foresight_password_hashing_waiting',
  help: 'Password hashes or checks waiting for a thread',
  registers: [processRegistry],
  collect() {
    this.set(passwordGate.waiting);
  },
});
new Gauge({
  name: 'foresight_password_hashing_capacity',
  help: 'Password hashes that may run at once (slots) and wait (queue) before callers get 503',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
  collect() {
    this.set({ kind: 'slots' }, passwordGate.slots);
    this.set({ kind: 'queue' }, passwordGate.maxWaiting);
  },
});
new Counter({
  name: 'foresight_password_hashing_refused_total',
  help: 'Password checks refused with 503 because the hashing queue was full',
  registers: [processRegistry],
  collect() {
    this.reset();
    this.inc(passwordGate.refused);
  },
});
