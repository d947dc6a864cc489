import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '#shared/catalogue';
import { checkoutSessions } from '#server/db/schema/index';
import { registerUser } from '#tests/fixtures/auth-helpers';
import {
  balanceAndLedgerSum,
  buyWithDemoCheckout,
  ledgerOf,
  notificationsOf,
  startCheckout,
} from '#tests/fixtures/billing';
import { callApi, setUpTestApp } from '#tests/fixtures/test-app';

const testApp = setUpTestApp();
const pack60 = { productKind: 'pack', productId: 'pack-60', currency: 'USD' } as const;

const checkoutsOf = (userId: string) =>
  testApp.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId));

describe('POST /api/checkout (security case 55)', () => {
  it('refuses unknown products, amounts, quantities and a userId in the body', async () => {
    const { cookie, user } = await registerUser(testApp.app);
    const bodies = [
      { ...pack60, productId: 'pack-1000' },
      { ...pack60, productKind: 'tier', productId: 'free' },
      { ...pack60, currency: 'EUR' },
      ...[0, -1, 1.5, '1', 2 ** 31, 2 ** 53 + 1, 1e308].map((quantity) => ({
        ...pack60,
        quantity,
      })),
      { ...pack60, amount: 1 },
      { ...pack60, price: 1 },
      { ...pack60, userId: user.id },
      {},
    ];
    for (const body of bodies) {
      const response = await startCheckout(testApp.app, cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await checkoutsOf(user.id)).toHaveLength(0);
  });

  it('prices the checkout from the catalogue only and refuses anonymous callers', async () => {
    const { cookie, user } = await registerUser(testApp.app);
    const response = await startCheckout(testApp.app, cookie, { ...pack60, currency: 'TRY' });
    expect(response.statusCode).toBe(201);
    const { checkoutId, redirectUrl } = response.json<{
      checkoutId: string;
      redirectUrl: string;
    }>();
    expect(redirectUrl).toBe(`/subscription-checkout?checkout=${checkoutId}`);
    const [row] = await checkoutsOf(user.id);
    expect(row).toMatchObject({
      id: checkoutId,
      amount: CATALOGUE.packs[1]?.price.TRY,
      currency: 'TRY',
      provider: 'demo',
      status: 'open',
    });
    const anonymous = await callApi(testApp.app, {
      method: 'POST',
      url: '/api/checkout',
      payload: pack60,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('Idempotency-Key (security case 56)', () => {
  it('answers a repeated key with the same checkout, sequentially and 10 at once', async () => {
    const { cookie, user } = await registerUser(testApp.app);
    const first = await startCheckout(testApp.app, cookie, pack60, 'buy-60-tokens-once');
    const again = await startCheckout(testApp.app, cookie, pack60, 'buy-60-tokens-once');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        startCheckout(testApp.app, cookie, pack60, 'ten-at-once-key'),
      ),
    );
    expect(new Set(burst.map((response) => response.statusCode))).toEqual(new Set([201]));
    expect(new Set(burst.map((response) => response.body)).size).toBe(1);
    expect(await checkoutsOf(user.id)).toHaveLength(2);
  });

  it('refuses the same key with a different body, and keeps keys apart between users', async () => {
    const alice = await registerUser(testApp.app);
    const bob = await registerUser(testApp.app);
    const first = await startCheckout(testApp.app, alice.cookie, pack60, 'shared-key-123');
    const changed = await startCheckout(
      testApp.app,
      alice.cookie,
      { ...pack60, productId: 'pack-400' },
      'shared-key-123',
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'CONFLICT' });
    const otherCurrency = await startCheckout(
      testApp.app,
      alice.cookie,
      { ...pack60, currency: 'TRY' },
      'shared-key-123',
    );
    expect(otherCurrency.statusCode).toBe(409);
    const bobs = await startCheckout(testApp.app, bob.cookie, pack60, 'shared-key-123');
    expect(bobs.statusCode).toBe(201);
    expect(bobs.json<{ checkoutId: string }>().checkoutId).not.toBe(
      first.json<{ checkoutId: string }>().checkoutId,
    );
    const malformed = await startCheckout(testApp.app, alice.cookie, pack60, 'key with spaces ✓');
    expect(malformed.statusCode).toBe(400);
  });
});

describe('the demo checkout', () => {
  it('credits the pack once on confirmation, never on the return address alone', async () => {
    const { cookie, user } = await registerUser(testApp.app);
    const created = await startCheckout(testApp.app, cookie, pack60);
    const { checkoutId } = created.json<{ checkoutId: string }>();
    const status = await callApi(testApp.app, {
      method: 'GET',
      url: `/api/checkout/${checkoutId}`,
      cookie,
    });
    expect(status.json()).toMatchObject({ status: 'open', tokens: 60, amount: 1200 });
    expect((await balanceAndLedgerSum(testApp.database, user.id)).balance).toBe(0);

    const confirms = await Promise.all(
      Array.from({ length: 10 }, () =>
        callApi(testApp.app, {
          method: 'POST',
          url: `/api/checkout/${checkoutId}/confirm`,
          cookie,
        }),
      ),
    );
    expect(confirms.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(confirms[0]?.json()).toMatchObject({ status: 'completed' });
    const totals = await balanceAndLedgerSum(testApp.database, user.id);
    expect(totals).toEqual({ balance: CATALOGUE.signUpTokens + 60, ledgerSum: totals.balance });
    expect((await ledgerOf(testApp.database, user.id)).map((entry) => entry.key)).toEqual([
      'sign-up',
      `checkout:${checkoutId}`,
    ]);
    expect(await notificationsOf(testApp.database, user.id)).toEqual([
      { kind: 'tokensCredited', params: { tokens: 60, balance: CATALOGUE.signUpTokens + 60 } },
    ]);
  });

  it("answers another user's checkout with 404 and does not complete it", async () => {
    const owner = await registerUser(testApp.app);
    const intruder = await registerUser(testApp.app);
    const { checkoutId } = (await startCheckout(testApp.app, owner.cookie, pack60)).json<{
      checkoutId: string;
    }>();
    for (const [method, url] of [
      ['GET', `/api/checkout/${checkoutId}`],
      ['POST', `/api/checkout/${checkoutId}/confirm`],
    ] as const) {
      const response = await callApi(testApp.app, { method, url, cookie: intruder.cookie });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const [row] = await checkoutsOf(owner.user.id);
    expect(row?.status).toBe('open');
    expect((await balanceAndLedgerSum(testApp.database, intruder.user.id)).balance).toBe(0);
  });

  it('buys more than one pack, each credited under its own checkout', async () => {
    const { cookie, user } = await registerUser(testApp.app);
    await buyWithDemoCheckout(testApp.app, cookie, { productKind: 'pack', productId: 'pack-20' });
    await buyWithDemoCheckout(testApp.app, cookie, { productKind: 'pack', productId: 'pack-20' });
    const totals = await balanceAndLedgerSum(testApp.database, user.id);
    expect(totals.balance).toBe(CATALOGUE.signUpTokens + 40);
    expect(totals.ledgerSum).toBe(totals.balance);
  });
});

const availability = (app: typeof testApp.app) =>
  callApi(app, { method: 'GET', url: '/api/checkout/availability' });

describe('GET /api/checkout/availability', () => {
  it('tells anyone, signed in or not, that purchases go through the demo checkout', async () => {
    const response = await availability(testApp.app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mode: 'demo' });
  });
});

describe('the demo checkout in production', () => {
  const production = setUpTestApp({ billing: { stripe: null, isDemoCheckoutAllowed: false } });

  // The pages read this before showing a buy button that could only end in the 503 below.
  it('is announced as unavailable before anyone tries', async () => {
    const response = await availability(production.app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mode: 'unavailable' });
  });

  it('is refused with CHECKOUT_UNAVAILABLE and stores nothing', async () => {
    const { cookie, user } = await registerUser(production.app);
    const response = await startCheckout(production.app, cookie, pack60);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'CHECKOUT_UNAVAILABLE' });
    const rows = await production.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, user.id));
    expect(rows).toHaveLength(0);
  });
});
