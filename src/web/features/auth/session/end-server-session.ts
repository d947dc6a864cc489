import { logout } from '../api/logout';
import { AUTH_STORAGE_KEYS } from '../auth-storage';
import { SESSION_STORAGE_KEYS } from './session-storage';

const SIGNED_IN_KEYS = new Set<string>([
  AUTH_STORAGE_KEYS.isLoggedIn,
  AUTH_STORAGE_KEYS.username,
  AUTH_STORAGE_KEYS.userId,
  AUTH_STORAGE_KEYS.userEmail,
  ...Object.values(SESSION_STORAGE_KEYS),
]);

const snapshotPreferences = (): [string, string][] => {
  const kept: [string, string][] = [];
  try {
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      const value = key === null ? null : window.localStorage.getItem(key);
      if (key !== null && value !== null && !SIGNED_IN_KEYS.has(key)) kept.push([key, value]);
    }
  } catch {
    // Storage unavailable: nothing to keep.
  }
  return kept;
};

/**
 * Ends the session on the server too, so an expiry seen by the browser cannot be undone by the next
 * `GET /api/user`. Logout answers with Clear-Site-Data, which also wipes the visitor's language,
 * consent and saved path: those are put back afterwards.
 */
export const endServerSession = async (): Promise<void> => {
  const preferences = snapshotPreferences();
  await logout().catch(() => undefined);
  try {
    for (const [key, value] of preferences) {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    }
  } catch {
    // Storage unavailable: nothing was kept to put back.
  }
};
