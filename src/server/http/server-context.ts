import type { Database } from '#server/db/client';
import type { Clock } from './clock';

/** What routes and services that read the time share: the database and the clock. */
export type ServerContext = { db: Database; clock: Clock };
