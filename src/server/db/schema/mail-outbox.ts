import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { requiredTimestamp, uuidPrimaryKey } from './columns';

/**
 * Mail written when no SMTP server is configured (the embedded default), so that a new user on a
 * fresh machine can still open verification and reset links from the outbox page (never in
 * production).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    ...uuidPrimaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: requiredTimestamp('created_at'),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);
