import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSignInOptions } from '#shared/contracts/auth';
import { createQueryClient } from '#web/lib/query-client';
import { mockFetch } from '#tests/fixtures/web/fetch-mock';
import { SIGN_IN_OPTIONS_QUERY_KEY, signInOptionsQueryOptions } from './get-sign-in-options';

afterEach(() => vi.unstubAllGlobals());

describe('signInOptionsQueryOptions', () => {
  it("keys the query by the contract's path (written out to keep the contracts off the first load)", () => {
    expect(SIGN_IN_OPTIONS_QUERY_KEY).toEqual([getSignInOptions.path]);
    expect(signInOptionsQueryOptions().queryKey).toEqual([getSignInOptions.path]);
  });

  it("reads the server's options through the contract", async () => {
    mockFetch({
      'GET /api/auth/options': () => ({ body: { provider: { name: 'Google' }, outboxPage: true } }),
    });
    await expect(createQueryClient().query(signInOptionsQueryOptions())).resolves.toEqual({
      provider: { name: 'Google' },
      outboxPage: true,
    });
  });
});
