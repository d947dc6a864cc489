import { oidcLogins, userIdentities } from '#server/db/schema/index';
import {
  type AccountExportPart,
  isoDate,
  isoDateOrNull,
  readOwnRows,
} from '#server/modules/account/index';

/** The identity module's rows in the account export (account/account-export-part.ts). */
export const identityExportPart: AccountExportPart<'identities' | 'pendingProviderLinks'> = {
  tables: { user_identities: 'identities', oidc_logins: 'pendingProviderLinks' },
  read: async (db, userId) => {
    const [identities, providerLinks] = await Promise.all([
      readOwnRows(
        db,
        userIdentities,
        ['issuer', 'email', 'createdAt', 'lastUsedAt'],
        userIdentities.userId,
        userId,
        [userIdentities.createdAt],
      ),
      readOwnRows(db, oidcLogins, ['createdAt', 'expiresAt'], oidcLogins.linkUserId, userId, [
        oidcLogins.createdAt,
      ]),
    ]);
    return {
      identities: identities.map((row) => ({
        ...row,
        createdAt: isoDate(row.createdAt),
        lastUsedAt: isoDateOrNull(row.lastUsedAt),
      })),
      pendingProviderLinks: providerLinks.map((row) => ({
        createdAt: isoDate(row.createdAt),
        expiresAt: isoDate(row.expiresAt),
      })),
    };
  },
};
