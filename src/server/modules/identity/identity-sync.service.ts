import type { IdentitySyncRequest } from '#shared/contracts/identity';
import { AppError } from '#shared/errors';
import type { ServerContext } from '#server/http/server-context';
import type { UserRow } from '#server/modules/auth/index';
import { resolveExternalIdentity } from './external-identity.service';
import type { IdentityTokenVerifier } from './identity-token';

export type IdentitySyncContext = ServerContext & { verifyIdentityToken: IdentityTokenVerifier };

/**
 * Spec section 7's identity sync, without trusting the client: the user is the token's subject
 * and the profile comes from the token's claims. The body's uid, email, displayName and photoURL
 * are what the client believes; they are never read, so a body naming someone else changes nothing.
 */
export const syncIdentity = async (
  context: IdentitySyncContext,
  input: Pick<IdentitySyncRequest, 'idToken'>,
): Promise<UserRow> => {
  const identity = input.idToken ? await context.verifyIdentityToken(input.idToken) : null;
  if (!identity) throw new AppError('IDENTITY_TOKEN_INVALID');
  return resolveExternalIdentity(context, { identity });
};
