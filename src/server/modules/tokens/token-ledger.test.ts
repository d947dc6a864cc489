import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE } from '#shared/catalogue';
import { tokenAccounts, tokenLedger } from '#server/db/schema/index';
import { registerUser } from '#tests/fixtures/auth-helpers';
import { createFakeClock } from '#tests/fixtures/fake-clock';
import { setUpTestApp } from '#tests/fixtures/test-app';
import { expectLedgerInvariant } from '#tests/fixtures/tokens';
import { changeTokens, readTokenBalance, SIGN_UP_KEY } from './token-ledger';

const clock = createFakeClock();
const testApp = setUpTestApp({ clock });
const db = () => testApp.database.db;
const newUserId = async () => (await registerUser(testApp.app)).user.id;

const entriesOf = (userId: string) =>
  db().select().from(tokenLedger).where(eq(tokenLedger.userId, userId));

afterEach(async () => {
  expect(await expectLedgerInvariant(db())).toBeGreaterThan(0);
});

describe('token ledger', () => {
  it('credits the sign-up tokens exactly once under 20 concurrent first reads', async () => {
    const userId = await newUserId();
    const balances = await Promise.all(
      Array.from({ length: 20 }, () => readTokenBalance(db(), userId, clock)),
    );
    expect(balances).toEqual(Array.from({ length: 20 }, () => CATALOGUE.signUpTokens));
    const entries = await entriesOf(userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'signUp',
      delta: CATALOGUE.signUpTokens,
      balanceAfter: CATALOGUE.signUpTokens,
      idempotencyKey: SIGN_UP_KEY,
    });
  });

  it('applies a change once: the same key again returns the first entry and changes nothing', async () => {
    const userId = await newUserId();
    const change = {
      userId,
      delta: 20,
      kind: 'purchase' as const,
      source: 'pack-20',
      idempotencyKey: 'checkout:one',
    };
    const first = await changeTokens(db(), change, clock);
    const again = await changeTokens(db(), { ...change, delta: 60 }, clock);
    expect(first.status).toBe('applied');
    expect(again.status).toBe('repeated');
    if (first.status !== 'applied' || again.status !== 'repeated') return;
    expect(again.entry.id).toBe(first.entry.id);
    expect(again.entry.delta).toBe(20);
    expect(await readTokenBalance(db(), userId, clock)).toBe(CATALOGUE.signUpTokens + 20);
    expect(await entriesOf(userId)).toHaveLength(2);
  });

  it('refuses a spend larger than the balance and leaves the account and ledger unchanged', async () => {
    const userId = await newUserId();
    const before = await readTokenBalance(db(), userId, clock);
    const outcome = await changeTokens(
      db(),
      { userId, delta: -(before + 1), kind: 'spend', source: 'test', idempotencyKey: 'too-much' },
      clock,
    );
    expect(outcome).toEqual({ status: 'insufficient', balance: before });
    expect(await readTokenBalance(db(), userId, clock)).toBe(before);
    expect(await entriesOf(userId)).toHaveLength(1);
    // The refused key stays unused: the same key may be applied once the balance allows it.
    const later = await changeTokens(
      db(),
      { userId, delta: -before, kind: 'spend', source: 'test', idempotencyKey: 'too-much' },
      clock,
    );
    expect(later.status).toBe('applied');
  });

  it('spends a balance to exactly zero when 20 spends of 1 race for a balance of 1', async () => {
    const userId = await newUserId();
    await changeTokens(
      db(),
      {
        userId,
        delta: 1 - CATALOGUE.signUpTokens,
        kind: 'spend',
        source: 'test',
        idempotencyKey: 'drain',
      },
      clock,
    );
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        changeTokens(
          db(),
          { userId, delta: -1, kind: 'spend', source: 'test', idempotencyKey: `race:${index}` },
          clock,
        ),
      ),
    );
    const statuses = outcomes.map((outcome) => outcome.status);
    expect(statuses.filter((status) => status === 'applied')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'insufficient')).toHaveLength(19);
    expect(await readTokenBalance(db(), userId, clock)).toBe(0);
  });

  it('refuses a negative balance in the database itself, even for a raw update or insert', async () => {
    const userId = await newUserId();
    await readTokenBalance(db(), userId, clock);
    await expect(
      db().update(tokenAccounts).set({ balance: -1 }).where(eq(tokenAccounts.userId, userId)),
    ).rejects.toThrow();
    await expect(
      db().insert(tokenLedger).values({
        userId,
        delta: -11,
        kind: 'spend',
        source: 'test',
        idempotencyKey: 'raw',
        balanceAfter: -1,
        createdAt: clock(),
      }),
    ).rejects.toThrow();
    await expect(
      db().insert(tokenLedger).values({
        userId,
        delta: 0,
        kind: 'spend',
        source: 'test',
        idempotencyKey: 'zero',
        balanceAfter: 10,
        createdAt: clock(),
      }),
    ).rejects.toThrow();
    const [account] = await db()
      .select()
      .from(tokenAccounts)
      .where(eq(tokenAccounts.userId, userId));
    expect(account?.balance).toBe(CATALOGUE.signUpTokens);
  });

  it('refuses a change of zero or a fraction before touching the database', async () => {
    const userId = await newUserId();
    for (const delta of [0, 1.5])
      await expect(
        changeTokens(
          db(),
          { userId, delta, kind: 'purchase', source: 'test', idempotencyKey: `bad:${delta}` },
          clock,
        ),
      ).rejects.toThrow(/non-zero whole delta/);
    expect(await entriesOf(userId)).toHaveLength(0);
  });
});
