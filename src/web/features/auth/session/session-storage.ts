import { readStorage, removeStorage, writeStorage } from '#web/lib/local-storage';

/** Spec section 3's session keys; times are epoch milliseconds as text. */
export const SESSION_STORAGE_KEYS = {
  sessionStartTime: 'sessionStartTime',
  lastActivityTime: 'lastActivityTime',
  rememberMe: 'rememberMe',
} as const;

export type LocalSession = {
  startTime: number;
  lastActivityTime: number;
  isRemembered: boolean;
};

const readTime = (key: string): number | null => {
  const value = Number(readStorage(key));
  return Number.isFinite(value) && value > 0 ? value : null;
};

/** A fresh sign-in: the 24-hour and 30-minute clocks both start now. */
export const startLocalSession = (now: number) => {
  writeStorage(SESSION_STORAGE_KEYS.sessionStartTime, String(now));
  writeStorage(SESSION_STORAGE_KEYS.lastActivityTime, String(now));
};

/** A user the server confirmed but this browser has no clock for (older tab, cleared keys). */
export const ensureLocalSession = (now: number) => {
  if (readTime(SESSION_STORAGE_KEYS.sessionStartTime) === null) startLocalSession(now);
  else if (readTime(SESSION_STORAGE_KEYS.lastActivityTime) === null) recordLocalActivity(now);
};

export const recordLocalActivity = (now: number) =>
  writeStorage(SESSION_STORAGE_KEYS.lastActivityTime, String(now));

export const setRememberMe = (isRemembered: boolean) => {
  if (isRemembered) writeStorage(SESSION_STORAGE_KEYS.rememberMe, 'true');
  else removeStorage(SESSION_STORAGE_KEYS.rememberMe);
};

export const readLocalSession = (): LocalSession | null => {
  const startTime = readTime(SESSION_STORAGE_KEYS.sessionStartTime);
  if (startTime === null) return null;
  return {
    startTime,
    lastActivityTime: readTime(SESSION_STORAGE_KEYS.lastActivityTime) ?? startTime,
    isRemembered: readStorage(SESSION_STORAGE_KEYS.rememberMe) === 'true',
  };
};

export const clearLocalSession = () => {
  for (const key of Object.values(SESSION_STORAGE_KEYS)) removeStorage(key);
};
