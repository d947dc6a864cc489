import { ACTIVITY_RECORD_MIN_INTERVAL_MS } from '#shared/constants';

/** Spec section 9: user events record activity at most once per 60 s (across tabs: the time is shared). */
export const isActivityDue = (lastActivityTime: number | null, now: number): boolean =>
  lastActivityTime === null || now - lastActivityTime >= ACTIVITY_RECORD_MIN_INTERVAL_MS;
