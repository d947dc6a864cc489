import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import {
  configureErrorHandler,
  describeError,
  handleError,
  announceSessionExpired,
  SESSION_EXPIRED_EVENT,
  sessionExpiryReasonOf,
  takeUnheardSessionExpiry,
} from './error-handler';
import { initI18n } from './i18n';
import { OFFLINE_MODE_EVENT } from './offline-state';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('./toast-store', () => ({ toast: toastSpy }));

const apiError = (status: number, body: unknown, text = JSON.stringify(body)) =>
  new ApiError({
    status,
    code: status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL',
    message: 'fallback message',
    responseBody: body,
    responseText: text,
  });

let undo: () => void;
const navigate = vi.fn();

beforeAll(() => initI18n('en'));

beforeEach(() => {
  toastSpy.mockClear();
  navigate.mockClear();
  undo = configureErrorHandler({
    navigate,
    currentPath: () => '/account?tab=profile',
    now: () => Date.parse('2026-03-02T09:00:00.000Z'),
  });
});

afterEach(() => {
  undo();
  localStorage.clear();
});

describe('describeError: spec section 8 mapping table', () => {
  it.each<[string, unknown, number, string]>([
    ['a NetworkError', new NetworkError('x'), 503, 'Connection Error'],
    ['a fetch TypeError', new TypeError('Failed to fetch'), 503, 'Connection Error'],
    ['a 401', apiError(401, { message: 'no' }), 401, 'Authentication Required'],
    ['an unauthorized error', new Error('Unauthorized'), 401, 'Authentication Required'],
    ['a 403', apiError(403, { message: 'no' }), 403, 'Access Denied'],
    ['a 404', apiError(404, { message: 'no' }), 404, 'Page Not Found'],
    ['a 502', apiError(502, { message: 'no' }), 502, 'Server Error'],
    ['a 409', apiError(409, { message: 'no' }), 409, 'Request Error'],
    ['auth/network-request-failed', { code: 'auth/network-request-failed' }, 503, 'Network Error'],
    ['auth/too-many-requests', { code: 'auth/too-many-requests' }, 429, 'Too Many Attempts'],
    ['auth/user-not-found', { code: 'auth/user-not-found' }, 404, 'User Not Found'],
    ['auth/wrong-password', { code: 'auth/wrong-password' }, 401, 'Incorrect Password'],
    [
      'auth/email-already-in-use',
      { code: 'auth/email-already-in-use' },
      409,
      'Email Already in Use',
    ],
    ['another auth code', { code: 'auth/invalid-credential' }, 400, 'Authentication Error'],
    ['anything else', new Error('boom'), 500, 'Server Error'],
  ])('%s → %i %s', (_label, error, status, title) => {
    expect(describeError(error, { isOnline: true })).toMatchObject({ status, title });
  });

  it('treats any failure without an answer while the device is offline as a connection error', () => {
    expect(describeError(new Error('boom'), { isOnline: false })).toMatchObject({
      status: 503,
      title: 'Connection Error',
      isConnectionFailure: true,
    });
    // An answer did come back: the server was reached.
    expect(describeError(apiError(404, {}), { isOnline: false }).status).toBe(404);
  });

  it('describes a failed response as "{status}: {title} - {message}"', () => {
    expect(describeError(apiError(500, { message: 'Database is down' })).description).toBe(
      '500: Server Error - Database is down',
    );
  });
});

describe('handleError', () => {
  it('shows a destructive toast for a 4xx/5xx', () => {
    handleError(apiError(500, { error: 'Database is down' }));
    expect(toastSpy).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Server Error',
      description: '500: Server Error - Database is down',
    });
  });

  it('navigates to /error with code, message and description when asked for the page', () => {
    handleError(apiError(403, { message: 'Not yours' }), { display: 'page' });
    expect(toastSpy).not.toHaveBeenCalled();
    const target = new URL(String(navigate.mock.calls[0]?.[0]), 'http://x');
    expect(target.pathname).toBe('/error');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      code: '403',
      message: 'Access Denied',
      description: '403: Access Denied - Not yours',
    });
  });

  it('sets offline mode, the pending sync, the error time and message, and counts requests', () => {
    const announced = vi.fn();
    window.addEventListener(OFFLINE_MODE_EVENT, announced);
    handleError(new NetworkError('x'));
    handleError(new TypeError('Failed to fetch'));
    window.removeEventListener(OFFLINE_MODE_EVENT, announced);
    expect(localStorage.getItem('isOfflineMode')).toBe('true');
    expect(localStorage.getItem('pendingServerSync')).toBe('true');
    expect(localStorage.getItem('lastNetworkError')).toBe('2026-03-02T09:00:00.000Z');
    expect(localStorage.getItem('lastNetworkErrorMessage')).toMatch(/Unable to connect/);
    expect(localStorage.getItem('pendingRequestsCount')).toBe('2');
    // Offline mode is announced once (its own toast), not once per failed request.
    expect(announced).toHaveBeenCalledTimes(1);
    expect(toastSpy).not.toHaveBeenCalled();
  });

  it('saves the current path for after sign-in on a 401', () => {
    handleError(apiError(401, { message: 'no' }));
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/account?tab=profile');
    expect(toastSpy).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Authentication Required' }),
    );
  });

  it.each(['/auth', '/login', '/error?code=401', '//evil.example/x'])(
    'never saves %s as the path to return to',
    (path) => {
      const restore = configureErrorHandler({ currentPath: () => path });
      handleError(apiError(401, { message: 'no' }));
      restore();
      expect(localStorage.getItem('redirectAfterLogin')).toBeNull();
    },
  );

  it('hands a SESSION_EXPIRED answer to the session flow with its reason instead of toasting', () => {
    const listener = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, listener);
    handleError(
      new ApiError({
        status: 401,
        code: 'SESSION_EXPIRED',
        message: 'Your session has expired due to inactivity. Please log in again.',
      }),
    );
    window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ reason: 'idle' });
    expect(toastSpy).not.toHaveBeenCalled();
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/account?tab=profile');
    // The spy did not act on it (no preventDefault): it stays for the session watcher.
    expect(takeUnheardSessionExpiry()).toBe('idle');
  });

  it('keeps an expiry nobody acted on for the session watcher, once', () => {
    announceSessionExpired('absolute');
    expect(takeUnheardSessionExpiry()).toBe('absolute');
    expect(takeUnheardSessionExpiry()).toBeNull();
    const actOn = (event: Event) => event.preventDefault();
    window.addEventListener(SESSION_EXPIRED_EVENT, actOn);
    announceSessionExpired('idle');
    window.removeEventListener(SESSION_EXPIRED_EVENT, actOn);
    expect(takeUnheardSessionExpiry()).toBeNull();
  });
});

describe('sessionExpiryReasonOf', () => {
  // The server words the message in the reader's language; the reason must not depend on it.
  it.each([
    ['Your session has expired due to inactivity. Please log in again.', 'idle'],
    [
      'Uzun süre işlem yapılmadığı için oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
      'idle',
    ],
    ['Oturumunuzun süresi doldu. Devam etmek için lütfen tekrar giriş yapın.', 'absolute'],
  ])('reads "%s" as %s', (message, reason) => {
    const error = new ApiError({ status: 401, code: 'SESSION_EXPIRED', message });
    expect(sessionExpiryReasonOf(error)).toBe(reason);
  });
});
