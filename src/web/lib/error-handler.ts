import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SESSION_EXPIRED_MESSAGES, type SessionExpiryReason } from '#shared/contracts/auth';
import { isErrorText } from '#shared/error-texts';
import { paths } from '#shared/routes';
import { toast } from './toast-store';
import { ApiError, NetworkError } from './api-client';
import { failedResponseTitleKey, formatFailedResponse } from './failed-response';
import { i18n } from './i18n';
import { recordNetworkFailure } from './offline-state';
import { rememberRedirectAfterLogin } from './redirect-after-login';

type TitleKey =
  | 'connectionError'
  | 'authRequired'
  | 'accessDenied'
  | 'notFound'
  | 'networkError'
  | 'tooManyAttempts'
  | 'userNotFound'
  | 'incorrectPassword'
  | 'emailInUse'
  | 'authError'
  | 'serverError'
  | 'requestError';

type DescriptionKey =
  | 'offline'
  | 'connection'
  | 'networkError'
  | 'authRequired'
  | 'tooManyAttempts'
  | 'userNotFound'
  | 'incorrectPassword'
  | 'emailInUse'
  | 'authError'
  | 'unexpected';

/** What the user is told about a failure: spec section 8's status and title, and a description. */
export type DescribedError = {
  status: number;
  titleKey: TitleKey;
  title: string;
  description: string;
  /** No answer came back: offline mode applies. */
  isConnectionFailure: boolean;
};

/**
 * Dispatched on window when the server says the session has expired (401 SESSION_EXPIRED); the
 * listener that acts on it calls preventDefault().
 */
export const SESSION_EXPIRED_EVENT = 'sessionExpired';
export type SessionExpiredDetail = { reason: SessionExpiryReason };

/** An expiry announced before its listener was mounted (the first user read races the shell). */
let unheardExpiry: SessionExpiryReason | null = null;

export const announceSessionExpired = (reason: SessionExpiryReason) => {
  const isUnheard = window.dispatchEvent(
    new CustomEvent<SessionExpiredDetail>(SESSION_EXPIRED_EVENT, {
      detail: { reason },
      cancelable: true,
    }),
  );
  if (isUnheard) unheardExpiry = reason;
};

/** The expiry nobody acted on yet, once: the session watcher asks when it mounts. */
export const takeUnheardSessionExpiry = (): SessionExpiryReason | null => {
  const reason = unheardExpiry;
  unheardExpiry = null;
  return reason;
};

/** The reason behind a SESSION_EXPIRED answer, read from the server's message. */
export const sessionExpiryReasonOf = (error: ApiError): SessionExpiryReason =>
  isErrorText(error.message, SESSION_EXPIRED_MESSAGES.idle) ? 'idle' : 'absolute';

// Identity-service error codes (spec section 8); none is produced today, see docs/decisions/008.
const AUTH_CODES: Record<string, [number, TitleKey, DescriptionKey]> = {
  'auth/network-request-failed': [503, 'networkError', 'networkError'],
  'auth/too-many-requests': [429, 'tooManyAttempts', 'tooManyAttempts'],
  'auth/user-not-found': [404, 'userNotFound', 'userNotFound'],
  'auth/wrong-password': [401, 'incorrectPassword', 'incorrectPassword'],
  'auth/email-already-in-use': [409, 'emailInUse', 'emailInUse'],
};

const authCodeOf = (error: unknown): string | null => {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
};

const describe = (
  status: number,
  titleKey: TitleKey,
  description: string,
  isConnectionFailure = false,
): DescribedError => ({
  status,
  titleKey,
  title: i18n.t(`errors:handler.titles.${titleKey}`),
  description,
  isConnectionFailure,
});

const text = (key: DescriptionKey) => i18n.t(`errors:handler.descriptions.${key}`);

const isUnauthorized = (error: unknown) =>
  error instanceof Error && /unauthori[sz]ed/i.test(error.message);

/** Spec section 8's mapping table, in its order. */
export const describeError = (
  error: unknown,
  options: { isOnline?: boolean } = {},
): DescribedError => {
  const isOnline = options.isOnline ?? navigator.onLine;
  const isNoAnswer = error instanceof NetworkError || error instanceof TypeError || !isOnline;
  // An ApiError carries an answer, so the server was reached even if the device now reports offline.
  if (isNoAnswer && !(error instanceof ApiError)) {
    return describe(503, 'connectionError', text(isOnline ? 'connection' : 'offline'), true);
  }
  if (error instanceof ApiError) {
    const titleKey = failedResponseTitleKey(error.status);
    return describe(error.status, titleKey, formatFailedResponse(error));
  }
  const authCode = authCodeOf(error);
  if (authCode) {
    const [status, titleKey, descriptionKey] = AUTH_CODES[authCode] ?? [
      400,
      'authError',
      'authError',
    ];
    return describe(status, titleKey, text(descriptionKey));
  }
  if (isUnauthorized(error)) return describe(401, 'authRequired', text('authRequired'));
  return describe(500, 'serverError', text('unexpected'));
};

type Runtime = {
  navigate: (to: string) => void;
  currentPath: () => string;
  now: () => number;
};

const runtime: Runtime = {
  navigate: (to) => window.location.assign(to),
  currentPath: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
  now: () => Date.now(),
};

/** Replaces parts of the handler's environment (the router's navigate, a test clock); returns an undo. */
export const configureErrorHandler = (overrides: Partial<Runtime>): (() => void) => {
  const previous = { ...runtime };
  Object.assign(runtime, overrides);
  return () => Object.assign(runtime, previous);
};

/** Lets the handler navigate with the router instead of a full page load. Mount once in the layout. */
export const useErrorHandlerNavigation = () => {
  const navigate = useNavigate();
  useEffect(() => configureErrorHandler({ navigate: (to) => void navigate(to) }), [navigate]);
};

/** The /error page address for a described error (spec section 2). */
export const errorPagePath = ({ status, title, description }: DescribedError): string =>
  `${paths.error}?${new URLSearchParams({ code: String(status), message: title, description }).toString()}`;

export type HandleErrorOptions = {
  /** A toast (the default) or the /error page. */
  display?: 'toast' | 'page';
};

/**
 * The central error handler (spec section 8): describes the error, applies the side effects of its
 * row (offline flags, the path to return to after sign-in), then shows a toast or the /error page.
 */
export const handleError = (error: unknown, options: HandleErrorOptions = {}): DescribedError => {
  const described = describeError(error);
  if (described.isConnectionFailure) {
    // Offline mode announces itself ("You're Offline"); a second toast would only replace it.
    recordNetworkFailure({ message: described.description, now: runtime.now() });
    if (options.display !== 'page') return described;
  }
  if (described.status === 401 && !authCodeOf(error)) {
    rememberRedirectAfterLogin(runtime.currentPath());
    if (error instanceof ApiError && error.code === 'SESSION_EXPIRED') {
      announceSessionExpired(sessionExpiryReasonOf(error));
      return described;
    }
  }
  if (options.display === 'page') {
    runtime.navigate(errorPagePath(described));
    return described;
  }
  toast({
    variant: described.status >= 400 ? 'destructive' : 'default',
    title: described.title,
    description: described.description,
  });
  return described;
};
