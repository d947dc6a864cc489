import { asc, eq } from 'drizzle-orm';
import { oidcLogins, userIdentities } from '#server/db/schema/index';
import { type AccountExportPart, isoDate, isoDateOrNull } from '#server/modules/account/index';

/** The identity module's rows in the account export (account/account-export-part.ts). */
export const identityExportPart: AccountExportPart<'identities' | 'pendingProviderLinks'> = {
  tables: { user_identities: 'identities', oidc_logins: 'pendingProviderLinks' },
  read: async (db, userId) => {
    const [identities, providerLinks] = await Promise.all([
      db
        .select({
          issuer: userIdentities.issuer,
          email: userIdentities.email,
          createdAt: userIdentities.createdAt,
          lastUsedAt: userIdentities.lastUsedAt,
        })
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId))
        .orderBy(asc(userIdentities.createdAt)),
      db
        .select({ createdAt: oidcLogins.createdAt, expiresAt: oidcLogins.expiresAt })
        .from(oidcLogins)
        .where(eq(oidcLogins.linkUserId, userId))
        .orderBy(asc(oidcLogins.createdAt)),
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
