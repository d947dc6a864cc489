import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { businessCheckups, businesses } from '#server/db/schema/index';

export type CheckupRow = typeof businessCheckups.$inferSelect;

export const findCheckupRows = async (db: Database, businessId: string, limit: number) =>
  db
    .select()
    .from(businessCheckups)
    .where(eq(businessCheckups.businessId, businessId))
    .orderBy(desc(businessCheckups.createdAt), desc(businessCheckups.id))
    .limit(limit);

/**
 * Inserts unless the business already holds `limit` check-ups. The business row is locked first
 * so two concurrent check-ups cannot both pass the count.
 */
export const insertCheckupRowWithinLimit = async (
  db: Database,
  values: typeof businessCheckups.$inferInsert,
  limit: number,
): Promise<CheckupRow | 'limit-reached'> =>
  db.transaction(async (transaction) => {
    await transaction
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, values.businessId))
      .for('update');
    const [held] = await transaction
      .select({ total: count() })
      .from(businessCheckups)
      .where(eq(businessCheckups.businessId, values.businessId));
    if ((held?.total ?? 0) >= limit) return 'limit-reached';
    const [row] = await transaction.insert(businessCheckups).values(values).returning();
    if (!row) throw new Error('Insert returned no row');
    return row;
  });
