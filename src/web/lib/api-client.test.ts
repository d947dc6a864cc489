import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession, deleteSession } from '#shared/contracts/auth';
import { getRecentUsers } from '#shared/contracts/community';
import { mockFetch } from '#tests/fixtures/web/fetch-mock';
import { ApiError, NetworkError, apiRequest } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with credentials and returns the parsed success body', async () => {
    const fetchSpy = mockFetch({
      'POST /api/login': () => ({ body: { id: '7', username: 'ayse', extra: 1 } }),
    });
    const user = await apiRequest(createSession, {
      body: { username: 'ayse', password: 'secret' },
    });
    expect(user).toMatchObject({ id: '7', username: 'ayse', emailVerified: false });
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ username: 'ayse', password: 'secret' }));
  });

  it('sends no body and no content type when the endpoint takes none', async () => {
    const fetchSpy = mockFetch({ 'POST /api/logout': () => ({ body: { ok: true } }) });
    await apiRequest(deleteSession);
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });

  it('throws ApiError with status, code, message and field errors from an error body', async () => {
    mockFetch({
      'POST /api/login': () => ({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are invalid.',
          fieldErrors: { username: ['Username must be at least 3 characters'] },
        },
      }),
    });
    const error = await apiRequest(createSession, { body: { username: 'a', password: 'x' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid.',
      fieldErrors: { username: ['Username must be at least 3 characters'] },
    });
  });

  it('derives a code from the status when the error body is not ours', async () => {
    mockFetch({ 'GET /api/community/recent-users': () => ({ status: 502, body: '<html>' }) });
    await expect(apiRequest(getRecentUsers)).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      responseBody: '<html>',
      responseText: '"<html>"',
    });
  });

  it('rejects a success body that does not match the contract', async () => {
    mockFetch({ 'GET /api/community/recent-users': () => ({ body: { totalUsers: 'many' } }) });
    await expect(apiRequest(getRecentUsers)).rejects.toBeInstanceOf(ApiError);
  });

  it('throws NetworkError when fetch itself fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest(getRecentUsers)).rejects.toBeInstanceOf(NetworkError);
  });
});
