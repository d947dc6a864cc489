import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyCommunity, mockFetch, signedOut } from '#tests/fixtures/web/fetch-mock';
import { renderApp } from '#tests/fixtures/web/render-app';
import { WAIT } from '#tests/fixtures/waits';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The listener arrives with the shell's deferred extras (the accessibility button's chunk).
const shellExtrasLoaded = () => screen.findByRole('button', { name: /^Accessibility settings/ });

const setOnline = (isOnline: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
};

/** Opens a page, goes offline, leaves a sync owed and comes back online. */
const reconnectWithSyncPending = async () => {
  renderApp('/about');
  await screen.findByRole('heading', { level: 1, name: 'About Foresight' });
  await shellExtrasLoaded();
  setOnline(false);
  localStorage.setItem('pendingServerSync', 'true');
  setOnline(true);
};

describe('offline mode (spec section 4)', () => {
  it("sets the flag and says You're Offline; back online clears it and reads again", async () => {
    const fetchSpy = mockFetch({
      'GET /api/user': signedOut,
      'GET /api/community/recent-users': emptyCommunity,
    });
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Foresight' });
    await shellExtrasLoaded();
    setOnline(false);
    expect(await screen.findAllByText("You're Offline")).not.toHaveLength(0);
    expect(localStorage.getItem('isOfflineMode')).toBe('true');

    const readsBefore = fetchSpy.mock.calls.length;
    setOnline(true);
    expect(localStorage.getItem('isOfflineMode')).toBeNull();
    await vi.waitFor(() => expect(fetchSpy.mock.calls.length).toBeGreaterThan(readsBefore), WAIT);
  });

  it('with a sync pending: Reconnecting..., then Connected once the server answers', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'GET /api/community/recent-users': emptyCommunity });
    await reconnectWithSyncPending();
    expect(await screen.findAllByText('Connected')).not.toHaveLength(0);
    expect(screen.getAllByText('Successfully reconnected to the server.')).not.toHaveLength(0);
    expect(localStorage.getItem('pendingServerSync')).toBeNull();
  });

  it('with a sync pending and the server failing: Connection Failed, the sync still owed', async () => {
    mockFetch({
      'GET /api/user': () => ({ status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'x' } }),
      'GET /api/community/recent-users': emptyCommunity,
    });
    await reconnectWithSyncPending();
    expect(await screen.findAllByText('Connection Failed')).not.toHaveLength(0);
    expect(
      screen.getAllByText('Could not reconnect to the server. Please try again later.'),
    ).not.toHaveLength(0);
    expect(localStorage.getItem('pendingServerSync')).toBe('true');
  });
});
