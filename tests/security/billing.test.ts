import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '#shared/catalogue';
import { CheckoutSchema, MembershipSchema } from '#shared/contracts/billing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import { parseEnv } from '#server/env';
import { billingSettingsFromEnv } from '#server/modules/billing/index';
import { addressPool, type SignedInClient, signUp } from './support/clients';
import { expectRefusal, send } from './support/http';

// Cases 55 to 58 of ../shared/docs/security.md, over HTTP. The suite's server has no Stripe keys
// (the demo checkout); the webhook cases run an app of their own, configured from the same
// variables as production, whose Stripe API address is a local fake: nothing here reaches Stripe.
const nextAddress = addressPool(55);
const pack60 = { productKind: 'pack', productId: 'pack-60', currency: 'USD' } as const;
const PACK_60_TOKENS = CATALOGUE.packs.find((pack) => pack.id === 'pack-60')?.tokens ?? 0;

const balanceOf = async (client: SignedInClient) => {
  const response = await client.send('/api/membership');
  expect(response.status, response.text).toBe(200);
  return MembershipSchema.parse(response.json()).tokenBalance;
};

const checkout = (client: SignedInClient, body: unknown, key?: string) =>
  client.send('/api/checkout', {
    json: body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

describe('case 55: checkout takes a product, never a price, a quantity or a user', () => {
  it('refuses unknown packs, quantities, client prices and a userId field with 400', async () => {
    const alice = await signUp(nextAddress());
    const bob = await signUp(nextAddress());
    const quantities = [0, -1, 1.5, '1', 2 ** 31, 2 ** 53 + 1, 1e308];
    const bodies = [
      { ...pack60, productId: 'pack-unknown' },
      ...quantities.map((quantity) => ({ ...pack60, quantity })),
      { ...pack60, amount: 1 },
      { ...pack60, price: 1 },
      { ...pack60, userId: bob.userId },
    ];
    for (const body of bodies) expectRefusal(await checkout(alice, body), 400);
    const created = await checkout(alice, pack60);
    expect(created.status).toBe(201);
    const { checkoutId } = created.json() as { checkoutId: string };
    const status = CheckoutSchema.parse((await alice.send(`/api/checkout/${checkoutId}`)).json());
    expect(status.amount).toBe(CATALOGUE.packs[1]?.price.USD);
    // Another user's checkout: 404, and confirming it credits nobody.
    expectRefusal(await bob.send(`/api/checkout/${checkoutId}`), 404);
    expectRefusal(await bob.send(`/api/checkout/${checkoutId}/confirm`, { method: 'POST' }), 404);
    expect(await balanceOf(bob)).toBe(CATALOGUE.signUpTokens);
    expect(await balanceOf(alice)).toBe(CATALOGUE.signUpTokens);
  });
});

describe('case 56: Idempotency-Key', () => {
  it('replays one checkout for one key, sequentially and 10 at once, and refuses a changed body', async () => {
    const client = await signUp(nextAddress());
    const first = await checkout(client, pack60, 'security-case-56-a');
    const second = await checkout(client, pack60, 'security-case-56-a');
    expect(first.status).toBe(201);
    expect(second.text).toBe(first.text);
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => checkout(client, pack60, 'security-case-56-b')),
    );
    expect(burst.map((response) => response.status)).toEqual(Array(10).fill(201));
    expect(new Set(burst.map((response) => response.text)).size).toBe(1);
    expectRefusal(
      await checkout(client, { ...pack60, productId: 'pack-400' }, 'security-case-56-a'),
      409,
    );
    // Confirming the replayed checkout 10 times at once credits its tokens once.
    const { checkoutId } = first.json() as { checkoutId: string };
    const confirms = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.send(`/api/checkout/${checkoutId}/confirm`, { method: 'POST' }),
      ),
    );
    expect(confirms.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(await balanceOf(client)).toBe(CATALOGUE.signUpTokens + PACK_60_TOKENS);
  });
});

describe('cases 57 and 58: the Stripe webhook', () => {
  const SECRET = 'whsec_security_suite_only';
  let fakeStripe: http.Server;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    // Stripe's API as far as POST /v1/checkout/sessions goes: a session for our checkout id.
    fakeStripe = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const id = new URLSearchParams(body).get('client_reference_id') ?? 'none';
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            id: `cs_test_${id}`,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/${id}`,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => fakeStripe.listen(0, '127.0.0.1', resolve));
    const { port } = fakeStripe.address() as AddressInfo;
    const env = parseEnv({
      NODE_ENV: 'test',
      STRIPE_SECRET_KEY: 'sk_test_security_suite_only',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    });
    database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    app = await buildApp({ database, webRoot: null, billing: billingSettingsFromEnv(env) });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await new Promise((resolve) => fakeStripe.close(resolve));
  });

  const stripeCheckout = async (client: SignedInClient) => {
    const response = await checkout(client, pack60);
    expect(response.status, response.text).toBe(201);
    return (response.json() as { checkoutId: string }).checkoutId;
  };

  let eventSequence = 0;
  const completedEvent = (checkoutId: string, id = `evt_security_${++eventSequence}`) =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_test_${checkoutId}`,
          object: 'checkout.session',
          client_reference_id: checkoutId,
          payment_status: 'paid',
          amount_total: CATALOGUE.packs[1]?.price.USD,
          currency: 'usd',
        },
      },
    });

  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? SECRET,
      ...options,
    });

  /** As Stripe sends it: no cookie, no Origin, no Fetch Metadata. */
  const deliver = (payload: string, signature: string | null) =>
    send(`${origin}/api/stripe/webhook`, {
      body: payload,
      sameOrigin: false,
      cookie: null,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
    });

  it('case 57: refuses every bad signature with 400 and credits nothing', async () => {
    const client = await signUp(nextAddress(), { origin: origin });
    const checkoutId = await stripeCheckout(client);
    const payload = completedEvent(checkoutId);
    // Ten seconds beyond the window, so a slow run cannot carry a future stamp back inside it; the
    // exact edge is the route test's, which holds the server's clock still.
    const now = Math.floor(Date.now() / 1000);
    const bad: [string, string, string | null][] = [
      ['no header', payload, null],
      ['wrong secret', payload, sign(payload, { secret: 'whsec_wrong' })],
      ['body changed by one byte', payload.replace('"paid"', '"paie"'), sign(payload)],
      ['JSON re-serialised', JSON.stringify(JSON.parse(payload), null, 2), sign(payload)],
      ['t older than 300 s', payload, sign(payload, { timestamp: now - 310 })],
      ['t in the future', payload, sign(payload, { timestamp: now + 310 })],
      ['v1 of another event', payload, sign(completedEvent(checkoutId))],
    ];
    for (const [name, body, signature] of bad) {
      const response = await deliver(body, signature);
      expect(response.status, name).toBe(400);
    }
    expect(await balanceOf(client)).toBe(CATALOGUE.signUpTokens);
  });

  it('case 58: one event 10 times at once, and another event for the same session, credit once', async () => {
    const client = await signUp(nextAddress(), { origin: origin });
    const checkoutId = await stripeCheckout(client);
    // The success redirect alone credits nothing.
    await client.send(`/subscription-checkout?checkout=${checkoutId}&status=success`);
    expect(await balanceOf(client)).toBe(CATALOGUE.signUpTokens);
    const payload = completedEvent(checkoutId);
    const signature = sign(payload);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => deliver(payload, signature)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const again = completedEvent(checkoutId);
    expect((await deliver(again, sign(again))).status).toBe(200);
    expect(await balanceOf(client)).toBe(CATALOGUE.signUpTokens + PACK_60_TOKENS);
  });
});
