import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import { type ExportPartKey, withIsoDates, type WithIsoDates } from './account-export-part';
import { readOwnRows } from './account-export-rows';

/** Which of a table's rows are the user's, which columns are read and in what order. */
type OwnRowsQuery<Column extends string> = {
  columns: readonly Column[];
  owner: PgColumn;
  orderBy: readonly PgColumn[];
};

type OwnRow<Table extends PgTable, Column extends keyof Table['_']['columns'] & string> = Awaited<
  ReturnType<typeof readOwnRows<Table, Column>>
>[number];

/**
 * The part a module hands in for one table of the user's own rows, filed under the table's SQL
 * name. The caller types the result as its AccountExportPart, so the rows are checked against the
 * contract there; a row is written with its dates as ISO text unless toExport says otherwise.
 */
export function ownRowsExportPart<
  Key extends ExportPartKey,
  Table extends PgTable,
  Column extends keyof Table['_']['columns'] & string,
>(
  key: Key,
  table: Table,
  query: OwnRowsQuery<Column>,
): OwnRowsExportPart<Key, WithIsoDates<OwnRow<Table, Column>>>;
export function ownRowsExportPart<
  Key extends ExportPartKey,
  Table extends PgTable,
  Column extends keyof Table['_']['columns'] & string,
  Exported,
>(
  key: Key,
  table: Table,
  query: OwnRowsQuery<Column>,
  toExport: (row: OwnRow<Table, Column>) => Exported,
): OwnRowsExportPart<Key, Exported>;
export function ownRowsExportPart<
  Key extends ExportPartKey,
  Table extends PgTable,
  Column extends keyof Table['_']['columns'] & string,
>(
  key: Key,
  table: Table,
  { columns, owner, orderBy }: OwnRowsQuery<Column>,
  toExport: (row: OwnRow<Table, Column>) => unknown = withIsoDates,
): OwnRowsExportPart<Key, unknown> {
  return {
    tables: { [getTableName(table)]: key },
    read: async (db, userId) => {
      const rows = await readOwnRows(db, table, columns, owner, userId, orderBy);
      // A computed key is typed as any string; it is the one key this part fills.
      return { [key]: rows.map(toExport) } as Record<Key, unknown[]>;
    },
  };
}

type OwnRowsExportPart<Key extends ExportPartKey, Exported> = {
  tables: Readonly<Record<string, Key>>;
  read: (db: Database, userId: string) => Promise<Record<Key, Exported[]>>;
};
