import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '#tests/fixtures/postgres-admin';
import { readPostFiles } from '#server/modules/blog/index';
import { type DatabaseHandle, openDatabase } from './db/client';
import { knownMigrations, SchemaTooNewError } from './db/schema-version';
import { BLOG_CONTENT_FOLDER } from './seed-demo-content';
import { prepareDatabase } from './start-up';

// Issue 33, item 1: servers started together on one new PostgreSQL database each migrated at the
// same moment, and all but one died on `CREATE TABLE "users"`. The start-up lock makes them take
// turns; a server older than the schema refuses before touching it.

const adminUrl = process.env.TEST_DATABASE_URL;
/** Servers started at once: more than the cluster test's three. */
const SERVERS = 5;

const countOf = async (database: DatabaseHandle, query: ReturnType<typeof sql>) => {
  const result: unknown = await database.db.execute(query);
  return Number((result as { rows: Array<{ n: unknown }> }).rows[0]?.n);
};

describe.skipIf(!adminUrl)('servers started together on one new PostgreSQL database', () => {
  it(`all ${SERVERS} migrate and seed, the migrations and the seed once`, async () => {
    const scratch = await createDatabase(
      adminUrl ?? '',
      `foresight_startup_${randomBytes(6).toString('hex')}`,
    );
    // Each "server" has its own pool, as separate processes would.
    const servers = await Promise.all(
      Array.from({ length: SERVERS }, () =>
        openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 }),
      ),
    );
    let waited = 0;
    try {
      const outcomes = await Promise.allSettled(
        servers.map((database) =>
          prepareDatabase(database, { seedDemo: true, onWait: () => (waited += 1) }),
        ),
      );
      expect(outcomes.map((outcome) => outcome.status)).toEqual(
        Array.from({ length: SERVERS }, () => 'fulfilled'),
      );
      const [first] = servers as [DatabaseHandle];
      expect(
        await countOf(first, sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      ).toBe(knownMigrations().length);
      const posts = await readPostFiles(BLOG_CONTENT_FOLDER);
      expect(posts.length).toBeGreaterThan(0);
      expect(await countOf(first, sql`select count(*)::int as n from blog_posts`)).toBe(
        posts.length,
      );
      expect(await first.migrationState()).toEqual({
        applied: knownMigrations().length,
        expected: knownMigrations().length,
        upToDate: true,
      });
      // At least one server found the lock taken (they all started within a few milliseconds).
      expect(waited).toBeGreaterThan(0);
    } finally {
      await Promise.all(servers.map((database) => database.close()));
      await scratch.drop();
    }
  });
});

/** A database migrated by "a newer release": one more migration than this code knows. */
const withNewerMigration = async (database: DatabaseHandle) => {
  await database.migrate();
  const newest = knownMigrations().at(-1)?.createdAt ?? 0;
  await database.db.execute(
    sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${newest + 86_400_000})`,
  );
};

const openEach = async (): Promise<
  Array<{ name: string; open: () => Promise<DatabaseHandle> }>
> => [
  { name: 'PGlite', open: () => openDatabase({ kind: 'pglite' }) },
  ...(adminUrl
    ? [
        {
          name: 'PostgreSQL',
          open: async () => {
            const scratch = await createDatabase(
              adminUrl,
              `foresight_newer_${randomBytes(6).toString('hex')}`,
            );
            const database = await openDatabase({
              kind: 'postgres',
              url: scratch.url,
              poolSize: 2,
            });
            return {
              ...database,
              close: async () => {
                await database.close();
                await scratch.drop();
              },
            };
          },
        },
      ]
    : []),
];

describe('a server older than the schema', async () => {
  it.each(await openEach())('refuses to start on $name, naming both versions', async ({ open }) => {
    const database = await open();
    try {
      await withNewerMigration(database);
      const refusal = prepareDatabase(database, { seedDemo: false });
      await expect(refusal).rejects.toThrow(SchemaTooNewError);
      await expect(refusal).rejects.toThrow(
        new RegExp(
          `has ${knownMigrations().length + 1} migrations applied, 1 of them unknown here.*knows ${knownMigrations().length}, the newest ${knownMigrations().at(-1)?.tag}`,
        ),
      );
      // Nothing was changed: the unknown migration is still the newest, no seed ran.
      expect(await countOf(database, sql`select count(*)::int as n from blog_posts`)).toBe(0);
      expect(await database.migrationState()).toMatchObject({ upToDate: true });
    } finally {
      await database.close();
    }
  });

  it('is told nothing when the schema is the one it knows, or older', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      expect(await database.migrationState()).toEqual({
        applied: 0,
        expected: knownMigrations().length,
        upToDate: false,
      });
      await prepareDatabase(database, { seedDemo: false });
      await prepareDatabase(database, { seedDemo: false });
      expect(await database.migrationState()).toMatchObject({ upToDate: true });
    } finally {
      await database.close();
    }
  });
});
