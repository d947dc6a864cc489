import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { UsernameSchema } from '#shared/contracts/auth';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/index';
import type { ServerContext } from '#server/http/server-context';
import { findUserByKey, createPasswordUser, toUsernameKey } from '#server/modules/auth/index';

/** 18 random bytes: 144 bits, 24 characters of base64url. */
const GENERATED_PASSWORD_BYTES = 18;

/** Makes the matching users admins; returns the ones that were not yet. */
const promoteWhere = async (db: Database, condition: SQL) =>
  db
    .update(users)
    .set({ role: 'admin' })
    .where(and(condition, ne(users.role, 'admin')))
    .returning({ username: users.username });

/**
 * ADMIN_USERNAMES at start-up: the named accounts become admins (matched by the username key, so
 * case and Turkish İ/ı do not matter). Idempotent; nobody is demoted, so admins made with
 * `npm run admin:create` stay. Names without an account are returned for a warning.
 */
export const promoteConfiguredAdmins = async (
  db: Database,
  usernames: readonly string[],
): Promise<{ promoted: string[]; missing: string[] }> => {
  const keys = [...new Set(usernames.map(toUsernameKey))];
  if (keys.length === 0) return { promoted: [], missing: [] };
  const promoted = await promoteWhere(db, inArray(users.usernameKey, keys));
  const existing = await db
    .select({ key: users.usernameKey })
    .from(users)
    .where(inArray(users.usernameKey, keys));
  const found = new Set(existing.map((row) => row.key));
  return {
    promoted: promoted.map((row) => row.username),
    missing: usernames.filter((name) => !found.has(toUsernameKey(name))),
  };
};

export type AdminCreation =
  | { outcome: 'promoted' | 'already-admin'; username: string }
  /** The password is shown once by the script and stored only as its argon2 hash. */
  | { outcome: 'created'; username: string; password: string };

/**
 * `npm run admin:create -- <username>`: an existing account becomes an admin; a new name gets a
 * new account (through the auth module's own creation and hashing) with a generated password.
 */
export const createOrPromoteAdmin = async (
  context: ServerContext,
  rawUsername: string,
): Promise<AdminCreation> => {
  const existing = await findUserByKey(context.db, toUsernameKey(rawUsername));
  if (existing) {
    const changed = await promoteWhere(context.db, eq(users.id, existing.id));
    return {
      outcome: changed.length > 0 ? 'promoted' : 'already-admin',
      username: existing.username,
    };
  }
  const username = UsernameSchema.parse(rawUsername);
  const password = randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url');
  const row = await createPasswordUser(context, { username, password });
  await promoteWhere(context.db, eq(users.id, row.id));
  return { outcome: 'created', username: row.username, password };
};
