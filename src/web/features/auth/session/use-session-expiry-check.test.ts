import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSessionExpired } from '#web/lib/error-handler';
import { browserClock } from './session-clock';
import { useSessionExpiryCheck } from './use-session-expiry-check';

afterEach(() => localStorage.clear());

describe('the session watcher and the server’s expiry answers', () => {
  it('acts on an expiry the server announced before the watcher was mounted', () => {
    localStorage.setItem('isLoggedIn', 'true');
    // The first user read answers before the shell's extras (and this hook) have loaded.
    announceSessionExpired('idle');
    const expire = vi.fn();
    renderHook(() => useSessionExpiryCheck(browserClock, expire, false));
    expect(expire).toHaveBeenCalledExactlyOnceWith('idle');
  });

  it('acts on a later announcement once, and leaves nothing behind for the next mount', () => {
    localStorage.setItem('isLoggedIn', 'true');
    const expire = vi.fn();
    const { unmount } = renderHook(() => useSessionExpiryCheck(browserClock, expire, false));
    announceSessionExpired('absolute');
    expect(expire).toHaveBeenCalledExactlyOnceWith('absolute');
    unmount();
    renderHook(() => useSessionExpiryCheck(browserClock, expire, false));
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('tells nobody who does not think they are signed in', () => {
    announceSessionExpired('idle');
    const expire = vi.fn();
    renderHook(() => useSessionExpiryCheck(browserClock, expire, false));
    expect(expire).not.toHaveBeenCalled();
  });
});
