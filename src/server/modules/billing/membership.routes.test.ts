import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '#shared/catalogue';
import { changeTokens } from '#server/modules/tokens/index';
import { loginUser, registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import {
  balanceAndLedgerSum,
  buyWithDemoCheckout,
  ledgerOf,
  startCheckout,
} from '#tests/fixtures/billing';
import { saveCalculation } from '#tests/fixtures/calculations';
import { createFakeClock, HOUR_MS } from '#tests/fixtures/fake-clock';
import { callApi, setUpTestApp } from '#tests/fixtures/test-app';

const clock = createFakeClock(new Date('2027-01-31T10:00:00.000Z'));
const testApp = setUpTestApp({ clock });
const DAY_MS = 24 * HOUR_MS;
const tokensOf = (id: 'plus' | 'pro') =>
  CATALOGUE.tiers.find((tier) => tier.id === id)?.monthlyTokens ?? 0;

/** Moves the clock and signs in again (a jump of days outlives any session). */
const later = async (signedIn: SignedInUser, at: Date) => {
  clock.set(at);
  const { username, password } = signedIn;
  return (await loginUser(testApp.app, { username, password })).cookie;
};

const membershipOf = async (cookie: string) => {
  const response = await callApi(testApp.app, { method: 'GET', url: '/api/membership', cookie });
  expect(response.statusCode).toBe(200);
  return response.json<Record<string, unknown>>();
};

const spend = (userId: string, tokens: number, key: string) =>
  changeTokens(
    testApp.database.db,
    { userId, delta: -tokens, kind: 'spend', source: 'simulatorRun', idempotencyKey: key },
    clock,
  );

describe('membership', () => {
  it('starts on the free tier', async () => {
    const { cookie } = await registerUser(testApp.app);
    expect(await membershipOf(cookie)).toEqual({
      tierId: 'free',
      provider: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelledAt: null,
      renews: false,
      allowanceLeft: 0,
      tokenBalance: CATALOGUE.signUpTokens,
    });
  });

  it('runs a month, credits the allowance, and lets unspent allowance end with the month', async () => {
    clock.set(new Date('2027-01-31T10:00:00.000Z'));
    const signedIn = await registerUser(testApp.app);
    const { cookie, user } = signedIn;
    await buyWithDemoCheckout(testApp.app, cookie, { productKind: 'pack', productId: 'pack-20' });
    await buyWithDemoCheckout(testApp.app, cookie, { productKind: 'tier', productId: 'plus' });
    expect(await membershipOf(cookie)).toMatchObject({
      tierId: 'plus',
      provider: 'demo',
      currentPeriodStart: '2027-01-31T10:00:00.000Z',
      currentPeriodEnd: '2027-02-28T10:00:00.000Z',
      renews: false,
      allowanceLeft: tokensOf('plus'),
    });
    const bought = CATALOGUE.signUpTokens + 20;
    await spend(user.id, 15, 'spend-1');
    expect(await membershipOf(cookie)).toMatchObject({ allowanceLeft: tokensOf('plus') - 15 });

    // A second purchase of the same running tier is refused.
    const again = await startCheckout(testApp.app, cookie, {
      productKind: 'tier',
      productId: 'plus',
      currency: 'USD',
    });
    expect(again.statusCode).toBe(409);

    const cookieThen = await later(signedIn, new Date('2027-02-28T10:00:00.000Z'));
    expect(await membershipOf(cookieThen)).toMatchObject({
      tierId: 'free',
      allowanceLeft: 0,
      tokenBalance: bought,
    });
    await membershipOf(cookieThen);
    const totals = await balanceAndLedgerSum(testApp.database, user.id);
    // Spends drew on the allowance first; what was bought and given at sign-up is all still there.
    expect(totals).toEqual({ balance: bought, ledgerSum: bought });
    const expiries = (await ledgerOf(testApp.database, user.id)).filter(
      (entry) => entry.kind === 'expire',
    );
    expect(expiries).toEqual([
      {
        kind: 'expire',
        delta: -(tokensOf('plus') - 15),
        key: 'expire:plus:2027-01-31T10:00:00.000Z',
      },
    ]);
  });

  it('expires nothing bought when more than the allowance was spent', async () => {
    clock.set(new Date('2027-03-01T10:00:00.000Z'));
    const signedIn = await registerUser(testApp.app);
    const { cookie, user } = signedIn;
    await buyWithDemoCheckout(testApp.app, cookie, { productKind: 'pack', productId: 'pack-150' });
    await buyWithDemoCheckout(testApp.app, cookie, { productKind: 'tier', productId: 'plus' });
    await spend(user.id, tokensOf('plus') + 30, 'big-spend');
    expect(await membershipOf(cookie)).toMatchObject({ allowanceLeft: 0 });
    await membershipOf(await later(signedIn, new Date(clock().getTime() + 40 * DAY_MS)));
    const { balance } = await balanceAndLedgerSum(testApp.database, user.id);
    expect(balance).toBe(CATALOGUE.signUpTokens + 150 - 30);
  });

  it('upgrades: the old month ends with its unspent allowance, the new tier credits its own', async () => {
    clock.set(new Date('2027-05-10T10:00:00.000Z'));
    const signedIn = await registerUser(testApp.app);
    const { user } = signedIn;
    await buyWithDemoCheckout(testApp.app, signedIn.cookie, {
      productKind: 'tier',
      productId: 'plus',
    });
    const cookie = await later(signedIn, new Date('2027-05-11T10:00:00.000Z'));
    await buyWithDemoCheckout(testApp.app, cookie, { productKind: 'tier', productId: 'pro' });
    expect(await membershipOf(cookie)).toMatchObject({
      tierId: 'pro',
      currentPeriodStart: '2027-05-11T10:00:00.000Z',
      allowanceLeft: tokensOf('pro'),
    });
    const { balance, ledgerSum } = await balanceAndLedgerSum(testApp.database, user.id);
    expect(balance).toBe(CATALOGUE.signUpTokens + tokensOf('pro'));
    expect(ledgerSum).toBe(balance);
  });

  it('cancels at the end of the month and deletes nothing', async () => {
    clock.set(new Date('2027-06-01T10:00:00.000Z'));
    const signedIn = await registerUser(testApp.app);
    const { cookie, user } = signedIn;
    const business = await callApi(testApp.app, {
      method: 'POST',
      url: '/api/businesses',
      cookie,
      payload: { name: 'Corner bakery' },
    });
    expect(business.statusCode).toBe(201);
    const calculation = await saveCalculation(testApp.app, cookie, { title: 'First plan' });
    await buyWithDemoCheckout(testApp.app, cookie, { productKind: 'tier', productId: 'plus' });

    const nothing = await callApi(testApp.app, {
      method: 'POST',
      url: '/api/membership/cancel',
      cookie: (await registerUser(testApp.app)).cookie,
    });
    expect(nothing.statusCode).toBe(404);

    const cancel = () =>
      callApi(testApp.app, { method: 'POST', url: '/api/membership/cancel', cookie });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      tierId: 'plus',
      cancelledAt: '2027-06-01T10:00:00.000Z',
      currentPeriodEnd: '2027-07-01T10:00:00.000Z',
      allowanceLeft: tokensOf('plus'),
    });
    expect((await cancel()).json()).toEqual(cancelled.json());

    const cookieThen = await later(signedIn, new Date('2027-07-02T10:00:00.000Z'));
    expect(await membershipOf(cookieThen)).toMatchObject({ tierId: 'free' });
    const calculations = await callApi(testApp.app, {
      method: 'GET',
      url: '/api/calculations',
      cookie: cookieThen,
    });
    expect(JSON.stringify(calculations.json())).toContain(calculation.id);
    const businesses = await callApi(testApp.app, {
      method: 'GET',
      url: '/api/businesses',
      cookie: cookieThen,
    });
    expect(JSON.stringify(businesses.json())).toContain(business.json<{ id: string }>().id);
    const { balance } = await balanceAndLedgerSum(testApp.database, user.id);
    expect(balance).toBe(CATALOGUE.signUpTokens);
  });
});
