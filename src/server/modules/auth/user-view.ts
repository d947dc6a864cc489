import type { User } from '#shared/contracts/auth';
import type { users } from '#server/db/schema/index';

type UserProfileColumns = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'displayName' | 'email' | 'emailVerifiedAt' | 'photoUrl' | 'role'
>;

/** The one mapping from a user row to the contract's User (no hashes, no keys). */
export const toUser = (row: UserProfileColumns): User => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  email: row.email,
  emailVerified: row.emailVerifiedAt !== null,
  photoURL: row.photoUrl,
  isAdmin: row.role === 'admin',
});
