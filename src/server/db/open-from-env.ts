import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '../env';
import { IN_MEMORY_DATA_DIR, openDatabase, type DatabaseHandle } from './client';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (relative to the project root). */
export const openDatabaseFromEnv = (env: Env): Promise<DatabaseHandle> => {
  if (env.DATABASE_URL) return openDatabase({ kind: 'postgres', url: env.DATABASE_URL });
  const dataDir =
    env.DATA_DIR === IN_MEMORY_DATA_DIR ? env.DATA_DIR : path.resolve(PROJECT_ROOT, env.DATA_DIR);
  return openDatabase({ kind: 'pglite', dataDir });
};
