import type { AccountExport } from '#shared/contracts/account';
import { type ExportPartKey, isoDate, type SomeAccountExportPart } from './account-export-part';
import { findSignInPlaceRows } from './account-export.repository';
import { findAccountSessions, type AccountContext } from './account-sessions.service';
import { getAccount } from './account.service';

/**
 * The table each part of the export comes from: this module's own and every part's.
 * account-data.routes.test.ts compares it with every table that references users in the live
 * schema, so a new user-owned table cannot be forgotten.
 */
export const exportedTables = (
  parts: readonly SomeAccountExportPart[],
): Readonly<Record<string, keyof AccountExport>> => ({
  users: 'account',
  sessions: 'sessions',
  sign_in_sources: 'knownSignInPlaces',
  ...Object.fromEntries(parts.flatMap((part) => Object.entries(part.tables))),
});

/** Everything stored about the user (GDPR art. 15/20), with no hashes, tokens or keys. */
export const exportAccount = async (
  context: AccountContext & { parts: readonly SomeAccountExportPart[] },
  currentSessionId: string | null,
): Promise<AccountExport> => {
  const [account, sessions, signInPlaces, ...partRows] = await Promise.all([
    getAccount(context),
    findAccountSessions(context, currentSessionId),
    findSignInPlaceRows(context.db, context.userId),
    ...context.parts.map((part) => part.read(context.db, context.userId)),
  ]);
  // accountExportParts checked at compile time that the parts fill every key between them, and
  // the contract's schema checks the whole answer again before it is sent.
  const fromParts = Object.assign({}, ...partRows) as Pick<AccountExport, ExportPartKey>;
  return {
    exportedAt: isoDate(context.clock()),
    account,
    sessions,
    knownSignInPlaces: signInPlaces.map((row) => ({ lastSuccessAt: isoDate(row.lastSuccessAt) })),
    ...fromParts,
  };
};
