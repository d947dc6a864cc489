import { describe, expect, it, vi } from 'vitest';
import { AppError } from '#shared/errors';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { setUpTestApp } from '#tests/fixtures/test-app';
import {
  consumeAttempt,
  consumeAttempts,
  resetAttempts,
  type ThrottleRule,
} from './throttle.service';

const clock = createFakeClock();
const testApp = setUpTestApp({ clock });

const rule = (scope: string, extra: Partial<ThrottleRule> = {}): ThrottleRule => ({
  scope,
  maxAttempts: 2,
  windowMs: MINUTE_MS,
  reason: 'Too many tries.',
  ...extra,
});

const refusalOf = async (attempt: Promise<void>) => {
  const error: unknown = await attempt.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, retryAfterSeconds: error.retryAfterSeconds, message: error.message };
};

/** Transactions the throttle opens while `work` runs. */
const transactionsDuring = async (work: () => Promise<unknown>) => {
  const spy = vi.spyOn(testApp.database.db, 'transaction');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
};

describe('counters known full (issue 34)', () => {
  it('refuses the next attempts on a full counter without a transaction, as the database did', async () => {
    const context = { db: testApp.database.db, clock };
    const attempt = { rule: rule('known-full'), subject: 'alice' };
    await consumeAttempt(context, attempt);
    await consumeAttempt(context, attempt);
    clock.advance(10_000);
    const first = await refusalOf(consumeAttempt(context, attempt));
    expect(first).toEqual({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 50,
      message: 'Too many tries. Please try again in 50 seconds.',
    });

    clock.advance(20_500);
    let again: Awaited<ReturnType<typeof refusalOf>> | undefined;
    expect(
      await transactionsDuring(async () => {
        again = await refusalOf(consumeAttempt(context, attempt));
      }),
    ).toBe(0);
    expect(again?.retryAfterSeconds).toBe(30);

    // The moment the window ends the database decides again, and takes the attempt.
    clock.advance(29_500);
    expect(await transactionsDuring(() => consumeAttempt(context, attempt))).toBe(1);
  });

  it('asks the database when the full counter is not the first: the ones before it still count', async () => {
    const context = { db: testApp.database.db, clock };
    const account = { rule: rule('known-full-account', { maxAttempts: 10 }), subject: 'bob' };
    const network = { rule: rule('known-full-network'), subject: '10.0.0.1' };
    await consumeAttempts(context, [account, network]);
    await consumeAttempts(context, [account, network]);
    await refusalOf(consumeAttempts(context, [account, network]));
    expect(
      await transactionsDuring(() => refusalOf(consumeAttempts(context, [account, network]))),
    ).toBe(1);
  });

  it('forgets a counter that is reset (a successful sign-in)', async () => {
    const context = { db: testApp.database.db, clock };
    const attempt = {
      rule: rule('known-full-reset', { lockMs: 15 * MINUTE_MS }),
      subject: 'carol',
    };
    await consumeAttempt(context, attempt);
    await consumeAttempt(context, attempt);
    await refusalOf(consumeAttempt(context, attempt));
    await resetAttempts(context, attempt);
    await consumeAttempt(context, attempt);
  });
});
