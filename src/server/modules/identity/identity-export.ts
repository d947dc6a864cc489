import { oidcLogins, userIdentities } from '#server/db/schema/index';
import {
  type AccountExportPart,
  combinedExportPart,
  ownRowsExportPart,
} from '#server/modules/account/index';

/** The identity module's rows in the account export (account/account-export-part.ts). */
export const identityExportPart: AccountExportPart<'identities' | 'pendingProviderLinks'> =
  combinedExportPart(
    ownRowsExportPart('identities', userIdentities, {
      columns: ['issuer', 'email', 'createdAt', 'lastUsedAt'],
      owner: userIdentities.userId,
      orderBy: [userIdentities.createdAt],
    }),
    ownRowsExportPart('pendingProviderLinks', oidcLogins, {
      columns: ['createdAt', 'expiresAt'],
      owner: oidcLogins.linkUserId,
      orderBy: [oidcLogins.createdAt],
    }),
  );
