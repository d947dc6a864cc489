import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { signInSources } from '#server/db/schema/index';

/**
 * The user's known sign-in places: the auth module's table, read here as account.repository.ts
 * reads the user row and sessions (every other table comes from its module's export part).
 */
export const findSignInPlaceRows = async (db: Database, userId: string) =>
  db
    .select({ lastSuccessAt: signInSources.lastSuccessAt })
    .from(signInSources)
    .where(eq(signInSources.userId, userId))
    .orderBy(asc(signInSources.lastSuccessAt));
