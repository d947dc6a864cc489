import { describe, expect, it } from 'vitest';
import { AppError } from '#shared/errors';
import { createPasswordGate, PASSWORD_GATE_RETRY_AFTER_SECONDS } from './password-gate';

/** A promise the test settles by hand, standing in for one argon2 call. */
const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

/** Lets every pending callback run (the gate hands slots over in promise callbacks). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('createPasswordGate', () => {
  it('never runs more than its slots at once, and starts the waiting ones oldest first', async () => {
    const gate = createPasswordGate({ slots: 2, maxWaiting: 8 });
    const calls = Array.from({ length: 10 }, () => deferred());
    let running = 0;
    let mostAtOnce = 0;
    const started: number[] = [];
    const all = calls.map((call, index) =>
      gate.run(async () => {
        started.push(index);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await call.promise;
        running -= 1;
        return index;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(8);
    // Finish them out of order: each finished one lets exactly one waiter in.
    for (const index of [1, 0, 3, 2, 5, 4, 7, 6, 9, 8]) {
      calls[index]?.resolve();
      await settle();
    }
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(mostAtOnce).toBe(2);
    expect(gate.running).toBe(0);
  });

  it('answers 503 with a Retry-After once the queue is full, and admits again when it has room', async () => {
    const gate = createPasswordGate({ slots: 1, maxWaiting: 2 });
    const calls = [deferred(), deferred(), deferred()];
    const admitted = calls.map((call) => gate.run(() => call.promise));
    await settle();
    expect(() => gate.assertOpen()).toThrow(AppError);
    const refused = await refusalOf(gate.run(async () => 'never runs'));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      retryAfterSeconds: PASSWORD_GATE_RETRY_AFTER_SECONDS,
    });
    calls[0]?.resolve();
    await settle();
    expect(() => gate.assertOpen()).not.toThrow();
    const queued = gate.run(async () => 'admitted into the freed place');
    await settle();
    expect(gate.waiting).toBe(2);
    calls[1]?.resolve();
    calls[2]?.resolve();
    await Promise.all(admitted);
    expect(await queued).toBe('admitted into the freed place');
  });

  it('frees the slot of a hash that fails, and passes the failure on', async () => {
    const gate = createPasswordGate({ slots: 1, maxWaiting: 1 });
    const failing = deferred();
    const first = refusalOf(gate.run(() => failing.promise));
    const second = gate.run(async () => 'ran after the failure');
    await settle();
    expect(gate.waiting).toBe(1);
    failing.reject(new Error('argon2 failed'));
    expect(await first).toEqual(new Error('argon2 failed'));
    expect(await second).toBe('ran after the failure');
    expect(gate.running).toBe(0);
    expect(gate.waiting).toBe(0);
  });

  it('gives the server all cores but one, and a queue of 16 per slot', () => {
    const gate = createPasswordGate({ slots: 3 });
    expect(gate.slots).toBe(3);
    expect(gate.maxWaiting).toBe(48);
    expect(createPasswordGate().slots).toBeGreaterThanOrEqual(1);
  });
});
