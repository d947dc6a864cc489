import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyCommunity, mockFetch, signedOut } from '#tests/fixtures/web/fetch-mock';
import { renderApp } from '#tests/fixtures/web/render-app';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('not-found page', () => {
  it('counts down from 10 seconds and then goes home', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'GET /api/community/recent-users': emptyCommunity });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You will be redirected to the homepage in 10 seconds.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');

    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(
      screen.getByText('You will be redirected to the homepage in 1 second.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-such-page');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe('/');
  });
});
