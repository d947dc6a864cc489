import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IN_MEMORY_DATA_DIR, openDatabase, type DatabaseHandle } from './client';
import { acquireDataDirLock } from './data-dir-lock';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The two settings of the parsed env (src/server/env.ts) that choose the database, written out:
 * db/ is the lowest layer and env.ts sits above it (it imports http/).
 */
export type DatabaseEnv = { DATABASE_URL?: string | undefined; DATA_DIR: string };

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
