// `DATABASE_URL=postgres://… npm run db:move` (or `npm run db:move -- --to postgres://…`): moves
// every row of the embedded database (PGlite in DATA_DIR) into an empty PostgreSQL database, then
// counts each table on both sides. Stop the server first, so nothing is written after the move.
// The export is kept in backups/ (the embedded database as it was moved); the data folder is left
// as it is. Then set DATABASE_URL (in .env or the environment) and start the servers.
import { existsSync } from 'node:fs';
import { openDatabase } from '#server/db/client';
import { exportToFile, importData, readLines } from '#server/db/data-transfer';
import { dataDirOf, openDatabaseFromEnv } from '#server/db/open-from-env';
import { parseEnv } from '#server/env';
import { sql } from 'drizzle-orm';
import { defaultBackupPath, describeTables } from './lib/data-files';

const args = process.argv.slice(2);
const toIndex = args.indexOf('--to');
const to = toIndex === -1 ? undefined : args[toIndex + 1];
if (args.length !== (toIndex === -1 ? 0 : 2) || (toIndex !== -1 && !to)) {
  console.error(
    'Usage: DATABASE_URL=postgres://… npm run db:move  (or: npm run db:move -- --to postgres://…)',
  );
  process.exit(2);
}

const move = async () => {
  const env = parseEnv({ ...process.env, ...(to ? { DATABASE_URL: to } : {}) });
  const target = env.DATABASE_URL;
  if (!target) throw new Error('Name the PostgreSQL database: DATABASE_URL or --to postgres://…');
  const dataDir = dataDirOf({ DATA_DIR: env.DATA_DIR, DATABASE_URL: undefined });
  if (!dataDir || !existsSync(dataDir))
    throw new Error(`There is no embedded database in ${env.DATA_DIR}`);
  const file = defaultBackupPath('pglite-moved');
  // The source: the embedded database, opened here (refused while its server runs).
  const source = await openDatabaseFromEnv({ ...env, DATABASE_URL: undefined });
  let header;
  try {
    header = await exportToFile(source, file);
  } finally {
    await source.close();
  }
  console.log(`Exported the embedded database (${dataDir}) to ${file}`);
  const destination = await openDatabase({ kind: 'postgres', url: target, poolSize: 2 });
  try {
    await importData(destination, readLines(file));
    const counted: Array<{ name: string; rows: number; moved: number }> = [];
    for (const table of header.tables) {
      const result: unknown = await destination.db.execute(
        sql.raw(`select count(*)::int as n from "${table.name}"`),
      );
      const moved = Number((result as { rows: Array<{ n: number }> }).rows[0]?.n);
      counted.push({ ...table, moved });
    }
    return { file, counted };
  } finally {
    await destination.close();
  }
};

try {
  const { file, counted } = await move();
  const differing = counted.filter((table) => table.rows !== table.moved);
  console.log(describeTables(counted.map((table) => ({ name: table.name, rows: table.moved }))));
  if (differing.length > 0) {
    console.error(
      `db:move: these tables differ: ${differing.map((t) => `${t.name} ${t.rows} → ${t.moved}`).join(', ')}`,
    );
    process.exitCode = 1;
  } else {
    const rows = counted.reduce((sum, table) => sum + table.moved, 0);
    console.log(
      `Moved ${rows} rows of ${counted.length} tables; every table has as many rows in PostgreSQL as in the embedded database.\nNow set DATABASE_URL (in .env or the environment) and start the server. The embedded database stays in place; ${file} holds it as it was moved.`,
    );
  }
} catch (error) {
  console.error(`db:move failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
