import path from 'node:path';
import { PROJECT_ROOT } from '#server/db/open-from-env';

/** What the data tools (db-backup, db-import, db-move) share. */

/** backups/foresight-<what>-2026-11-28T20-15-03Z.jsonl.gz under the project root. */
export const defaultBackupPath = (what: string, now = new Date()) =>
  path.join(
    PROJECT_ROOT,
    'backups',
    `foresight-${what}-${now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-')}.jsonl.gz`,
  );

/** A line per table: its rows. */
export const describeTables = (tables: ReadonlyArray<{ name: string; rows: number }>) =>
  tables.map((table) => `  ${table.name.padEnd(28)} ${String(table.rows).padStart(8)}`).join('\n');
