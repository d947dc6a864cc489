import { fillMissingUsernameSkeletons } from './modules/auth/index';
import type { DatabaseHandle } from './db/client';
import { seedDemoContent } from './seed-demo-content';

/**
 * What a server does to its database before it listens: migrate, fill what older releases left
 * empty, and seed the demo content. All of it under the start-up lock, so servers started together
 * on one PostgreSQL take turns (the first migrates, the others find it done), and a server older
 * than the schema refuses before touching anything (SchemaTooNewError).
 */
export const prepareDatabase = (
  database: DatabaseHandle,
  options: { seedDemo: boolean; onWait?: () => void },
): Promise<void> =>
  database.withStartupLock(async ({ db, migrate }) => {
    await migrate();
    await fillMissingUsernameSkeletons(db);
    if (options.seedDemo) await seedDemoContent(db);
  }, options.onWait);

export const STARTUP_LOCK_WAIT_MESSAGE =
  'Another server is migrating or seeding this database; waiting for it to finish…';
