import type { Identity } from '#shared/contracts/identity';
import { AppError } from '#shared/errors';
import type { ServerContext } from '#server/http/server-context';
import {
  deleteIdentityOfUser,
  findIdentitiesOfUser,
  findUserById,
  type IdentityRow,
} from './identity.repository';

export type IdentitiesContext = ServerContext & {
  userId: string;
  /** The configured OIDC provider (issuer and name), to name its rows; null when none. */
  provider: { issuer: string; name: string } | null;
};

const sameIssuer = (left: string, right: string) =>
  left.replace(/\/+$/, '') === right.replace(/\/+$/, '');

const providerNameOf = (row: IdentityRow, provider: IdentitiesContext['provider']) => {
  if (provider && sameIssuer(row.issuer, provider.issuer)) return provider.name;
  try {
    return new URL(row.issuer).host;
  } catch {
    return row.issuer;
  }
};

export const findIdentities = async (context: IdentitiesContext): Promise<Identity[]> => {
  const rows = await findIdentitiesOfUser(context.db, context.userId);
  return rows.map((row) => ({
    id: row.id,
    issuer: row.issuer,
    providerName: providerNameOf(row, context.provider),
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
};

/**
 * Disconnects a provider. An account without a password keeps at least one identity, or nobody
 * could ever sign in to it again. Another user's row answers NOT_FOUND, like a missing one.
 */
export const deleteIdentity = async (context: IdentitiesContext, identityId: string) => {
  const [user, rows] = await Promise.all([
    findUserById(context.db, context.userId),
    findIdentitiesOfUser(context.db, context.userId),
  ]);
  if (!user || !rows.some((row) => row.id === identityId)) throw new AppError('NOT_FOUND');
  if (user.passwordHash === null && rows.length <= 1) throw new AppError('LAST_SIGN_IN_METHOD');
  const isDeleted = await deleteIdentityOfUser(context.db, {
    id: identityId,
    userId: context.userId,
  });
  if (!isDeleted) throw new AppError('NOT_FOUND');
};
