import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredTimestamp, uuidPrimaryKey } from './columns';

/**
 * Messages sent through the contact form: stored first (nothing is lost when mail fails), then
 * mailed to the support address. Not linked to an account: the sender's address is the reply path.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    ...uuidPrimaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** 'question' | 'feedback' | 'bug' | 'partnership' | 'privacy' | 'other'. */
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** 'en' | 'tr'. */
    language: text('language').notNull(),
    createdAt: requiredTimestamp('created_at'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);
