import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ownerUserId, requiredTimestamp, uuidPrimaryKey } from './columns';
import { users } from './users';

/**
 * Issue 16's token economy. `token_accounts` holds one balance per user; `token_ledger` is the
 * append-only record of every credit and spend. The ledger service changes both in one
 * transaction with the account row locked, so the balance always equals the ledger's sum, and the
 * CHECK makes a negative balance impossible even if a caller forgot the lock.
 */
export const tokenAccounts = pgTable(
  'token_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: requiredTimestamp('updated_at'),
  },
  (table) => [check('token_accounts_balance_nonnegative', sql`${table.balance} >= 0`)],
);

/** One credit (delta > 0) or spend (delta < 0). Rows are never updated or deleted. */
export const tokenLedger = pgTable(
  'token_ledger',
  {
    ...uuidPrimaryKey(),
    ...ownerUserId(),
    delta: integer('delta').notNull(),
    /** signUp, purchase, allowance, expire, spend or refund (LEDGER_KINDS). */
    kind: text('kind').notNull(),
    /** What it was for: a pack id, a tier id or a paid tool id. */
    source: text('source').notNull(),
    /**
     * The caller's key for this one operation (e.g. `checkout:<session id>`): a second attempt
     * with the same key changes nothing and returns the first entry.
     */
    idempotencyKey: text('idempotency_key').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: requiredTimestamp('created_at'),
  },
  (table) => [
    uniqueIndex('token_ledger_user_id_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    index('token_ledger_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('token_ledger_delta_nonzero', sql`${table.delta} <> 0`),
    check('token_ledger_balance_after_nonnegative', sql`${table.balanceAfter} >= 0`),
  ],
);

/**
 * Every use of a paid tool, free or charged: the day's free allowance counts these rows, and a
 * charged use points at its ledger entry.
 */
export const toolUses = pgTable(
  'tool_uses',
  {
    ...uuidPrimaryKey(),
    ...ownerUserId(),
    toolId: text('tool_id').notNull(),
    /** The UTC day the use counts against. */
    usedOn: date('used_on', { mode: 'string' }).notNull(),
    tokensCharged: integer('tokens_charged').notNull(),
    ledgerEntryId: uuid('ledger_entry_id').references(() => tokenLedger.id),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: requiredTimestamp('created_at'),
  },
  (table) => [
    uniqueIndex('tool_uses_user_id_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    index('tool_uses_user_id_tool_id_used_on_idx').on(table.userId, table.toolId, table.usedOn),
  ],
);
