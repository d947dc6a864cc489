import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAndUpdatedAt, uuidPrimaryKey } from './columns';

/**
 * Newsletter subscriptions (double opt-in). Tokens are random values of at least 128 bits stored
 * only as SHA-256 hashes; the unsubscribe token stays valid for resubscribing.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    ...uuidPrimaryKey(),
    /** As typed (NFC, trimmed): the recipient. */
    email: text('email').notNull(),
    /** Case-folded: one subscription per address. */
    emailKey: text('email_key').notNull().unique(),
    name: text('name'),
    /** 'en' | 'tr': the language of the mails. */
    language: text('language').notNull(),
    /** 'pending' (confirmation mailed) | 'subscribed' | 'unsubscribed'. */
    status: text('status').notNull(),
    /** When consent was given (the form's required box). */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ...createdAndUpdatedAt(),
  },
  (table) => [index('newsletter_subscribers_status_idx').on(table.status)],
);
