import { type AnyColumn, and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { businesses } from '#server/db/schema/index';

/**
 * The one rule for "does this user own the business?": the business row's user_id. Everything a
 * business holds (calculations, scenarios, experiments, check-ups) is the caller's only when its
 * business is, so every module asks here. `businessId` may be a column, for a query that joins
 * the business of another row (a scenario's) rather than naming one.
 */
export const businessOwnedBy = (userId: string, businessId: string | AnyColumn) =>
  and(eq(businesses.id, businessId), eq(businesses.userId, userId));

/**
 * Whether `userId` owns business `businessId`. The same `false` for "not yours" and "no such
 * business": callers answer 404 to both, so an id reveals nothing about other users' businesses.
 */
export const ownsBusiness = async (
  db: Database,
  userId: string,
  businessId: string,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(businessOwnedBy(userId, businessId))
    .limit(1);
  return row !== undefined;
};
