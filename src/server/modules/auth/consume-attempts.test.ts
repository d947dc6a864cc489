import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authThrottle } from '#server/db/schema/index';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { setUpTestApp } from '#tests/fixtures/test-app';
import { consumeAttempts, type ThrottleRule } from './throttle.service';

// Runs on PGlite and, in `npm test`, again on PostgreSQL 15 (the batched upsert and update).
const testApp = setUpTestApp();

const rule = (scope: string, maxAttempts: number): ThrottleRule => ({
  scope,
  maxAttempts,
  windowMs: 15 * MINUTE_MS,
  reason: `Too many for ${scope}.`,
});
const network = rule('test-network', 3);
const account = rule('test-account', 2);

const attemptsOf = async (key: string) => {
  const [row] = await testApp.database.db
    .select()
    .from(authThrottle)
    .where(eq(authThrottle.key, key));
  return row?.attempts ?? 0;
};

describe('consumeAttempts', () => {
  it('counts one attempt on every counter in one call', async () => {
    const context = { db: testApp.database.db, clock: createFakeClock() };
    await consumeAttempts(context, [
      { rule: network, subject: '203.0.113.1' },
      { rule: account, subject: 'ayse' },
    ]);
    expect(await attemptsOf('test-network:203.0.113.1')).toBe(1);
    expect(await attemptsOf('test-account:ayse')).toBe(1);
  });

  it('refuses at the first full counter: those before it count, it and those after do not', async () => {
    const clock = createFakeClock();
    const context = { db: testApp.database.db, clock };
    const attempts = [
      { rule: network, subject: '203.0.113.2' },
      { rule: account, subject: 'mehmet' },
      { rule: rule('test-after', 9), subject: 'mehmet' },
    ];
    await consumeAttempts(context, attempts);
    await consumeAttempts(context, attempts);
    clock.advance(MINUTE_MS);
    await expect(consumeAttempts(context, attempts)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many for test-account. Please try again in 14 minutes.',
      retryAfterSeconds: 14 * 60,
    });
    expect(await attemptsOf('test-network:203.0.113.2')).toBe(3);
    expect(await attemptsOf('test-account:mehmet')).toBe(2);
    expect(await attemptsOf('test-after:mehmet')).toBe(2);
  });

  it('lets no more through than the limit when many callers share counters (no lost update)', async () => {
    const context = { db: testApp.database.db, clock: createFakeClock() };
    const shared = rule('test-shared', 5);
    // Each caller takes the same two counters, listed in either order: locks never deadlock.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) =>
        consumeAttempts(
          context,
          index % 2 === 0
            ? [
                { rule: network, subject: '203.0.113.3' },
                { rule: shared, subject: 'zeynep' },
              ]
            : [
                { rule: shared, subject: 'zeynep' },
                { rule: network, subject: '203.0.113.3' },
              ],
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    expect(await attemptsOf('test-network:203.0.113.3')).toBe(3);
  });
});
