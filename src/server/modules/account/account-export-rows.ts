import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';

/**
 * The one query shape the export parts share: the named columns of the user's own rows of one
 * table, in a fixed order so that two exports of the same data read alike. Columns are named one
 * by one (never the whole row) so that hashes, tokens and secrets stay out of the export.
 */
export const readOwnRows = <
  Table extends PgTable,
  Key extends keyof Table['_']['columns'] & string,
>(
  db: Database,
  table: Table,
  columns: readonly Key[],
  owner: PgColumn,
  userId: string,
  orderBy: readonly PgColumn[],
) => {
  const all = getTableColumns(table);
  const picked = Object.fromEntries(columns.map((key) => [key, all[key]])) as Pick<
    Table['_']['columns'],
    Key
  >;
  // Widened: drizzle's guard against data-modifying subqueries cannot see through a generic table.
  const source: PgTable = table;
  return db
    .select(picked)
    .from(source)
    .where(eq(owner, userId))
    .orderBy(...orderBy.map((column) => asc(column)));
};
