import { asc, eq } from 'drizzle-orm';
import { emailTokens } from '#server/db/schema/index';
import { type AccountExportPart, isoDate, isoDateOrNull } from '#server/modules/account/index';

/** The email-auth module's rows in the account export (account/account-export-part.ts). */
export const emailAuthExportPart: AccountExportPart<'emailLinks'> = {
  tables: { email_tokens: 'emailLinks' },
  read: async (db, userId) => {
    const emailLinks = await db
      .select({
        purpose: emailTokens.purpose,
        email: emailTokens.email,
        createdAt: emailTokens.createdAt,
        expiresAt: emailTokens.expiresAt,
        usedAt: emailTokens.usedAt,
      })
      .from(emailTokens)
      .where(eq(emailTokens.userId, userId))
      .orderBy(asc(emailTokens.createdAt));
    return {
      emailLinks: emailLinks.map((row) => ({
        ...row,
        createdAt: isoDate(row.createdAt),
        expiresAt: isoDate(row.expiresAt),
        usedAt: isoDateOrNull(row.usedAt),
      })),
    };
  },
};
