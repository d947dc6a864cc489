import { bandsFromStarts } from './bands';

/** Business constants from spec section 9 and the foundation issue. */
export const PRODUCT_VERSION = '1.0';
export const SUPPORTED_LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
/** Resolved to 8 everywhere (NIST SP 800-63B); the spec's 6 vs 8 conflict, see docs/decisions. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
/** Passwords are capped in bytes before hashing so argon2 cannot be used for CPU exhaustion. */
export const PASSWORD_MAX_BYTES = 1024;

export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const CURRENT_USER_STALE_MS = 30 * 1000;
export const CURRENT_USER_RETRIES = 1;
export const QUERY_STALE_MS = 60 * 1000;
export const QUERY_RETRIES = 2;
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
export const QUERY_GC_MS = 5 * 60 * 1000;

export const ACTIVITY_RECORD_MIN_INTERVAL_MS = 60 * 1000;
export const ACTIVITY_VISIBLE_INTERVAL_MS = 5 * 60 * 1000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SHORT_DURATION_MS = 3000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const SESSION_FAILURE_REDIRECT_DELAY_MS = 1000;
export const GROWTH_PROJECTION_YEARS = 5;

/**
 * The spec's score bands (section 4), lowest first, in whole points: each band ends one point
 * below the next one's start, and the top band at 100.
 */
export const SCORE_BANDS = bandsFromStarts(
  { low: 0, moderate: 40, medium: 60, high: 80 },
  100 + 1,
).map(({ id, low, high }) => ({ band: id, min: low, max: high - 1 }));

export const SUPPORT_EMAIL = 'support@foresight.example';
