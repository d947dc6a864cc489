import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, signedOut } from '#tests/fixtures/web/fetch-mock';
import { createQueryClient } from '#web/lib/query-client';
import { currentUserQueryOptions } from './current-user-query';

/** Counts when the reading module (the contracts, Zod) is first evaluated. */
const readerEvaluated = vi.hoisted(() => vi.fn());
vi.mock('./get-current-user', async (importOriginal) => {
  readerEvaluated();
  return importOriginal();
});

afterEach(() => vi.unstubAllGlobals());

describe('the current user read', () => {
  // In this order: a module is evaluated once per test file.
  it("reads a visitor's bare null without loading the contracts", async () => {
    mockFetch({ 'GET /api/user': () => ({ body: null }) });
    expect(await createQueryClient().query(currentUserQueryOptions())).toBeNull();
    expect(readerEvaluated).not.toHaveBeenCalled();
  });

  it('reads anything else through the contracts: a user, a 401', async () => {
    mockFetch({ 'GET /api/user': () => ({ body: { id: '9', username: 'mehmet' } }) });
    expect(await createQueryClient().query(currentUserQueryOptions())).toMatchObject({
      id: '9',
      username: 'mehmet',
    });
    expect(readerEvaluated).toHaveBeenCalledOnce();
    mockFetch({ 'GET /api/user': signedOut });
    expect(await createQueryClient().query(currentUserQueryOptions())).toBeNull();
  });
});
