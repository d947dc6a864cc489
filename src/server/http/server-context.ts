import type { Database } from '#server/db/client';
import type { Clock } from './clock';

/** What routes and services that read the time share: the database and the clock. */
export type ServerContext = { db: Database; clock: Clock };

/** What a signed-in request's services get: the server context and the acting user's id. */
export const signedInContext = (
  { db, clock }: ServerContext,
  request: { user: { id: string } },
) => ({ db, clock, userId: request.user.id });
