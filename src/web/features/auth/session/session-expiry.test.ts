import { afterEach, describe, expect, it } from 'vitest';
import { isActivityDue } from './activity-throttle';
import { findSessionExpiry } from './session-expiry';
import {
  ensureLocalSession,
  readLocalSession,
  recordLocalActivity,
  setRememberMe,
  startLocalSession,
} from './session-storage';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const start = Date.parse('2026-03-02T09:00:00.000Z');

afterEach(() => localStorage.clear());

describe('findSessionExpiry (spec section 4)', () => {
  const session = (idleMinutes: number, ageHours: number, isRemembered = false) => ({
    startTime: start,
    lastActivityTime: start + ageHours * HOUR - idleMinutes * MINUTE,
    isRemembered,
  });
  const at = (ageHours: number) => start + ageHours * HOUR;

  it.each<[string, number, number, boolean, string | null]>([
    ['active', 1, 2, false, null],
    ['idle for exactly 30 minutes', 30, 2, false, null],
    ['idle for 30 minutes and 1 second', 30 + 1 / 60, 2, false, 'idle'],
    ['idle but remembered', 120, 2, true, null],
    ['active for exactly 24 hours', 0, 24, false, null],
    ['past 24 hours', 0, 24 + 1 / 3600, false, 'absolute'],
    ['past 24 hours and remembered', 0, 25, true, 'absolute'],
    ['past 24 hours and idle', 45, 25, false, 'absolute'],
  ])('%s → %s', (_label, idleMinutes, ageHours, isRemembered, expected) => {
    expect(findSessionExpiry(session(idleMinutes, ageHours, isRemembered), at(ageHours))).toBe(
      expected,
    );
  });
});

describe('isActivityDue (at most once per 60 s)', () => {
  it.each<[number | null, number, boolean]>([
    [null, start, true],
    [start, start + 59_999, false],
    [start, start + 60_000, true],
  ])('last %s, now %s → %s', (last, now, expected) => {
    expect(isActivityDue(last, now)).toBe(expected);
  });
});

describe('the local session keys', () => {
  it('starts both clocks at sign-in and moves only the activity clock afterwards', () => {
    startLocalSession(start);
    recordLocalActivity(start + 5 * MINUTE);
    expect(localStorage.getItem('sessionStartTime')).toBe(String(start));
    expect(localStorage.getItem('lastActivityTime')).toBe(String(start + 5 * MINUTE));
    expect(readLocalSession()).toEqual({
      startTime: start,
      lastActivityTime: start + 5 * MINUTE,
      isRemembered: false,
    });
  });

  it('keeps an existing start when a confirmed user is synced again', () => {
    startLocalSession(start);
    ensureLocalSession(start + HOUR);
    expect(readLocalSession()?.startTime).toBe(start);
    localStorage.clear();
    ensureLocalSession(start + HOUR);
    expect(readLocalSession()?.startTime).toBe(start + HOUR);
  });

  it('stores remember-me as the text true and removes it when off', () => {
    setRememberMe(true);
    expect(localStorage.getItem('rememberMe')).toBe('true');
    setRememberMe(false);
    expect(localStorage.getItem('rememberMe')).toBeNull();
  });
});
