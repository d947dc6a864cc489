import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { calculations, calculationShares } from '#server/db/schema/index';

export type CalculationRow = typeof calculations.$inferSelect;
export type NewCalculationRow = typeof calculations.$inferInsert;

export const insertCalculation = async (db: Database, values: NewCalculationRow) => {
  const [row] = await db.insert(calculations).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
};

export const findCalculationById = async (db: Database, id: string) => {
  const [row] = await db.select().from(calculations).where(eq(calculations.id, id)).limit(1);
  return row;
};

/** Summary columns read out of the stored JSON, so a page never loads whole results. */
const summaryColumns = {
  id: calculations.id,
  title: calculations.title,
  score: sql<number>`(${calculations.result} ->> 'score')::int`.mapWith(Number),
  band: sql<string>`${calculations.result} ->> 'band'`,
  label: sql<string>`${calculations.result} ->> 'label'`,
  sector: sql<string>`${calculations.inputs} ->> 'sector'`,
  modelVersion: calculations.modelVersion,
  businessId: calculations.businessId,
  createdAt: calculations.createdAt,
  updatedAt: calculations.updatedAt,
};

export const findCalculationSummaries = async (
  db: Database,
  options: { userId: string; limit: number; offset: number },
) =>
  db
    .select(summaryColumns)
    .from(calculations)
    .where(eq(calculations.userId, options.userId))
    // The id breaks ties between rows saved in the same millisecond, so pages never overlap.
    .orderBy(desc(calculations.createdAt), desc(calculations.id))
    .limit(options.limit)
    .offset(options.offset);

export const countCalculations = async (db: Database, userId: string) => {
  const [row] = await db
    .select({ total: count() })
    .from(calculations)
    .where(eq(calculations.userId, userId));
  return row?.total ?? 0;
};

export const updateCalculationTitle = async (
  db: Database,
  options: { id: string; userId: string; title: string; now: Date },
) => {
  const [row] = await db
    .update(calculations)
    .set({ title: options.title, updatedAt: options.now })
    .where(and(eq(calculations.id, options.id), eq(calculations.userId, options.userId)))
    .returning();
  return row;
};

export const deleteCalculation = async (db: Database, options: { id: string; userId: string }) => {
  await db
    .delete(calculations)
    .where(and(eq(calculations.id, options.id), eq(calculations.userId, options.userId)));
};

/** Revokes the calculation's live links and stores the new one in one transaction. */
export const replaceShareLink = async (
  db: Database,
  options: { calculationId: string; tokenHash: string; now: Date },
) =>
  db.transaction(async (transaction) => {
    await revokeShareLinks(transaction, options);
    await transaction.insert(calculationShares).values({
      calculationId: options.calculationId,
      tokenHash: options.tokenHash,
      createdAt: options.now,
    });
  });

/** Revokes the calculation's live links (on the database or inside a transaction). */
export const revokeShareLinks = async (
  db: Database,
  options: { calculationId: string; now: Date },
) => {
  await db
    .update(calculationShares)
    .set({ revokedAt: options.now })
    .where(
      and(
        eq(calculationShares.calculationId, options.calculationId),
        isNull(calculationShares.revokedAt),
      ),
    );
};

/** The calculation behind a live (not revoked) link, found by the token's hash. */
export const findCalculationByShareHash = async (db: Database, tokenHash: string) => {
  const [row] = await db
    .select({
      id: calculations.id,
      userId: calculations.userId,
      shareId: calculationShares.id,
      title: calculations.title,
      inputs: calculations.inputs,
      capitalCurrency: calculations.capitalCurrency,
      capitalAmount: calculations.capitalAmount,
      result: calculations.result,
      modelVersion: calculations.modelVersion,
      createdAt: calculations.createdAt,
    })
    .from(calculationShares)
    .innerJoin(calculations, eq(calculations.id, calculationShares.calculationId))
    .where(and(eq(calculationShares.tokenHash, tokenHash), isNull(calculationShares.revokedAt)))
    .limit(1);
  return row;
};

/** Spec section 7 returns the whole list; this cap keeps one answer bounded. */
export const CALCULATION_OVERVIEWS_LIMIT = 500;

export const findCalculationOverviewRows = async (db: Database, userId: string) =>
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
    .limit(CALCULATION_OVERVIEWS_LIMIT);
