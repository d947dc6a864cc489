import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { requiredTimestamp } from './columns';
import { users } from './users';

/**
 * An OIDC sign-in in progress, between the redirect to the provider and its callback. Kept in the
 * database (not in one server's memory) because the callback may reach another app server.
 */
export const oidcLogins = pgTable('oidc_logins', {
  /** SHA-256 of the `state` parameter. */
  stateHash: text('state_hash').primaryKey(),
  /** SHA-256 of the browser-binding cookie set at the start: a callback from another browser fails. */
  bindingHash: text('binding_hash').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** Set when a signed-in user connects a provider from the account page. */
  linkUserId: uuid('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  remember: boolean('remember').notNull().default(false),
  createdAt: requiredTimestamp('created_at'),
  expiresAt: requiredTimestamp('expires_at'),
});
