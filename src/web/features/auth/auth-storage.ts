import type { User } from '#shared/contracts/auth';
import { removeStorage, writeStorage } from '#web/lib/local-storage';
import { REDIRECT_AFTER_LOGIN_KEY } from '#web/lib/redirect-after-login';
import {
  clearLocalSession,
  ensureLocalSession,
  SESSION_STORAGE_KEYS,
  startLocalSession,
} from './session/session-storage';

export {
  forgetRedirectAfterLogin,
  peekRedirectAfterLogin,
  rememberRedirectAfterLogin,
} from '#web/lib/redirect-after-login';

/** Spec section 3's browser keys for the own-server login layer. */
export const AUTH_STORAGE_KEYS = {
  isLoggedIn: 'isLoggedIn',
  username: 'username',
  userId: 'userId',
  userEmail: 'userEmail',
  rememberMe: SESSION_STORAGE_KEYS.rememberMe,
  redirectAfterLogin: REDIRECT_AFTER_LOGIN_KEY,
} as const;

export const LOGIN_STATE_EVENT = 'loginStateChanged';
export type LoginStateDetail = { isLoggedIn: boolean; username: string | null };

const announce = (detail: LoginStateDetail) =>
  window.dispatchEvent(new CustomEvent<LoginStateDetail>(LOGIN_STATE_EVENT, { detail }));

/** Keeps the local keys equal to a user the server confirmed. */
export const syncStoredUser = (user: User, now = Date.now()) => {
  writeStorage(AUTH_STORAGE_KEYS.isLoggedIn, 'true');
  writeStorage(AUTH_STORAGE_KEYS.username, user.username);
  writeStorage(AUTH_STORAGE_KEYS.userId, user.id);
  ensureLocalSession(now);
};

/** After login or registration: store the keys, start the session clocks, tell listeners (spec section 4). */
export const storeSignedInUser = (user: User, now = Date.now()) => {
  startLocalSession(now);
  syncStoredUser(user, now);
  announce({ isLoggedIn: true, username: user.username });
};

/** Logout or expiry: the spec's login keys and the session clocks go. */
export const clearStoredUser = () => {
  for (const key of ['isLoggedIn', 'username', 'userId', 'userEmail'] as const) {
    removeStorage(AUTH_STORAGE_KEYS[key]);
  }
  clearLocalSession();
  announce({ isLoggedIn: false, username: null });
};
