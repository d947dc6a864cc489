// `npm run db:import -- [--replace] <file>`: restores a data file (db:backup, db:export) into the
// configured database (PGlite in DATA_DIR, or DATABASE_URL), which must hold no rows: migrated to
// the file's release, every row written in one transaction and counted, then migrated to this
// release. With --replace an existing embedded database folder is first set aside as
// <DATA_DIR>.before-import-<time> (never deleted). Stop the server first: the folder belongs to one
// process, and a running server would see its database change under it.
import { existsSync, renameSync } from 'node:fs';
import { acquireDataDirLock } from '#server/db/data-dir-lock';
import { importData, readLines, verifyDataFile } from '#server/db/data-transfer';
import { dataDirOf, openDatabaseFromEnv } from '#server/db/open-from-env';
import { parseEnv } from '#server/env';
import { describeTables } from './lib/data-files';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const files = args.filter((arg) => arg !== '--replace');
const [file] = files;
if (files.length !== 1 || !file || file.startsWith('-')) {
  console.error('Usage: npm run db:import -- [--replace] <file>');
  process.exit(2);
}

const env = parseEnv(process.env);
const dataDir = dataDirOf(env);
const started = Date.now();

const restore = async () => {
  // A damaged file is refused before anything is moved or written.
  const header = await verifyDataFile(file);
  if (replace) {
    if (!dataDir)
      throw new Error('--replace sets an embedded database folder aside; DATABASE_URL is set');
    if (existsSync(dataDir)) {
      // Refuses while a server holds the folder.
      acquireDataDirLock(dataDir).release();
      const aside = `${dataDir}.before-import-${new Date().toISOString().replaceAll(':', '-')}`;
      renameSync(dataDir, aside);
      console.log(`The current database folder is now ${aside}`);
    }
  }
  const database = await openDatabaseFromEnv(env);
  try {
    const summary = await importData(database, readLines(file));
    return { header, summary };
  } finally {
    await database.close();
  }
};

try {
  const { header, summary } = await restore();
  console.log(describeTables(summary.tables));
  console.log(
    `Imported ${summary.rows} rows of ${summary.tables.length} tables from a ${header.source} backup of ${header.createdAt} into ${dataDir ?? 'PostgreSQL'} in ${Date.now() - started} ms; every table's rows counted.`,
  );
} catch (error) {
  console.error(`db:import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
