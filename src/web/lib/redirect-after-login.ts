import { oldSignInPath, paths } from '#shared/routes';
import { readStorage, removeStorage, writeStorage } from './local-storage';
import { safeRedirectPath } from './safe-redirect';

/** Spec section 3's key for the path to return to after signing in. */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

// Sending someone back to the sign-in or error page after signing in would be a loop.
const NOT_REMEMBERED = [paths.auth, oldSignInPath, paths.error];

/** Saves `path` for after sign-in, unless it is a sign-in or error page or not a local path. */
export const rememberRedirectAfterLogin = (path: string) => {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (NOT_REMEMBERED.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))
    return;
  // Only same-origin paths are ever stored, so the value cannot be turned into an open redirect.
  if (safeRedirectPath(path) !== path) return;
  writeStorage(REDIRECT_AFTER_LOGIN_KEY, path);
};

/** The saved path if it is safe, else '/'; it stays saved (a render may read it twice). */
export const peekRedirectAfterLogin = (): string =>
  safeRedirectPath(readStorage(REDIRECT_AFTER_LOGIN_KEY));

/** Drops the saved path once it has been used: it is used once. */
export const forgetRedirectAfterLogin = () => removeStorage(REDIRECT_AFTER_LOGIN_KEY);
