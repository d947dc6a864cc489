import { emailTokens } from '#server/db/schema/index';
import {
  type AccountExportPart,
  isoDate,
  isoDateOrNull,
  readOwnRows,
} from '#server/modules/account/index';

/** The email-auth module's rows in the account export (account/account-export-part.ts). */
export const emailAuthExportPart: AccountExportPart<'emailLinks'> = {
  tables: { email_tokens: 'emailLinks' },
  read: async (db, userId) => {
    const emailLinks = await readOwnRows(
      db,
      emailTokens,
      ['purpose', 'email', 'createdAt', 'expiresAt', 'usedAt'],
      emailTokens.userId,
      userId,
      [emailTokens.createdAt],
    );
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
