import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

// Migration 0009 adds one open membership checkout per user and tier (issue 34). A database made
// before it may hold several; they must not stop the index (and the server) from starting.

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const TAG = '0009_one_open_membership_checkout';
const scratch = mkdtempSync(path.join(tmpdir(), 'foresight-migration-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The migrations folder as it was before 0009 (it and every later migration left out). */
const migrationsBefore0009 = () => {
  const folder = path.join(scratch, 'migrations');
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === TAG);
  for (const entry of journal.entries.slice(at)) rmSync(path.join(folder, `${entry.tag}.sql`));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
};

describe(`migration ${TAG}`, () => {
  it('keeps the newest open checkout of each user and tier and expires the others', async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: migrationsBefore0009() });
      const {
        rows: [user],
      } = await client.query<{ id: string }>(
        `insert into users (username, username_key) values ('buyer', 'buyer') returning id`,
      );
      const insert = (id: string, kind: string, product: string, status: string, at: string) =>
        client.query(
          `insert into checkout_sessions
             (id, user_id, product_kind, product_id, provider, amount, currency, status, created_at)
           values ($1, $2, $3, $4, 'demo', 900, 'USD', $5, $6)`,
          [id, user?.id, kind, product, status, at],
        );
      const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
      await insert(id(1), 'tier', 'plus', 'open', '2027-01-01T10:00:00Z');
      await insert(id(2), 'tier', 'plus', 'open', '2027-01-01T10:00:02Z');
      await insert(id(3), 'tier', 'plus', 'open', '2027-01-01T10:00:01Z');
      await insert(id(4), 'tier', 'pro', 'open', '2027-01-01T10:00:00Z');
      await insert(id(5), 'pack', 'pack-20', 'open', '2027-01-01T10:00:00Z');
      await insert(id(6), 'pack', 'pack-20', 'open', '2027-01-01T10:00:01Z');
      await insert(id(7), 'tier', 'plus', 'completed', '2027-01-01T09:00:00Z');

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const { rows } = await client.query<{ id: string; status: string }>(
        'select id, status from checkout_sessions order by id',
      );
      expect(rows.map((row) => [row.id, row.status])).toEqual([
        [id(1), 'expired'],
        [id(2), 'open'],
        [id(3), 'expired'],
        [id(4), 'open'],
        [id(5), 'open'],
        [id(6), 'open'],
        [id(7), 'completed'],
      ]);
      await expect(insert(id(8), 'tier', 'plus', 'open', '2027-01-02T10:00:00Z')).rejects.toThrow(
        /checkout_sessions_one_open_tier_idx/,
      );
    } finally {
      await client.close();
    }
  });
});
