import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '#shared/catalogue';
import { checkoutSessions, memberships } from '#server/db/schema/index';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { balanceAndLedgerSum, ledgerOf, startCheckout } from '#tests/fixtures/billing';
import { callApi, setUpTestApp } from '#tests/fixtures/test-app';
import type { HostedCheckoutRequest, PaymentGateway } from './payment-gateway';

const SECRET = 'whsec_test_secret_for_route_tests';

/** Records what Stripe would have been asked; no test here reaches Stripe's network. */
const fakeGateway = () => {
  const sessions: HostedCheckoutRequest[] = [];
  const cancelledAtPeriodEnd: string[] = [];
  const cancelledNow: string[] = [];
  const gateway: PaymentGateway = {
    createCheckoutSession: async (request) => {
      sessions.push(request);
      return {
        sessionId: `cs_test_${request.checkoutId}`,
        url: `https://checkout.stripe.test/${request.checkoutId}`,
      };
    },
    cancelSubscriptionAtPeriodEnd: async (id) => {
      cancelledAtPeriodEnd.push(id);
    },
    cancelSubscriptionNow: async (id) => {
      cancelledNow.push(id);
    },
  };
  return { gateway, sessions, cancelledAtPeriodEnd, cancelledNow };
};

const fake = fakeGateway();
/** Real time, except while a test holds it still: the signature window is judged to the second. */
let heldAt: number | undefined;
const testApp = setUpTestApp({
  clock: () => new Date(heldAt ?? Date.now()),
  billing: {
    stripe: { webhookSecret: SECRET, gateway: fake.gateway },
    isDemoCheckoutAllowed: false,
  },
});

let eventSequence = 0;
const event = (type: string, object: Record<string, unknown>, id = `evt_${++eventSequence}`) =>
  JSON.stringify({ id, object: 'event', type, data: { object } });

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });

/** Stripe's own request: no session, no Origin, no Fetch Metadata. */
const deliver = (payload: string, signature: string | null = sign(payload)) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });

const completed = (checkoutId: string, extra: Record<string, unknown> = {}) => ({
  id: `cs_test_${checkoutId}`,
  object: 'checkout.session',
  client_reference_id: checkoutId,
  payment_status: 'paid',
  amount_total: 1200,
  currency: 'usd',
  ...extra,
});

const buy = async (user: SignedInUser, body: Record<string, unknown>) => {
  const response = await startCheckout(testApp.app, user.cookie, { currency: 'USD', ...body });
  expect(response.statusCode).toBe(201);
  return response.json<{ checkoutId: string; redirectUrl: string }>();
};

const balanceOf = async (user: SignedInUser) => {
  const totals = await balanceAndLedgerSum(testApp.database, user.user.id);
  expect(totals.ledgerSum).toBe(totals.balance);
  return totals.balance;
};

describe('Stripe checkout', () => {
  it('is announced as available through Stripe', async () => {
    const response = await callApi(testApp.app, {
      method: 'GET',
      url: '/api/checkout/availability',
    });
    expect(response.json()).toEqual({ mode: 'stripe' });
  });

  it('opens a Stripe session priced from the catalogue with our checkout id', async () => {
    const user = await registerUser(testApp.app);
    const { checkoutId, redirectUrl } = await buy(user, {
      productKind: 'tier',
      productId: 'pro',
      currency: 'TRY',
    });
    expect(redirectUrl).toBe(`https://checkout.stripe.test/${checkoutId}`);
    expect(fake.sessions.at(-1)).toMatchObject({
      checkoutId,
      mode: 'subscription',
      amount: CATALOGUE.tiers[2]?.monthlyPrice?.TRY,
      currency: 'TRY',
      successUrl: `http://localhost/subscription-checkout?checkout=${checkoutId}&status=success`,
      cancelUrl: `http://localhost/subscription-checkout?checkout=${checkoutId}&status=cancelled`,
    });
    const confirm = await callApi(testApp.app, {
      method: 'POST',
      url: `/api/checkout/${checkoutId}/confirm`,
      cookie: user.cookie,
    });
    expect(confirm.statusCode).toBe(409);
  });
});

describe('POST /api/stripe/webhook signatures (security case 57)', () => {
  it('answers 400 and credits nothing for any signature that does not verify', async () => {
    const user = await registerUser(testApp.app);
    const { checkoutId } = await buy(user, { productKind: 'pack', productId: 'pack-60' });
    const payload = event('checkout.session.completed', completed(checkoutId));
    heldAt = Date.now();
    const now = Math.floor(heldAt / 1000);
    const otherPayload = event('checkout.session.completed', completed(checkoutId));
    const otherSignature = sign(otherPayload);
    const attempts: [string, string, string | null][] = [
      ['no header', payload, null],
      ['wrong secret', payload, sign(payload, { secret: 'whsec_someone_else' })],
      ['one byte changed', payload.replace('"paid"', '"paie"'), sign(payload)],
      ['re-serialised JSON', JSON.stringify(JSON.parse(payload), null, 1), sign(payload)],
      ['301 s old', payload, sign(payload, { timestamp: now - 301 })],
      ['301 s in the future', payload, sign(payload, { timestamp: now + 301 })],
      ['v1 of another event', payload, otherSignature],
      ['garbage header', payload, 't=1,v1=zz'],
    ];
    try {
      for (const [name, body, signature] of attempts) {
        const response = await deliver(body, signature);
        expect(response.statusCode, name).toBe(400);
        expect(response.json(), name).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
    } finally {
      heldAt = undefined;
    }
    expect(await balanceOf(user)).toBe(0);
    const ok = await deliver(payload);
    expect(ok.statusCode).toBe(200);
    expect(await balanceOf(user)).toBe(CATALOGUE.signUpTokens + 60);
  });

  it('is refused to a cross-site browser form (no CSRF door)', async () => {
    const payload = event('checkout.session.completed', {});
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'cross-site',
        'stripe-signature': sign(payload),
      },
      payload,
    });
    expect(response.statusCode).toBe(403);
  });

  it('stays out of the API documentation, which lists the billing endpoints', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const documented = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(documented).toContain('/api/checkout');
    expect(documented).not.toContain('/api/stripe/webhook');
  });

  it('leaves the strict JSON parser of every other route as it was', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/byte order mark/);
  });
});

describe('POST /api/stripe/webhook duplicates and order (security case 58)', () => {
  it('credits a pack once for one event delivered 10 times at once', async () => {
    const user = await registerUser(testApp.app);
    const { checkoutId } = await buy(user, { productKind: 'pack', productId: 'pack-60' });
    // The success redirect alone credits nothing.
    const status = await callApi(testApp.app, {
      method: 'GET',
      url: `/api/checkout/${checkoutId}`,
      cookie: user.cookie,
    });
    expect(status.json()).toMatchObject({ status: 'open', provider: 'stripe' });
    expect(await balanceOf(user)).toBe(0);

    const payload = event('checkout.session.completed', completed(checkoutId));
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await balanceOf(user)).toBe(CATALOGUE.signUpTokens + 60);

    // Another event about the same session, and a late "expired": nothing more.
    await deliver(event('checkout.session.async_payment_succeeded', completed(checkoutId)));
    await deliver(event('checkout.session.expired', completed(checkoutId)));
    expect(await balanceOf(user)).toBe(CATALOGUE.signUpTokens + 60);
    const [row] = await testApp.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkoutId));
    expect(row?.status).toBe('completed');
  });

  it('is safe out of order: a refund first, an unpaid completion, then the payment', async () => {
    const user = await registerUser(testApp.app);
    const { checkoutId } = await buy(user, { productKind: 'pack', productId: 'pack-60' });
    await deliver(event('charge.refunded', { id: 'ch_1', object: 'charge' }));
    await deliver(
      event('checkout.session.completed', completed(checkoutId, { payment_status: 'unpaid' })),
    );
    expect(await balanceOf(user)).toBe(0);
    await deliver(event('checkout.session.async_payment_succeeded', completed(checkoutId)));
    expect(await balanceOf(user)).toBe(CATALOGUE.signUpTokens + 60);
  });

  it('credits nothing for a session that is not ours or not for the amount asked', async () => {
    const user = await registerUser(testApp.app);
    const { checkoutId } = await buy(user, { productKind: 'pack', productId: 'pack-60' });
    const foreign = await deliver(
      event('checkout.session.completed', completed(checkoutId, { id: 'cs_test_someone_else' })),
    );
    expect(foreign.statusCode).toBe(200);
    await deliver(event('checkout.session.completed', completed(checkoutId, { amount_total: 1 })));
    await deliver(
      event('checkout.session.completed', completed(checkoutId, { client_reference_id: null })),
    );
    expect(await balanceOf(user)).toBe(0);
  });
});

describe('Stripe memberships', () => {
  const periodOf = (start: Date, days: number) => ({
    start: Math.floor(start.getTime() / 1000),
    end: Math.floor(start.getTime() / 1000) + days * 86_400,
  });

  it('starts on completion, renews on invoice.paid once per period, and cancels at Stripe', async () => {
    const user = await registerUser(testApp.app);
    const { checkoutId } = await buy(user, { productKind: 'tier', productId: 'plus' });
    await deliver(
      event(
        'checkout.session.completed',
        completed(checkoutId, { amount_total: 900, subscription: 'sub_plus_1' }),
      ),
    );
    const plus = CATALOGUE.tiers[1]?.monthlyTokens ?? 0;
    expect(await balanceOf(user)).toBe(CATALOGUE.signUpTokens + plus);
    const [membership] = await testApp.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user.user.id));
    expect(membership).toMatchObject({ tierId: 'plus', provider: 'stripe' });

    const next = new Date((membership?.currentPeriodEnd ?? new Date()).getTime());
    const invoice = event('invoice.paid', {
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      parent: { subscription_details: { subscription: 'sub_plus_1' } },
      lines: { data: [{ period: periodOf(next, 30) }] },
    });
    await Promise.all([deliver(invoice), deliver(invoice)]);
    // The same renewal again under a new event id (a replayed invoice) changes nothing either.
    await deliver(invoice.replace(/"evt_\d+"/, '"evt_replayed_invoice"'));
    const kinds = (await ledgerOf(testApp.database, user.user.id)).map((entry) => entry.kind);
    // The unspent first month expired, the second month credited, each once.
    expect(kinds).toEqual(['signUp', 'allowance', 'expire', 'allowance']);
    expect(await balanceOf(user)).toBe(CATALOGUE.signUpTokens + plus);

    const cancelled = await callApi(testApp.app, {
      method: 'POST',
      url: '/api/membership/cancel',
      cookie: user.cookie,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ tierId: 'plus', renews: false });
    expect(fake.cancelledAtPeriodEnd).toEqual(['sub_plus_1']);
  });

  it('a second payment for the running tier (issue 34) changes nothing and ends its own subscription', async () => {
    const user = await registerUser(testApp.app);
    const first = await buy(user, { productKind: 'tier', productId: 'plus' });
    const second = await buy(user, { productKind: 'tier', productId: 'pro' });
    await deliver(
      event(
        'checkout.session.completed',
        completed(first.checkoutId, { amount_total: 900, subscription: 'sub_first' }),
      ),
    );
    // A second Plus checkout, as one opened just before the first was paid would be.
    await testApp.database.db
      .update(checkoutSessions)
      .set({ productId: 'plus', amount: 900 })
      .where(eq(checkoutSessions.id, second.checkoutId));
    const [before] = await testApp.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user.user.id));
    const ledgerBefore = await ledgerOf(testApp.database, user.user.id);

    const duplicate = await deliver(
      event(
        'checkout.session.completed',
        completed(second.checkoutId, { amount_total: 900, subscription: 'sub_second' }),
      ),
    );
    expect(duplicate.statusCode).toBe(200);
    const [after] = await testApp.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user.user.id));
    expect(after).toEqual(before);
    expect(after).toMatchObject({ tierId: 'plus', providerSubscriptionId: 'sub_first' });
    expect(await ledgerOf(testApp.database, user.user.id)).toEqual(ledgerBefore);
    // The duplicate never renews; the running one is untouched. The money goes back by hand.
    expect(fake.cancelledNow).toContain('sub_second');
    expect(fake.cancelledNow).not.toContain('sub_first');
    const [paid] = await testApp.database.db
      .select({ status: checkoutSessions.status })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, second.checkoutId));
    expect(paid?.status).toBe('completed');
  });
});
