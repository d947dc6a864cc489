import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { businesses, users } from '#server/db/schema/index';
import { businessOwnedBy } from './business-ownership';

export type BusinessRow = typeof businesses.$inferSelect;
type BusinessChanges = Partial<Pick<BusinessRow, 'name' | 'description' | 'inputs'>>;

export const findBusinessRowsOfUser = async (db: Database, userId: string) =>
  db
    .select()
    .from(businesses)
    .where(eq(businesses.userId, userId))
    .orderBy(asc(businesses.createdAt), asc(businesses.id));

export const findBusinessRow = async (db: Database, userId: string, businessId: string) => {
  const [row] = await db.select().from(businesses).where(businessOwnedBy(userId, businessId));
  return row;
};

/**
 * Inserts unless the user already owns `limit` businesses. The user row is locked first so two
 * concurrent creates cannot both pass the count.
 */
export const insertBusinessRowWithinLimit = async (
  db: Database,
  values: typeof businesses.$inferInsert & { userId: string },
  limit: number,
): Promise<BusinessRow | 'limit-reached'> =>
  db.transaction(async (transaction) => {
    await transaction
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, values.userId))
      .for('update');
    const [owned] = await transaction
      .select({ total: count() })
      .from(businesses)
      .where(eq(businesses.userId, values.userId));
    if ((owned?.total ?? 0) >= limit) return 'limit-reached';
    const [row] = await transaction.insert(businesses).values(values).returning();
    if (!row) throw new Error('Insert returned no row');
    return row;
  });

export const updateBusinessRow = async (
  db: Database,
  options: { userId: string; businessId: string; changes: BusinessChanges; updatedAt: Date },
) => {
  const [row] = await db
    .update(businesses)
    .set({ ...options.changes, updatedAt: options.updatedAt })
    .where(businessOwnedBy(options.userId, options.businessId))
    .returning();
  return row;
};

export const deleteBusinessRow = async (db: Database, userId: string, businessId: string) => {
  const deleted = await db
    .delete(businesses)
    .where(businessOwnedBy(userId, businessId))
    .returning({ id: businesses.id });
  return deleted.length > 0;
};
