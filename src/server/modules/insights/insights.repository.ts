import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { businesses, calculations } from '#server/db/schema/index';

/** Insights compare the last two runs of a business; older runs are never read. */
const RUNS_READ_PER_GROUP = 2;

export const findBusinessesOfUser = async (db: Database, userId: string) =>
  db
    .select({ id: businesses.id, name: businesses.name, inputs: businesses.inputs })
    .from(businesses)
    .where(eq(businesses.userId, userId))
    .orderBy(asc(businesses.createdAt), asc(businesses.id));

const runColumns = {
  id: calculations.id,
  title: calculations.title,
  inputs: calculations.inputs,
  createdAt: calculations.createdAt,
};

const ofGroup = (options: { userId: string; businessId: string | null }) =>
  and(
    eq(calculations.userId, options.userId),
    options.businessId === null
      ? isNull(calculations.businessId)
      : eq(calculations.businessId, options.businessId),
  );

/** The latest runs of one business (or, with null, of the calculations linked to none), newest first. */
export const findLatestRuns = async (
  db: Database,
  options: { userId: string; businessId: string | null },
) =>
  db
    .select(runColumns)
    .from(calculations)
    .where(ofGroup(options))
    .orderBy(desc(calculations.createdAt), desc(calculations.id))
    .limit(RUNS_READ_PER_GROUP);

export const countRuns = async (
  db: Database,
  options: { userId: string; businessId: string | null },
) => {
  const [row] = await db.select({ total: count() }).from(calculations).where(ofGroup(options));
  return row?.total ?? 0;
};
