import { z } from 'zod';
import { MembershipTierSchema, PaidToolIdSchema } from '../catalogue';
import { defineEndpoint } from './endpoint';

/**
 * What a ledger entry was: a credit (sign-up, purchase, a membership month's allowance, a refund
 * of a failed paid use) or a debit (a spend on a paid tool, a month's unspent allowance expiring).
 */
export const LEDGER_ENTRY_KINDS = [
  'signUp',
  'purchase',
  'allowance',
  'expire',
  'spend',
  'refund',
] as const;
export const LedgerEntryKindSchema = z.enum(LEDGER_ENTRY_KINDS);
export type LedgerEntryKind = z.infer<typeof LedgerEntryKindSchema>;

/** How many of the latest entries GET /api/tokens answers with; older ones are paged. */
export const TOKEN_SUMMARY_ENTRIES = 50;
/** Entries per page of the history. */
export const TOKEN_HISTORY_PAGE_SIZE = 50;

/**
 * The request header a client may send with a paid use so that a retried request is not charged
 * twice (any text of 1–200 visible ASCII characters, e.g. a UUID made once per user action).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
export const IDEMPOTENCY_KEY_MESSAGE =
  'The Idempotency-Key header must be 1 to 200 visible ASCII characters';
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, { error: IDEMPOTENCY_KEY_MESSAGE });

export const LedgerEntrySchema = z.object({
  id: z.uuid(),
  kind: LedgerEntryKindSchema,
  /** What it was for: a paid tool id, a pack id, a tier id or `signUp`. */
  source: z.string(),
  /** Positive: tokens received; negative: tokens spent or expired. */
  delta: z.int(),
  balanceAfter: z.int().nonnegative(),
  createdAt: z.iso.datetime(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const ToolAllowanceSchema = z.object({
  toolId: PaidToolIdSchema,
  /** Tokens one use costs once the day's free uses are spent. */
  tokenCost: z.int().positive(),
  /** Free uses per UTC day on the user's tier (0: every use costs tokens). */
  dailyFreeUses: z.int().nonnegative(),
  freeUsesLeftToday: z.int().nonnegative(),
  /** False while the tool is not charged on this server. */
  isAvailable: z.boolean(),
});
export type ToolAllowance = z.infer<typeof ToolAllowanceSchema>;

export const TokenSummarySchema = z.object({
  balance: z.int().nonnegative(),
  /** The user's tier: a paid membership whose period has not ended, else free. */
  tierId: MembershipTierSchema.shape.id,
  /** When the free uses of today run out and tomorrow's begin (the next UTC midnight). */
  freeUsesResetAt: z.iso.datetime(),
  tools: z.array(ToolAllowanceSchema),
  /** The latest entries, newest first. */
  entries: z.array(LedgerEntrySchema).max(TOKEN_SUMMARY_ENTRIES),
  /** Whether older entries exist than the ones listed (GET /api/tokens/entries pages them). */
  hasMoreEntries: z.boolean(),
});
export type TokenSummary = z.infer<typeof TokenSummarySchema>;

export const TokenEntriesQuerySchema = z.strictObject({
  /** The id of the last entry already shown; the page continues with older ones. */
  before: z.uuid({ error: 'Must be a valid id' }).optional(),
});
export type TokenEntriesQuery = z.infer<typeof TokenEntriesQuerySchema>;

export const TokenEntriesPageSchema = z.object({
  entries: z.array(LedgerEntrySchema).max(TOKEN_HISTORY_PAGE_SIZE),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.uuid().nullable(),
});
export type TokenEntriesPage = z.infer<typeof TokenEntriesPageSchema>;

const TAGS = ['tokens'] as const;

export const getTokens = defineEndpoint({
  method: 'GET',
  path: '/api/tokens',
  summary:
    "The signed-in user's token balance, tier, free uses left today per paid tool and latest ledger entries.",
  tags: TAGS,
  auth: 'user',
  response: TokenSummarySchema,
});

export const findTokenEntries = defineEndpoint({
  method: 'GET',
  path: '/api/tokens/entries',
  summary: "A page of the signed-in user's token ledger, newest first.",
  tags: TAGS,
  auth: 'user',
  query: TokenEntriesQuerySchema,
  response: TokenEntriesPageSchema,
});
