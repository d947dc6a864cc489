import type { User } from '#shared/contracts/auth';
import { readStorage, removeStorage, writeStorage } from '#web/lib/local-storage';
import { REDIRECT_AFTER_LOGIN_KEY } from '#web/lib/redirect-after-login';
import { forgetUserBrowserData } from '#web/lib/user-browser-data';
import {
  clearLocalSession,
  ensureLocalSession,
  SESSION_STORAGE_KEYS,
  setRememberMe,
  startLocalSession,
} from './session/session-storage';

export {
  forgetRedirectAfterLogin,
  peekRedirectAfterLogin,
  rememberRedirectAfterLogin,
} from '#web/lib/redirect-after-login';

/** Spec section 3's browser keys of the signed-in user. */
export const AUTH_STORAGE_KEYS = {
  isLoggedIn: 'isLoggedIn',
  username: 'username',
  userId: 'userId',
  userEmail: 'userEmail',
  photoURL: 'photoURL',
  rememberMe: SESSION_STORAGE_KEYS.rememberMe,
  redirectAfterLogin: REDIRECT_AFTER_LOGIN_KEY,
} as const;

/** The keys that name who is signed in; logout removes them (the session clocks go with them). */
const USER_KEYS = ['isLoggedIn', 'username', 'userId', 'userEmail', 'photoURL'] as const;

/** The browser's own record says someone signed in here; the server may still say otherwise. */
export const isSignedInLocally = () => readStorage(AUTH_STORAGE_KEYS.isLoggedIn) === 'true';

export const LOGIN_STATE_EVENT = 'loginStateChanged';
export type LoginStateDetail = { isLoggedIn: boolean; username: string | null };

const announce = (detail: LoginStateDetail) =>
  window.dispatchEvent(new CustomEvent<LoginStateDetail>(LOGIN_STATE_EVENT, { detail }));

const writeOrRemove = (key: string, value: string | null) => {
  if (value) writeStorage(key, value);
  else removeStorage(key);
};

/** Keeps the local keys equal to a user the server confirmed. */
export const syncStoredUser = (user: User, now = Date.now()) => {
  // Another account is signed in now (here or in another tab): the previous one's data goes.
  const previousUserId = readStorage(AUTH_STORAGE_KEYS.userId);
  if (previousUserId !== null && previousUserId !== user.id) forgetUserBrowserData();
  writeStorage(AUTH_STORAGE_KEYS.isLoggedIn, 'true');
  writeStorage(AUTH_STORAGE_KEYS.username, user.username);
  writeStorage(AUTH_STORAGE_KEYS.userId, user.id);
  writeOrRemove(AUTH_STORAGE_KEYS.userEmail, user.email);
  writeOrRemove(AUTH_STORAGE_KEYS.photoURL, user.photoURL);
  ensureLocalSession(now);
};

export type StoreSignedInUserOptions = {
  /** Remember me: the browser skips its 30-minute idle check (the server does too, ADR 003). */
  rememberMe?: boolean;
  now?: number;
};

/**
 * Every sign-in path ends here (username, e-mail, a verification or reset link, the identity
 * provider): store the keys, start the session clocks, tell listeners (spec sections 3 and 4).
 */
export const storeSignedInUser = (user: User, options: StoreSignedInUserOptions = {}) => {
  const now = options.now ?? Date.now();
  startLocalSession(now);
  syncStoredUser(user, now);
  setRememberMe(options.rememberMe ?? false);
  announce({ isLoggedIn: true, username: user.username });
};

/** Logout or expiry: the login keys, the session clocks and the user's own data go. */
export const clearStoredUser = () => {
  for (const key of USER_KEYS) removeStorage(AUTH_STORAGE_KEYS[key]);
  clearLocalSession();
  forgetUserBrowserData();
  announce({ isLoggedIn: false, username: null });
};
