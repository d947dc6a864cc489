import type { User } from '#shared/contracts/auth';
import { readStorage, removeStorage, writeStorage } from '../../lib/local-storage';
import { safeRedirectPath } from '../../lib/safe-redirect';

/** Spec section 3's browser keys for the own-server login layer. */
export const AUTH_STORAGE_KEYS = {
  isLoggedIn: 'isLoggedIn',
  username: 'username',
  userId: 'userId',
  userEmail: 'userEmail',
  rememberMe: 'rememberMe',
  redirectAfterLogin: 'redirectAfterLogin',
} as const;

export const LOGIN_STATE_EVENT = 'loginStateChanged';
export type LoginStateDetail = { isLoggedIn: boolean; username: string | null };

const announce = (detail: LoginStateDetail) =>
  window.dispatchEvent(new CustomEvent<LoginStateDetail>(LOGIN_STATE_EVENT, { detail }));

/** Keeps the local keys equal to a user the server confirmed. */
export const syncStoredUser = (user: User) => {
  writeStorage(AUTH_STORAGE_KEYS.isLoggedIn, 'true');
  writeStorage(AUTH_STORAGE_KEYS.username, user.username);
  writeStorage(AUTH_STORAGE_KEYS.userId, user.id);
};

/** After login or registration: store the keys and tell listeners (spec section 4). */
export const storeSignedInUser = (user: User) => {
  syncStoredUser(user);
  announce({ isLoggedIn: true, username: user.username });
};

export const clearStoredUser = () => {
  for (const key of ['isLoggedIn', 'username', 'userId', 'userEmail', 'rememberMe'] as const) {
    removeStorage(AUTH_STORAGE_KEYS[key]);
  }
  announce({ isLoggedIn: false, username: null });
};

// Sending someone back to the sign-in or error page after signing in would be a loop.
const NOT_REMEMBERED = ['/auth', '/login', '/error'];

export const rememberRedirectAfterLogin = (path: string) => {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (NOT_REMEMBERED.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))
    return;
  writeStorage(AUTH_STORAGE_KEYS.redirectAfterLogin, path);
};

/** The saved path if it is safe, else '/'; the saved value is used once. */
export const takeRedirectAfterLogin = (): string => {
  const saved = readStorage(AUTH_STORAGE_KEYS.redirectAfterLogin);
  removeStorage(AUTH_STORAGE_KEYS.redirectAfterLogin);
  return safeRedirectPath(saved);
};
