import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowCounts, setUpTransferScratch } from '#tests/fixtures/data-transfer';
import { openTestPglite } from '#tests/fixtures/test-database';
import { type DatabaseHandle, openDatabase } from './client';
import {
  DataTransferError,
  exportToFile,
  importData,
  readLines,
  verifyDataFile,
} from './data-transfer';
import { knownMigrations, MIGRATIONS_FOLDER } from './schema-version';

// Issue 33, item 5: what an import refuses, and an older release's file. The whole move and the
// backup of a running server, with users signing in afterwards: src/server/data-move.test.ts.

const adminUrl = process.env.TEST_DATABASE_URL;
const { scratch, cleanups, fileIn, openTarget } = setUpTransferScratch('transfer');

const addUser = (database: DatabaseHandle, username: string) =>
  database.db.execute(
    sql`insert into users (username, username_key, password_hash) values (${username}, ${username}, 'x')`,
  );

/** An export of a migrated PGlite holding two users. */
const smallExport = async () => {
  const source = await openTestPglite();
  await addUser(source, 'first_user');
  await addUser(source, 'second_user');
  const file = fileIn('small');
  await exportToFile(source, file);
  await source.close();
  return file;
};

/** The file's lines, changed by `edit`, written back gzipped. */
const edited = (file: string, edit: (lines: string[]) => string[]) => {
  const lines = gunzipSync(readFileSync(file)).toString().split('\n').filter(Boolean);
  const copy = fileIn('edited');
  writeFileSync(copy, gzipSync(`${edit(lines).join('\n')}\n`));
  return copy;
};

describe('an import', () => {
  it(`writes every row into ${adminUrl ? 'PostgreSQL' : 'a new PGlite'}, each table counted`, async () => {
    const file = await smallExport();
    const header = await verifyDataFile(file);
    expect(header.tables.find((table) => table.name === 'users')?.rows).toBe(2);
    const target = await openTarget();
    cleanups.push(() => target.close());
    const summary = await importData(target, readLines(file));
    expect(summary.rows).toBe(header.tables.reduce((sum, table) => sum + table.rows, 0));
    expect(await rowCounts(target)).toEqual(
      Object.fromEntries(header.tables.map((table) => [table.name, table.rows])),
    );
    expect(await target.migrationState()).toMatchObject({ upToDate: true });
  });

  it('refuses a database that holds rows, naming the tables, and writes nothing', async () => {
    const file = await smallExport();
    const target = await openTestPglite();
    cleanups.push(() => target.close());
    await addUser(target, 'already_here');
    const before = await rowCounts(target);
    await expect(importData(target, readLines(file))).rejects.toThrow(
      /not empty \(users: 1 rows\)/,
    );
    expect(await rowCounts(target)).toEqual(before);
  });

  it('refuses a cut-short file and leaves the database empty', async () => {
    const file = edited(await smallExport(), (lines) => lines.slice(0, -2));
    await expect(verifyDataFile(file)).rejects.toThrow(DataTransferError);
    const target = await openTestPglite();
    cleanups.push(() => target.close());
    await expect(importData(target, readLines(file))).rejects.toThrow(/cut short|rows/);
    expect(Object.values(await rowCounts(target)).every((n) => n === 0)).toBe(true);
  });

  it('refuses a file from a newer release', async () => {
    const file = edited(await smallExport(), ([header = '{}', ...rest]) => {
      const parsed = JSON.parse(header) as { migrations: string[] };
      parsed.migrations.push('a-migration-of-a-newer-release');
      return [JSON.stringify(parsed), ...rest];
    });
    const target = await openTestPglite();
    cleanups.push(() => target.close());
    await expect(importData(target, readLines(file))).rejects.toThrow(/newer release/);
  });

  it("takes an older release's file: migrated to its migrations, the rows, then to this release's", async () => {
    // A database of the release before the newest migration, with a user in it.
    const older = path.join(scratch, 'older-migrations');
    cpSync(MIGRATIONS_FOLDER, older, { recursive: true });
    const journalPath = path.join(older, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
    journal.entries = journal.entries.slice(0, -1);
    writeFileSync(journalPath, JSON.stringify(journal));
    const source = await openDatabase({ kind: 'pglite' });
    await source.withStartupLock(({ migrate }) => migrate(older));
    await addUser(source, 'old_timer');
    const file = fileIn('older');
    const header = await exportToFile(source, file);
    await source.close();
    expect(header.migrations).toHaveLength(knownMigrations().length - 1);

    const target = await openTarget({ unmigrated: true });
    cleanups.push(() => target.close());
    await importData(target, readLines(file));
    expect(await target.migrationState()).toMatchObject({ upToDate: true });
    expect((await rowCounts(target)).users).toBe(1);
  });
});
