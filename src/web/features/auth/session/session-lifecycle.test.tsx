import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyCommunity, mockFetch } from '#tests/fixtures/web/fetch-mock';
import { renderApp } from '#tests/fixtures/web/render-app';

const MINUTE = 60 * 1000;
const user = { id: '7', username: 'ayse' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const signedInLocally = (options: {
  startedAgo: number;
  activeAgo: number;
  remember?: boolean;
}) => {
  const now = Date.now();
  localStorage.setItem('isLoggedIn', 'true');
  localStorage.setItem('username', user.username);
  localStorage.setItem('userId', user.id);
  localStorage.setItem('sessionStartTime', String(now - options.startedAgo));
  localStorage.setItem('lastActivityTime', String(now - options.activeAgo));
  if (options.remember) localStorage.setItem('rememberMe', 'true');
};

describe('session expiry in the browser (spec section 4)', () => {
  it('after 30 idle minutes: toast for 5 s, path saved, server session ended, /auth after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchSpy = mockFetch({
      'GET /api/user': () => ({ body: user }),
      'POST /api/logout': () => ({ body: { ok: true } }),
      'GET /api/community/recent-users': emptyCommunity,
    });
    signedInLocally({ startedAgo: 40 * MINUTE, activeAgo: 30 * MINUTE + 1000 });
    const { router } = renderApp('/about?from=test');

    expect(await screen.findAllByText('Session Expired')).not.toHaveLength(0);
    expect(
      screen.getAllByText('Your session has expired due to inactivity. Please log in again.'),
    ).not.toHaveLength(0);
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/about?from=test');
    expect(fetchSpy.mock.calls.some(([url]) => url === '/api/logout')).toBe(true);

    // The toast is seen up to a few polls after it was raised (the toaster loads with the shell's
    // deferred extras), so "not before 1 s" is checked with that much margin.
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(router.state.location.pathname).toBe('/about');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('with remember me, idling is fine but 24 hours are not', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({
      'GET /api/user': () => ({ body: user }),
      'POST /api/logout': () => ({ body: { ok: true } }),
      'POST /api/session/activity': () => ({ status: 204 }),
      'GET /api/community/recent-users': emptyCommunity,
    });
    signedInLocally({ startedAgo: 23 * 60 * MINUTE, activeAgo: 3 * 60 * MINUTE, remember: true });
    renderApp('/');
    expect(await screen.findAllByText('ayse')).not.toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(
      screen.queryByText('Your session has expired. Please log in again to continue.'),
    ).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(60 * MINUTE));
    expect(
      screen.getAllByText('Your session has expired. Please log in again to continue.'),
    ).not.toHaveLength(0);
  });

  it("a 401 SESSION_EXPIRED from the server starts the same flow with the server's reason", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({
      'GET /api/user': () => ({
        status: 401,
        body: {
          code: 'SESSION_EXPIRED',
          message: 'Your session has expired due to inactivity. Please log in again.',
        },
      }),
      'POST /api/logout': () => ({ body: { ok: true } }),
      'GET /api/community/recent-users': emptyCommunity,
    });
    signedInLocally({ startedAgo: MINUTE, activeAgo: MINUTE });
    const { router } = renderApp('/about');
    expect(
      await screen.findAllByText(
        'Your session has expired due to inactivity. Please log in again.',
      ),
    ).not.toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(router.state.location.pathname).toBe('/auth');
  });
});
