import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#web/lib/query-client';
import { mockFetch, signedOut } from '#tests/fixtures/web/fetch-mock';
import { getCurrentUser } from '#shared/contracts/auth';
import { CURRENT_USER_QUERY_KEY, CURRENT_USER_ROUTE } from './current-user-query';
import { currentUserQueryOptions } from './current-user-query';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('currentUserQueryOptions', () => {
  it("keys the query by the contract's route (written out to keep the contracts off the first load)", () => {
    expect(CURRENT_USER_ROUTE).toEqual({
      method: getCurrentUser.method,
      path: getCurrentUser.path,
    });
    expect(CURRENT_USER_QUERY_KEY).toEqual([getCurrentUser.path]);
    expect(currentUserQueryOptions().queryKey).toEqual([getCurrentUser.path]);
  });

  it('reads a 401 as no user, not an error, and keeps the local keys', async () => {
    mockFetch({ 'GET /api/user': signedOut });
    localStorage.setItem('isLoggedIn', 'true');
    const user = await createQueryClient().query(currentUserQueryOptions());
    expect(user).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('returns the user and refreshes the local keys', async () => {
    mockFetch({ 'GET /api/user': () => ({ body: { id: '9', username: 'mehmet' } }) });
    const user = await createQueryClient().query(currentUserQueryOptions());
    expect(user).toMatchObject({ id: '9', username: 'mehmet', email: null, photoURL: null });
    expect(localStorage.getItem('username')).toBe('mehmet');
    expect(localStorage.getItem('userId')).toBe('9');
  });

  it('is stale after 30 s and retries once', () => {
    const options = currentUserQueryOptions();
    expect(options.staleTime).toBe(30_000);
    expect(typeof options.retry).toBe('function');
  });
});
