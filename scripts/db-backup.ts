// `npm run db:backup [-- <file>]` (also `npm run db:export -- <file>`): every row of the configured
// database, as one consistent moment, to a gzipped data file (default
// backups/foresight-<database>-<time>.jsonl.gz). The embedded database (PGlite in DATA_DIR) is backed
// up by the server running on it when there is one, through its socket (src/server/db/backup-socket.ts),
// else opened here; PostgreSQL is read in one repeatable-read transaction, servers running or not.
// The file is checked before it gets its name. Restore: `npm run db:import -- <file>`.
import { existsSync } from 'node:fs';
import { backupSocketPathOf, fetchBackup } from '#server/db/backup-socket';
import { DataDirLockedError } from '#server/db/data-dir-lock';
import { exportToFile } from '#server/db/data-transfer';
import { dataDirOf, openDatabaseFromEnv } from '#server/db/open-from-env';
import { parseEnv } from '#server/env';
import { defaultBackupPath, describeTables } from './lib/data-files';

const args = process.argv.slice(2);
if (args.length > 1 || args[0]?.startsWith('-')) {
  console.error('Usage: npm run db:backup [-- <file>]');
  process.exit(2);
}

const env = parseEnv(process.env);
const dataDir = dataDirOf(env);
const file = args[0] ?? defaultBackupPath(env.DATABASE_URL ? 'postgres' : 'pglite');
const started = Date.now();

const backUp = async () => {
  if (dataDir && !existsSync(dataDir)) throw new Error(`There is no database in ${dataDir}`);
  let database;
  try {
    database = await openDatabaseFromEnv(env);
  } catch (error) {
    if (!(error instanceof DataDirLockedError) || !dataDir) throw error;
    console.log('The embedded database is in use: its server takes the backup…');
    return fetchBackup(backupSocketPathOf(dataDir), file);
  }
  try {
    return await exportToFile(database, file);
  } finally {
    await database.close();
  }
};

try {
  const header = await backUp();
  const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(describeTables(header.tables));
  console.log(
    `Backed up ${rows} rows of ${header.tables.length} tables (${header.source}, ${header.migrations.length} migrations) in ${Date.now() - started} ms to\n  ${file}\nRestore into an empty database: npm run db:import -- ${file}`,
  );
} catch (error) {
  console.error(`db:backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
