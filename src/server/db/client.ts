import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import {
  appliedMigrations,
  assertSchemaNotNewer,
  MIGRATIONS_FOLDER,
  type MigrationState,
  migrationStateOf,
} from './schema-version';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** What runs under the start-up lock: a database on the lock's own connection, and the migrator. */
export type StartupWork<T> = (locked: {
  db: Database;
  /**
   * Applies the committed migrations (or those of `folder`, a copy holding the first few: an
   * import of an older release's data); refuses a schema newer than this code (SchemaTooNewError).
   */
  migrate: (folder?: string) => Promise<void>;
}) => Promise<T>;

/** Connections of a node-postgres pool; PGlite has one connection and no pool. */
export type PoolStats = { max: number; total: number; idle: number; waiting: number };

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /**
   * Applies the committed migrations under the start-up lock; refuses a schema newer than this
   * code knows (SchemaTooNewError).
   */
  migrate: () => Promise<void>;
  /**
   * Runs `work` (migrations, seeding, start-up housekeeping) while holding the start-up lock. On
   * PostgreSQL it is an advisory lock on a connection of its own, so any number of servers started
   * together on one database migrate and seed one after another; `onWait` is called when another
   * holds it. PGlite belongs to one process (data-dir-lock.ts): nothing to wait for.
   */
  withStartupLock: <T>(work: StartupWork<T>, onWait?: () => void) => Promise<T>;
  /** Applied and expected migrations (readiness). */
  migrationState: () => Promise<MigrationState>;
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  /** The pool's connections (PostgreSQL), or null (PGlite). */
  poolStats: () => PoolStats | null;
  close: () => Promise<void>;
};

/**
 * The advisory lock key every Foresight server takes to migrate and seed (one 64-bit number;
 * 0x466f726573696768 is "Foresigh" in ASCII, unlikely to be another program's key).
 */
export const STARTUP_LOCK_KEY = '5075401085123389288';
/** Gives up waiting for another server's migration after this long (lock_timeout). */
const STARTUP_LOCK_TIMEOUT = '10min';

type Migrator = (db: Database, folder?: string) => Promise<void>;

/** The migrator of one backend, behind the check that the database is not ahead of this code. */
const checkedMigrator =
  (migrator: (db: never, config: { migrationsFolder: string }) => Promise<void>): Migrator =>
  async (db, folder = MIGRATIONS_FOLDER) => {
    assertSchemaNotNewer(await appliedMigrations(db));
    await migrator(db as never, { migrationsFolder: folder });
  };

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir?: string | undefined;
      /** An in-memory database starts as a copy of this dump (`dumpDataDir`) instead of initdb. */
      loadDataDir?: Blob | undefined;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Connections of a server's node-postgres pool. */
export const DEFAULT_POOL_SIZE = 10;

/** Opens PGlite in `dataDir` (in memory without one) or a node-postgres pool on `url`. */
export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> =>
  options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options.dataDir, options.loadDataDir);

/** `memory://` (or no folder) keeps the database in memory: used by tests. */
export const IN_MEMORY_DATA_DIR = 'memory://';

/** The handle of an open database: ping fails once closed, and close releases the client once. */
const handleOf = (parts: {
  db: Database;
  kind: DatabaseKind;
  withStartupLock: DatabaseHandle['withStartupLock'];
  poolStats?: () => PoolStats;
  release: () => Promise<void>;
}): DatabaseHandle => {
  const { db, kind, withStartupLock, release } = parts;
  let closed = false;
  return {
    db,
    kind,
    withStartupLock,
    migrate: () => withStartupLock(({ migrate }) => migrate()),
    migrationState: async () => migrationStateOf(await appliedMigrations(db)),
    poolStats: () => parts.poolStats?.() ?? null,
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
  const migrate = checkedMigrator(migratePglite);
  return handleOf({
    db,
    kind: 'pglite',
    withStartupLock: (work) => work({ db, migrate: (folder) => migrate(db, folder) }),
    release: () => client.close(),
  });
};

const openPostgres = async (url: string, poolSize = DEFAULT_POOL_SIZE): Promise<DatabaseHandle> => {
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
  const migrate = checkedMigrator(migratePg);
  return handleOf({
    db,
    kind: 'postgres',
    withStartupLock: (work, onWait) => withAdvisoryLock(url, work, migrate, onWait),
    poolStats: () => ({
      max: poolSize,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    release: () => pool.end(),
  });
};

/**
 * Runs `work` holding the start-up advisory lock, on a connection of its own (not the pool's: no
 * query timeout, as a migration may take long, and the lock belongs to that session). A server
 * that dies while holding it loses its connection, and with it the lock.
 */
const withAdvisoryLock = async <T>(
  url: string,
  work: StartupWork<T>,
  migrate: Migrator,
  onWait?: () => void,
): Promise<T> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  // A connection lost while waiting is reported by the query that was waiting.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`set lock_timeout = '${STARTUP_LOCK_TIMEOUT}'`);
    const tried = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1::bigint) as locked',
      [STARTUP_LOCK_KEY],
    );
    if (!tried.rows[0]?.locked) {
      onWait?.();
      await client.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    }
    await client.query('set lock_timeout = 0');
    const db = drizzlePg({ client, schema });
    const result = await work({ db, migrate: (folder) => migrate(db, folder) });
    await client.query('select pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]);
    return result;
  } finally {
    // Ending the session releases the lock too, whatever happened above.
    await client.end().catch(() => undefined);
  }
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
