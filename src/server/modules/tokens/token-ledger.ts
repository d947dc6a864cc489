import { and, eq } from 'drizzle-orm';
import { CATALOGUE } from '#shared/catalogue';
import { LEDGER_ENTRY_KINDS, type LedgerEntryKind } from '#shared/contracts/tokens';
import type { Database } from '#server/db/client';
import { tokenAccounts, tokenLedger } from '#server/db/schema/index';
import type { Clock } from '#server/http/clock';

/*
 * The one way tokens change hands (issue 16). Every change locks the user's account row, so
 * changes of one user run one after another: the balance always equals the ledger's sum and can
 * never go below zero, whatever runs concurrently (the CHECKs in migration 0008 are the backstop).
 * Every change carries an idempotency key: repeating it returns the first entry and changes nothing.
 */

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

// The contract owns the list: GET /api/tokens answers with these kinds.
export const LEDGER_KINDS = LEDGER_ENTRY_KINDS;
export type LedgerKind = LedgerEntryKind;

export type LedgerEntryRow = typeof tokenLedger.$inferSelect;

export type LedgerChange = {
  userId: string;
  /** Positive credits, negative spends; never 0. */
  delta: number;
  kind: LedgerKind;
  /** A pack id, tier id or paid tool id. */
  source: string;
  idempotencyKey: string;
};

export type LedgerOutcome =
  | { status: 'applied'; entry: LedgerEntryRow }
  /** The key was used before: the first entry, nothing changed. */
  | { status: 'repeated'; entry: LedgerEntryRow }
  | { status: 'insufficient'; balance: number };

/** The key of the one sign-up credit each account gets. */
export const SIGN_UP_KEY = 'sign-up';

const insertEntry = async (
  transaction: Transaction,
  change: LedgerChange,
  balanceAfter: number,
  now: Date,
) => {
  const [entry] = await transaction
    .insert(tokenLedger)
    .values({ ...change, balanceAfter, createdAt: now })
    .returning();
  if (!entry) throw new Error('Ledger insert returned no row');
  await transaction
    .update(tokenAccounts)
    .set({ balance: balanceAfter, updatedAt: now })
    .where(eq(tokenAccounts.userId, change.userId));
  return entry;
};

/**
 * Locks the user's account row for the rest of `transaction` and returns its balance. The first
 * call for a user opens the account and credits the catalogue's sign-up tokens, so every account
 * (password, e-mail or Google) gets them exactly once without the sign-up paths knowing.
 */
export const lockTokenAccount = async (
  transaction: Transaction,
  userId: string,
  now: Date,
): Promise<number> => {
  const opened = await transaction
    .insert(tokenAccounts)
    .values({ userId, balance: 0, updatedAt: now })
    .onConflictDoNothing()
    .returning({ userId: tokenAccounts.userId });
  const [account] = await transaction
    .select({ balance: tokenAccounts.balance })
    .from(tokenAccounts)
    .where(eq(tokenAccounts.userId, userId))
    .for('update');
  if (!account) throw new Error('Token account missing after insert');
  if (opened.length === 0 || CATALOGUE.signUpTokens === 0) return account.balance;
  const entry = await insertEntry(
    transaction,
    {
      userId,
      delta: CATALOGUE.signUpTokens,
      kind: 'signUp',
      source: 'signUp',
      idempotencyKey: SIGN_UP_KEY,
    },
    account.balance + CATALOGUE.signUpTokens,
    now,
  );
  return entry.balanceAfter;
};

/** Applies one change inside a transaction the caller holds (e.g. with a tool use it pays for). */
export const applyLedgerChange = async (
  transaction: Transaction,
  change: LedgerChange,
  now: Date,
): Promise<LedgerOutcome> => {
  if (!Number.isInteger(change.delta) || change.delta === 0)
    throw new Error(`A ledger change needs a non-zero whole delta, got ${change.delta}`);
  const balance = await lockTokenAccount(transaction, change.userId, now);
  const [earlier] = await transaction
    .select()
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.userId, change.userId),
        eq(tokenLedger.idempotencyKey, change.idempotencyKey),
      ),
    );
  if (earlier) return { status: 'repeated', entry: earlier };
  const balanceAfter = balance + change.delta;
  if (balanceAfter < 0) return { status: 'insufficient', balance };
  return { status: 'applied', entry: await insertEntry(transaction, change, balanceAfter, now) };
};

/** Applies one change in its own transaction. */
export const changeTokens = (db: Database, change: LedgerChange, clock: Clock) =>
  db.transaction((transaction) => applyLedgerChange(transaction, change, clock()));

/** The user's balance, opening the account (and its sign-up credit) on first sight. */
export const readTokenBalance = (db: Database, userId: string, clock: Clock) =>
  db.transaction((transaction) => lockTokenAccount(transaction, userId, clock()));
