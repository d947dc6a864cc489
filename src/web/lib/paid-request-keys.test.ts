import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/contracts/tokens';
import { mockFetch } from '#tests/fixtures/web/fetch-mock';
import { createReport } from '#web/features/reports/api/create-analysis-report';
import { createCheckout } from '#web/features/billing/api/create-checkout';
import { sendPaidRequest } from './paid-request-keys';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The Idempotency-Key each call to fetch carried. */
const sentKeys = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.map(([, init]) => new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER));

describe('sendPaidRequest', () => {
  it('keeps an action’s key until it succeeds, then starts a new one', async () => {
    const keys: string[] = [];
    const attempt = (outcome: 'lost' | 'ok') =>
      sendPaidRequest('reports:b1', async (headers) => {
        keys.push(headers[IDEMPOTENCY_KEY_HEADER] ?? '');
        if (outcome === 'lost') throw new TypeError('Failed to fetch');
        return 'report';
      });
    await expect(attempt('lost')).rejects.toThrow('Failed to fetch');
    await expect(attempt('ok')).resolves.toBe('report');
    await attempt('ok');
    expect(keys[0]).toMatch(/^[\x21-\x7e]{1,200}$/);
    // The retry is the same action; after its success the next one is a new purchase.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('gives different actions different keys', async () => {
    const keyOf = (action: string) =>
      sendPaidRequest(action, async (headers) => headers[IDEMPOTENCY_KEY_HEADER]);
    expect(await keyOf('reports:b1')).not.toBe(await keyOf('reports:b2'));
  });
});

describe('paid requests from the web app', () => {
  it('an analysis retried after a failure carries the same Idempotency-Key as the first attempt', async () => {
    let fails = true;
    const spy = mockFetch({
      'POST /api/analysis-reports': () =>
        fails
          ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Try again' } }
          : { status: 400, body: { code: 'VALIDATION_FAILED', message: 'stop here' } },
    });
    await expect(createReport('business-1')).rejects.toMatchObject({ name: 'ApiError' });
    fails = false;
    await expect(createReport('business-1')).rejects.toMatchObject({ name: 'ApiError' });
    await expect(createReport('business-2')).rejects.toMatchObject({ name: 'ApiError' });
    const [first, retry, other] = sentKeys(spy);
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
    expect(other).not.toBe(first);
  });

  it('a checkout names its product: the same product keeps its key, another gets its own', async () => {
    const spy = mockFetch({
      'POST /api/checkout': () => ({
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: 'x' },
      }),
    });
    const pack = { productKind: 'pack', productId: 'pack-20', currency: 'USD' } as const;
    await expect(createCheckout(pack)).rejects.toBeDefined();
    await expect(createCheckout(pack)).rejects.toBeDefined();
    await expect(createCheckout({ ...pack, currency: 'TRY' })).rejects.toBeDefined();
    const [first, retry, other] = sentKeys(spy);
    expect(retry).toBe(first);
    expect(other).not.toBe(first);
  });
});
