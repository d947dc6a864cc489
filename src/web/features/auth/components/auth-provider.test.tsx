import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#web/lib/query-client';
import { mockFetch, signedOut } from '#tests/fixtures/web/fetch-mock';
import { CURRENT_USER_QUERY_KEY } from '../api/current-user-query';
import { AuthProvider } from './auth-provider';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const BUSINESSES_KEY = ['/api/businesses'];
const userA = { id: 'a', username: 'ayse' };
const userB = { id: 'b', username: 'bora' };

const renderProvider = (firstUser: typeof userA | null) => {
  mockFetch({ 'GET /api/user': firstUser ? () => ({ body: firstUser }) : signedOut });
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <p>page</p>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return queryClient;
};

const settle = async (queryClient: ReturnType<typeof createQueryClient>, id: string | null) =>
  waitFor(
    () => {
      const user = queryClient.getQueryData<{ id: string } | null>(CURRENT_USER_QUERY_KEY);
      expect(user === undefined ? undefined : (user?.id ?? null)).toBe(id);
      // The first read also waits for the request module to load.
    },
    { timeout: 10_000 },
  );

describe("AuthProvider: one account's cached reads never reach the next", () => {
  it.each([
    ['signs out', null],
    ['is replaced by another account', userB],
  ])('drops them when the signed-in user %s', async (_label, next) => {
    const queryClient = renderProvider(userA);
    await settle(queryClient, 'a');
    queryClient.setQueryData(BUSINESSES_KEY, [{ name: "A's business" }]);
    act(() => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, next);
    });
    await waitFor(() => expect(queryClient.getQueryData(BUSINESSES_KEY)).toBeUndefined());
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual(next);
  });

  it("keeps a visitor's reads when the visitor signs in, and the user's own on a refresh", async () => {
    const queryClient = renderProvider(null);
    await settle(queryClient, null);
    queryClient.setQueryData(['/api/community/recent-users'], { totalUsers: 3 });
    act(() => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, userA);
    });
    queryClient.setQueryData(BUSINESSES_KEY, [{ name: "A's business" }]);
    act(() => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, { ...userA });
    });
    await settle(queryClient, 'a');
    expect(queryClient.getQueryData(['/api/community/recent-users'])).toEqual({ totalUsers: 3 });
    expect(queryClient.getQueryData(BUSINESSES_KEY)).toEqual([{ name: "A's business" }]);
  });
});
