import type { AccountExport } from '#shared/contracts/account';
import type { Database } from '#server/db/client';

/**
 * What the account module writes itself: the date, the user row, the sessions and the known
 * sign-in places (the auth module's tables: auth sits below account, so it cannot hand in a part).
 */
type AccountOwnKey = 'exportedAt' | 'account' | 'sessions' | 'knownSignInPlaces';

/** The export's keys that other modules fill. */
export type ExportPartKey = Exclude<keyof AccountExport, AccountOwnKey>;

/**
 * One module's share of the account export (GDPR art. 15/20): for each export key it fills, the
 * table its rows come from, and how the user's rows are read, dates as ISO text. Columns are picked
 * one by one: hashes, tokens and secrets are never read. The module that owns the tables exports
 * its part and src/server/module-parts.ts lists them, so the account module imports none of them.
 */
export type AccountExportPart<Key extends ExportPartKey> = {
  /** SQL table name → the export key its rows go under. */
  tables: Readonly<Record<string, Key>>;
  read: (db: Database, userId: string) => Promise<Pick<AccountExport, Key>>;
};

/** Any module's part, as the export runs them. */
export type SomeAccountExportPart = {
  tables: Readonly<Record<string, ExportPartKey>>;
  read: (db: Database, userId: string) => Promise<Partial<AccountExport>>;
};

type KeysOf<Parts extends readonly SomeAccountExportPart[]> = Parts[number]['tables'][string];

/**
 * The list of parts, refused at compile time when it leaves an export key unfilled: a key added to
 * the contract fails here until some module reads it.
 */
export const accountExportParts = <const Parts extends readonly SomeAccountExportPart[]>(
  parts: Parts &
    ([Exclude<ExportPartKey, KeysOf<Parts>>] extends [never]
      ? unknown
      : { missingExportKeys: Exclude<ExportPartKey, KeysOf<Parts>> }),
): Parts => parts;

export const isoDate = (date: Date) => date.toISOString();
export const isoDateOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Rows with created/updated dates, as the export writes them. */
export const withIsoDates = <T extends { createdAt: Date; updatedAt: Date }>(row: T) => ({
  ...row,
  createdAt: isoDate(row.createdAt),
  updatedAt: isoDate(row.updatedAt),
});
