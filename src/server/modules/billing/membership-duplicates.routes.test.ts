import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '#shared/catalogue';
import { checkoutSessions, memberships } from '#server/db/schema/index';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import {
  balanceAndLedgerSum,
  buyWithDemoCheckout,
  ledgerOf,
  startCheckout,
} from '#tests/fixtures/billing';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { callApi, errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';

// Issue 34, finding 4: three checkouts of one membership confirmed at the same moment all
// completed; each restarted the month and replaced its allowance (with Stripe: three charges).
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the requests really overlap.

const clock = createFakeClock(new Date('2027-03-10T10:00:00.000Z'));
const testApp = setUpTestApp({ clock });
const SIMULTANEOUS = 10;
const tokensOf = (id: 'plus' | 'pro') =>
  CATALOGUE.tiers.find((tier) => tier.id === id)?.monthlyTokens ?? 0;

const confirm = (user: SignedInUser, checkoutId: string) =>
  callApi(testApp.app, {
    method: 'POST',
    url: `/api/checkout/${checkoutId}/confirm`,
    cookie: user.cookie,
  });

const tierCheckoutsOf = (userId: string) =>
  testApp.database.db
    .select({ id: checkoutSessions.id, status: checkoutSessions.status })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.productKind, 'tier')));

const membershipRowOf = async (userId: string) =>
  (await testApp.database.db.select().from(memberships).where(eq(memberships.userId, userId)))[0];

/** An open demo checkout of `tierId` written as a request racing a confirmation would leave it. */
const insertOpenTierCheckout = async (userId: string, tierId: 'plus' | 'pro') => {
  const id = randomUUID();
  await testApp.database.db.insert(checkoutSessions).values({
    id,
    userId,
    productKind: 'tier',
    productId: tierId,
    provider: 'demo',
    amount: 900,
    currency: 'USD',
    status: 'open',
    createdAt: clock(),
  });
  return id;
};

describe('one open membership checkout per user and tier', () => {
  it('gives simultaneous requests the first checkout back, with or without their own keys', async () => {
    const user = await registerUser(testApp.app);
    const body = { productKind: 'tier', productId: 'plus', currency: 'USD' };
    const answers = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, (_, index) =>
        startCheckout(testApp.app, user.cookie, body, index % 2 === 0 ? `key-${index}` : undefined),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(SIMULTANEOUS).fill(201));
    const ids = new Set(answers.map((answer) => answer.json<{ checkoutId: string }>().checkoutId));
    expect(ids.size).toBe(1);
    expect(await tierCheckoutsOf(user.user.id)).toEqual([{ id: [...ids][0], status: 'open' }]);
    // Another tier is another checkout; packs may be bought several at once.
    const pro = await startCheckout(testApp.app, user.cookie, { ...body, productId: 'pro' });
    expect(pro.json<{ checkoutId: string }>().checkoutId).not.toBe([...ids][0]);
    const packs = await Promise.all(
      [1, 2].map(() =>
        startCheckout(testApp.app, user.cookie, {
          productKind: 'pack',
          productId: 'pack-20',
          currency: 'USD',
        }),
      ),
    );
    expect(
      new Set(packs.map((answer) => answer.json<{ checkoutId: string }>().checkoutId)).size,
    ).toBe(2);
  });

  it('is enforced by the database, not only by the code', async () => {
    const user = await registerUser(testApp.app);
    await insertOpenTierCheckout(user.user.id, 'plus');
    await expect(insertOpenTierCheckout(user.user.id, 'plus')).rejects.toThrow();
    await insertOpenTierCheckout(user.user.id, 'pro');
    expect(await tierCheckoutsOf(user.user.id)).toHaveLength(2);
  });
});

describe('the probe: three checkouts of one membership confirmed at the same moment', () => {
  it('makes one checkout, one month and one allowance', async () => {
    const user = await registerUser(testApp.app);
    const body = { productKind: 'tier', productId: 'plus', currency: 'USD' };
    const created = await Promise.all(
      [1, 2, 3].map(() => startCheckout(testApp.app, user.cookie, body)),
    );
    const ids = created.map((answer) => answer.json<{ checkoutId: string }>().checkoutId);
    const confirmed = await Promise.all(ids.map((id) => confirm(user, id)));
    expect(confirmed.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await tierCheckoutsOf(user.user.id)).toEqual([{ id: ids[0], status: 'completed' }]);
    expect(await membershipRowOf(user.user.id)).toMatchObject({
      tierId: 'plus',
      currentPeriodStart: clock(),
    });
    expect((await ledgerOf(testApp.database, user.user.id)).map((entry) => entry.kind)).toEqual([
      'signUp',
      'allowance',
    ]);
    expect(await balanceAndLedgerSum(testApp.database, user.user.id)).toEqual({
      balance: CATALOGUE.signUpTokens + tokensOf('plus'),
      ledgerSum: CATALOGUE.signUpTokens + tokensOf('plus'),
    });
  });
});

describe('a confirmation that finds the tier already running', () => {
  it('is refused with 409, expires the checkout, and leaves the month and the allowance alone', async () => {
    const user = await registerUser(testApp.app);
    await buyWithDemoCheckout(testApp.app, user.cookie, { productKind: 'tier', productId: 'plus' });
    const before = await membershipRowOf(user.user.id);
    const ledgerBefore = await ledgerOf(testApp.database, user.user.id);
    // Opened just before the first one completed (the create's own check had passed).
    const duplicate = await insertOpenTierCheckout(user.user.id, 'plus');
    clock.advance(10 * MINUTE_MS);

    const answers = await Promise.all([confirm(user, duplicate), confirm(user, duplicate)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused && errorBodyOf(refused)).toEqual({
      code: 'CONFLICT',
      message: 'You already have this membership.',
    });
    expect(answers.find((answer) => answer.statusCode === 200)?.json()).toMatchObject({
      id: duplicate,
      status: 'expired',
    });
    expect(await membershipRowOf(user.user.id)).toEqual(before);
    expect(await ledgerOf(testApp.database, user.user.id)).toEqual(ledgerBefore);
  });

  it('still lets a cancelled membership be bought again (a new, renewing month)', async () => {
    const user = await registerUser(testApp.app);
    await buyWithDemoCheckout(testApp.app, user.cookie, { productKind: 'tier', productId: 'plus' });
    const cancel = await callApi(testApp.app, {
      method: 'POST',
      url: '/api/membership/cancel',
      cookie: user.cookie,
    });
    expect(cancel.statusCode).toBe(200);
    clock.advance(10 * MINUTE_MS);
    await buyWithDemoCheckout(testApp.app, user.cookie, { productKind: 'tier', productId: 'plus' });
    expect(await membershipRowOf(user.user.id)).toMatchObject({
      tierId: 'plus',
      currentPeriodStart: clock(),
      cancelledAt: null,
    });
  });
});

describe('two tiers confirmed at the same moment', () => {
  it('one replaces the other: only the last tier’s allowance is left, as after an upgrade', async () => {
    const user = await registerUser(testApp.app);
    const ids = await Promise.all(
      (['plus', 'pro'] as const).map(async (productId) => {
        const answer = await startCheckout(testApp.app, user.cookie, {
          productKind: 'tier',
          productId,
          currency: 'USD',
        });
        return answer.json<{ checkoutId: string }>().checkoutId;
      }),
    );
    const answers = await Promise.all(ids.map((id) => confirm(user, id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const membership = await membershipRowOf(user.user.id);
    const tier = membership?.tierId === 'pro' ? 'pro' : 'plus';
    const { balance, ledgerSum } = await balanceAndLedgerSum(testApp.database, user.user.id);
    expect(balance).toBe(CATALOGUE.signUpTokens + tokensOf(tier));
    expect(ledgerSum).toBe(balance);
    const kinds = (await ledgerOf(testApp.database, user.user.id)).map((entry) => entry.kind);
    expect(kinds.sort()).toEqual(['allowance', 'allowance', 'expire', 'signUp']);
  });
});
