import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IN_MEMORY_DATA_DIR, openDatabase, type DatabaseHandle } from './client';
import { acquireDataDirLock } from './data-dir-lock';

/**
 * The folder of the app's package.json, the base of DATA_DIR, WEB_ROOT and content/: found upwards
 * from this file, which is src/server/db/ when run from source and dist/server/ when built.
 */
const findProjectRoot = (from: string): string => {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${from}`);
  }
};

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/**
 * The two settings of the parsed env (src/server/env.ts) that choose the database, written out:
 * db/ is the lowest layer and env.ts sits above it (it imports http/).
 */
export type DatabaseEnv = { DATABASE_URL?: string | undefined; DATA_DIR: string };

/** The embedded database's folder (DATA_DIR, relative to the project root); null for PostgreSQL or in memory. */
export const dataDirOf = (env: DatabaseEnv): string | null =>
  env.DATABASE_URL || env.DATA_DIR === IN_MEMORY_DATA_DIR
    ? null
    : path.resolve(PROJECT_ROOT, env.DATA_DIR);

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (relative to the project root),
 * locked to this process until the handle closes (a second server on the folder refuses to start).
 */
export const openDatabaseFromEnv = async (env: DatabaseEnv): Promise<DatabaseHandle> => {
  if (env.DATABASE_URL) return openDatabase({ kind: 'postgres', url: env.DATABASE_URL });
  if (env.DATA_DIR === IN_MEMORY_DATA_DIR)
    return openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
  const dataDir = path.resolve(PROJECT_ROOT, env.DATA_DIR);
  const lock = acquireDataDirLock(dataDir);
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
};
