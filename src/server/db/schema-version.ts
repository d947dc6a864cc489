import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/*
 * Which migrations this code knows, which a database has, and whether the two agree. Drizzle's
 * migrator applies every known migration newer than the newest applied one and says nothing when
 * the database is ahead: an older release started on a database that a newer one migrated would
 * run against tables it does not know. The start-up refuses that instead (SchemaTooNewError).
 */

/** The committed migrations (SQL files and meta/_journal.json); the build copies them beside the server. */
export const MIGRATIONS_FOLDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** Where Drizzle records applied migrations (its defaults). */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

export type KnownMigration = { tag: string; createdAt: number; hash: string };
export type AppliedMigration = { createdAt: number; hash: string };

type AnyDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

let known: readonly KnownMigration[] | undefined;

/** The migrations this code would apply, oldest first (read once). */
export const knownMigrations = (): readonly KnownMigration[] => {
  if (known) return known;
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: Array<{ tag: string; when: number }> };
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  known = journal.entries.map((entry, index) => ({
    tag: entry.tag,
    createdAt: entry.when,
    hash: files[index]?.hash ?? '',
  }));
  return known;
};

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
const rowsOf = (result: unknown): Array<Record<string, unknown>> =>
  (result as { rows?: Array<Record<string, unknown>> }).rows ?? [];

/** The migrations recorded in the database, oldest first; none when it was never migrated. */
export const appliedMigrations = async (db: AnyDatabase): Promise<AppliedMigration[]> => {
  const [exists] = rowsOf(
    await db.execute(sql`select to_regclass(${MIGRATIONS_TABLE}) is not null as "exists"`),
  );
  if (!exists?.exists) return [];
  return rowsOf(
    await db.execute(
      sql.raw(`select hash, created_at from ${MIGRATIONS_TABLE} order by created_at, id`),
    ),
  ).map((row) => ({ createdAt: Number(row.created_at), hash: String(row.hash) }));
};

export class SchemaTooNewError extends Error {
  override name = 'SchemaTooNewError';
}

const describe = (createdAt: number) => new Date(createdAt).toISOString();

/**
 * Throws SchemaTooNewError when the database holds a migration this code does not know and that
 * is newer than every one it knows: a newer release has migrated it.
 */
export const assertSchemaNotNewer = (
  applied: readonly AppliedMigration[],
  knownList: readonly KnownMigration[] = knownMigrations(),
): void => {
  const newestKnown = knownList.at(-1);
  const newestKnownAt = newestKnown?.createdAt ?? 0;
  const unknown = applied.filter((migration) => migration.createdAt > newestKnownAt);
  if (unknown.length === 0) return;
  throw new SchemaTooNewError(
    [
      `The database schema is newer than this server: it has ${applied.length} migrations applied,`,
      ` ${unknown.length} of them unknown here (the newest from ${describe(unknown.at(-1)?.createdAt ?? 0)}),`,
      ` while this server knows ${knownList.length}, the newest ${newestKnown?.tag ?? '(none)'}.`,
      ' A newer release has upgraded this database. Start that release (or a newer one) instead;',
      ' to go back to this one, restore a backup taken before the upgrade (deploy/upgrade.md).',
    ].join(''),
  );
};

export type MigrationState = {
  /** Migrations recorded in the database. */
  applied: number;
  /** Migrations this code knows. */
  expected: number;
  /** Every known migration is applied (readiness). */
  upToDate: boolean;
};

export const migrationStateOf = (
  applied: readonly AppliedMigration[],
  knownList: readonly KnownMigration[] = knownMigrations(),
): MigrationState => {
  const appliedAt = new Set(applied.map((migration) => migration.createdAt));
  return {
    applied: applied.length,
    expected: knownList.length,
    upToDate: knownList.every((migration) => appliedAt.has(migration.createdAt)),
  };
};
