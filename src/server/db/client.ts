import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed migrations. */
  migrate: () => Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir?: string | undefined;
      /** An in-memory database starts as a copy of this dump (`dumpDataDir`) instead of initdb. */
      loadDataDir?: Blob | undefined;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Opens PGlite in `dataDir` (in memory without one) or a node-postgres pool on `url`. */
export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> =>
  options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options.dataDir, options.loadDataDir);

/** `memory://` (or no folder) keeps the database in memory: used by tests. */
export const IN_MEMORY_DATA_DIR = 'memory://';

/** The handle of an open database: ping fails once closed, and close releases the client once. */
const handleOf = (
  db: Database,
  kind: DatabaseKind,
  migrate: () => Promise<void>,
  release: () => Promise<void>,
): DatabaseHandle => {
  let closed = false;
  return {
    db,
    kind,
    migrate,
    ping: async () => {
      if (closed) throw new Error('database closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await release();
    },
  };
};

const openPglite = async (
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<DatabaseHandle> => {
  const inMemory = dataDir === undefined || dataDir === IN_MEMORY_DATA_DIR;
  // PGlite creates only the last folder level itself.
  if (!inMemory) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = inMemory
    ? new PGlite(loadDataDir ? { loadDataDir } : undefined)
    : new PGlite(path.resolve(dataDir));
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return handleOf(
    db,
    'pglite',
    () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    () => client.close(),
  );
};

const openPostgres = async (url: string, poolSize = 10): Promise<DatabaseHandle> => {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // A server that stops answering (frozen, cut off) must not hold requests for ever: the query
    // fails and the request gets 503 (src/server/db/database-faults.ts).
    query_timeout: 15_000,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return handleOf(
    db,
    'postgres',
    () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    () => pool.end(),
  );
};

/**
 * A freshly migrated, empty in-memory PGlite as a data-folder dump, for `loadDataDir`: tests start
 * each database from it (tests/setup/database-template.ts) rather than from initdb.
 */
export const dumpMigratedPglite = async (): Promise<Blob> => {
  const client = new PGlite();
  await client.waitReady;
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
};
