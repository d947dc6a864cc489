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

/** A row as the export writes it: each Date field as ISO text, a nullable one as ISO text or null. */
export type WithIsoDates<Row> = {
  [Field in keyof Row]: Row[Field] extends Date
    ? string
    : Row[Field] extends Date | null
      ? string | null
      : Row[Field];
};

/**
 * Every Date field of a row as ISO text, in place: the fields keep their order, so the export's
 * JSON reads as when each date was converted by hand.
 */
export const withIsoDates = <Row extends object>(row: Row): WithIsoDates<Row> =>
  Object.fromEntries(
    Object.entries(row).map(([field, value]) => [
      field,
      value instanceof Date ? isoDate(value) : value,
    ]),
  ) as WithIsoDates<Row>;

// The rows of several parts as one object type, so the caller's AccountExportPart annotation checks
// each key's rows against the contract.
type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (
  part: infer Both,
) => void
  ? Both
  : never;

// Each part's own keys: a part written inline has its tables as a literal, with no index signature.
type TableKeysOf<Part> = Part extends { tables: infer Tables } ? Tables[keyof Tables] : never;

type RowsOf<Part> = Part extends { read: (db: Database, userId: string) => Promise<infer Rows> }
  ? Rows
  : never;

/**
 * One module's part made of several: their tables together, and their reads run side by side,
 * each one's keys in the order the parts are given (the export's JSON keeps that order).
 */
export const combinedExportPart = <const Parts extends readonly SomeAccountExportPart[]>(
  ...parts: Parts
) => ({
  tables: Object.assign({}, ...parts.map((part) => part.tables)) as Readonly<
    Record<string, TableKeysOf<Parts[number]>>
  >,
  read: async (db: Database, userId: string) =>
    Object.assign(
      {},
      ...(await Promise.all(parts.map((part) => part.read(db, userId)))),
    ) as Intersection<RowsOf<Parts[number]>>,
});
