import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import { businesses } from '#server/db/schema/index';
import { businessOwnedBy } from './business-ownership';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Inserts a row under one of the user's businesses unless the business is not theirs
 * ('not-found') or already holds `limit` such rows ('limit-reached'). The business row is locked
 * first so two concurrent saves cannot both pass the count.
 */
export const insertUnderBusinessWithinLimit = async <Row>(
  db: Database,
  owner: { userId: string; businessId: string },
  /** The child table's business column, e.g. simulationScenarios.businessId: what is counted. */
  childBusinessId: PgColumn,
  limit: number,
  insert: (transaction: Transaction) => Promise<Row[]>,
): Promise<Row | 'not-found' | 'limit-reached'> =>
  db.transaction(async (transaction) => {
    const [business] = await transaction
      .select({ id: businesses.id })
      .from(businesses)
      .where(businessOwnedBy(owner.userId, owner.businessId))
      .for('update');
    if (!business) return 'not-found';
    const children: PgTable = childBusinessId.table;
    const [held] = await transaction
      .select({ total: count() })
      .from(children)
      .where(eq(childBusinessId, owner.businessId));
    if ((held?.total ?? 0) >= limit) return 'limit-reached';
    const [row] = await insert(transaction);
    if (!row) throw new Error('Insert returned no row');
    return row;
  });
