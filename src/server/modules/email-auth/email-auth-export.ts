import { emailTokens } from '#server/db/schema/index';
import { type AccountExportPart, ownRowsExportPart } from '#server/modules/account/index';

/** The email-auth module's rows in the account export (account/account-export-part.ts). */
export const emailAuthExportPart: AccountExportPart<'emailLinks'> = ownRowsExportPart(
  'emailLinks',
  emailTokens,
  {
    // The token hash is left out: it is a credential, not something the user entered.
    columns: ['purpose', 'email', 'createdAt', 'expiresAt', 'usedAt'],
    owner: emailTokens.userId,
    orderBy: [emailTokens.createdAt],
  },
);
