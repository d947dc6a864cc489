import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translateErrorText } from '#shared/error-texts';
import { decideAttempt, THROTTLE_RULES, type ThrottleRule } from './throttle.service';
import type { ThrottleState } from './throttle.repository';

const MINUTE_MS = 60 * 1000;
const start = new Date('2026-01-01T00:00:00.000Z');
const at = (milliseconds: number) => new Date(start.getTime() + milliseconds);

const accountRule: ThrottleRule = {
  scope: 'test-account',
  maxAttempts: 3,
  windowMs: 15 * MINUTE_MS,
  lockMs: 15 * MINUTE_MS,
  reason: 'test',
};
const ipRule: ThrottleRule = {
  scope: 'test-ip',
  maxAttempts: 3,
  windowMs: 15 * MINUTE_MS,
  reason: 'test',
};

const fresh = (now: Date): ThrottleState => ({
  attempts: 0,
  windowStartedAt: now,
  lastAttemptAt: now,
});

/** Replays attempts at the given offsets and returns which were allowed. */
const replay = (rule: ThrottleRule, offsets: number[]) => {
  let state = fresh(at(offsets[0] ?? 0));
  return offsets.map((offset) => {
    const { next, result } = decideAttempt(rule, state, at(offset));
    if (next) state = next;
    return result.allowed;
  });
};

describe('decideAttempt', () => {
  it('allows maxAttempts then refuses with the remaining lock time', () => {
    const state: ThrottleState = {
      attempts: 3,
      windowStartedAt: start,
      lastAttemptAt: at(MINUTE_MS),
    };
    const { next, result } = decideAttempt(accountRule, state, at(2 * MINUTE_MS));
    expect(next).toBeNull();
    expect(result).toEqual({ allowed: false, retryAfterSeconds: 14 * 60 });
  });

  it('locks an account until 15 minutes after the last counted attempt', () => {
    // The third attempt (at 2 ms) fills the counter; refused attempts do not extend the lock.
    const offsets = [0, 1, 2, 3, 15 * MINUTE_MS + 1, 15 * MINUTE_MS + 2, 15 * MINUTE_MS + 3];
    expect(replay(accountRule, offsets)).toEqual([true, true, true, false, false, true, true]);
  });

  it('frees an address when its fixed window ends', () => {
    const offsets = [0, 5 * MINUTE_MS, 10 * MINUTE_MS, 14 * MINUTE_MS, 15 * MINUTE_MS];
    expect(replay(ipRule, offsets)).toEqual([true, true, true, false, true]);
  });

  it('never allows more than maxAttempts inside any window (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 * MINUTE_MS }), { minLength: 1, maxLength: 60 }),
        (gaps) => {
          const offsets = gaps.reduce<number[]>(
            (list, gap) => [...list, (list.at(-1) ?? 0) + gap],
            [],
          );
          const allowed = replay(ipRule, offsets);
          const allowedTimes = offsets.filter((_, index) => allowed[index]);
          for (const time of allowedTimes) {
            const inWindow = allowedTimes.filter(
              (other) => other >= time && other < time + ipRule.windowMs,
            );
            // Fixed windows allow at most twice the budget across a boundary, never more.
            expect(inWindow.length).toBeLessThanOrEqual(2 * ipRule.maxAttempts);
          }
          expect(allowed[0]).toBe(true);
        },
      ),
    );
  });

  it('always gives a positive whole Retry-After when refusing (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 * MINUTE_MS - 1 }), (elapsed) => {
        const state: ThrottleState = { attempts: 3, windowStartedAt: start, lastAttemptAt: start };
        const { result } = decideAttempt(accountRule, state, at(elapsed));
        expect(result.allowed).toBe(false);
        if (!result.allowed) {
          expect(Number.isInteger(result.retryAfterSeconds)).toBe(true);
          expect(result.retryAfterSeconds).toBeGreaterThanOrEqual(1);
          expect(result.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
        }
      }),
    );
  });
});

describe('every limit explains itself in both languages', () => {
  it.each(Object.entries(THROTTLE_RULES))('%s has a Turkish reason', (_name, rule) => {
    expect(translateErrorText(rule.reason, 'tr')).not.toBe(rule.reason);
  });
});
