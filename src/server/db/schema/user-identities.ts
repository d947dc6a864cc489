import { index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownerUserId, requiredTimestamp, uuidPrimaryKey } from './columns';

/**
 * A sign-in through an outside identity provider (OIDC, or a verified ID token at the identity
 * sync). Accounts are linked on (issuer, subject) only, never on the e-mail claim.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    ...uuidPrimaryKey(),
    ...ownerUserId(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The e-mail claim at the last sign-in, for display on the account page. */
    email: text('email'),
    createdAt: requiredTimestamp('created_at'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    unique('user_identities_issuer_subject_key').on(table.issuer, table.subject),
    index('user_identities_user_id_idx').on(table.userId),
  ],
);
