import { withoutInvisibleFormatting } from '#shared/contracts/text';
import { AppError } from '#shared/errors';
import type { Database } from '#server/db/client';
import type { ServerContext } from '#server/http/server-context';
import {
  createUser,
  type UserRow,
  toUsernameKey,
  allocateUsername,
  usernameBaseFrom,
} from '#server/modules/auth/index';
import { toEmailKey } from './email-key';
import {
  createIdentity,
  findIdentityBySubject,
  findUserByEmailKey,
  findUserById,
  touchIdentity,
  updateUserProfile,
} from './identity.repository';

/** A few clashes on a freshly allocated username (parallel sign-ups) are retried, then given up. */
const USERNAME_ATTEMPTS = 3;

/** What a verified provider said about the person: an ID token's claims, already checked. */
export type VerifiedIdentity = {
  issuer: string;
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  name: string | null;
  /** An https address, or null (other schemes are dropped before this point). */
  picture: string | null;
};

export type ResolveIdentityOptions = {
  identity: VerifiedIdentity;
  /** Set when a signed-in user connects the provider from the account page. */
  linkUserId?: string | null;
};

const emailLocalPart = (email: string | null) => email?.split('@')[0] ?? null;

/**
 * Spec section 3: the display name, else the e-mail's local part, else "User". A provider's name
 * loses its invisible direction characters as a typed one does (singleLineName).
 */
const displayNameOf = (identity: VerifiedIdentity) =>
  withoutInvisibleFormatting(identity.name ?? '').trim() ||
  emailLocalPart(identity.email) ||
  'User';

const fillMissingProfile = async (db: Database, user: UserRow, identity: VerifiedIdentity) => {
  const missing = {
    ...(user.displayName ? {} : { displayName: displayNameOf(identity) }),
    ...(user.photoUrl || !identity.picture ? {} : { photoUrl: identity.picture }),
  };
  if (Object.keys(missing).length === 0) return user;
  return (await updateUserProfile(db, user.id, missing)) ?? user;
};

const createUserFor = async (db: Database, identity: VerifiedIdentity, now: Date) => {
  // An unverified address proves nothing, so it is never stored where it could claim an account.
  const emailKey = identity.email && identity.isEmailVerified ? toEmailKey(identity.email) : null;
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt += 1) {
    const username = await allocateUsername(
      db,
      usernameBaseFrom(identity.name ?? emailLocalPart(identity.email)),
    );
    const row = await createUser(db, {
      username,
      usernameKey: toUsernameKey(username),
      passwordHash: null,
      createdAt: now,
      email: emailKey ? identity.email : null,
      emailKey,
      emailVerifiedAt: emailKey ? now : null,
      displayName: displayNameOf(identity),
      photoUrl: identity.picture,
    });
    if (row) return row;
  }
  throw new AppError('CONFLICT', { message: 'Could not allocate a username' });
};

const attachIdentity = async (
  db: Database,
  options: { userId: string; identity: VerifiedIdentity; now: Date },
) => {
  const created = await createIdentity(db, {
    userId: options.userId,
    issuer: options.identity.issuer,
    subject: options.identity.subject,
    email: options.identity.email,
    now: options.now,
  });
  // A parallel request linked the same (issuer, subject) first.
  if (!created) throw new AppError('CONFLICT', { message: 'This identity is already linked' });
};

/**
 * The one place that turns a verified outside identity into a user, for the OIDC callback and the
 * identity sync alike. Accounts are found by (issuer, subject) only; an e-mail claim never links
 * a new identity to an existing account by itself (pre-account takeover), even when verified.
 */
export const resolveExternalIdentity = async (
  context: ServerContext,
  options: ResolveIdentityOptions,
): Promise<UserRow> => {
  const now = context.clock();
  const { identity } = options;
  return context.db.transaction(async (db) => {
    const existing = await findIdentityBySubject(db, identity);
    if (existing) {
      if (options.linkUserId && existing.userId !== options.linkUserId) {
        throw new AppError('CONFLICT', {
          message: 'This sign-in is already connected to another account.',
        });
      }
      await touchIdentity(db, { id: existing.id, email: identity.email, now });
      const user = await findUserById(db, existing.userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return fillMissingProfile(db, user, identity);
    }
    if (options.linkUserId) {
      const user = await findUserById(db, options.linkUserId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      await attachIdentity(db, { userId: user.id, identity, now });
      return fillMissingProfile(db, user, identity);
    }
    if (identity.email && identity.isEmailVerified) {
      const owner = await findUserByEmailKey(db, toEmailKey(identity.email));
      // The owner signs in and connects this provider from the account page instead.
      if (owner) throw new AppError('ACCOUNT_EXISTS');
    }
    const user = await createUserFor(db, identity, now);
    await attachIdentity(db, { userId: user.id, identity, now });
    return user;
  });
};
