import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { tutorialProgress } from '#server/db/schema/index';

export const findTutorialRow = async (db: Database, userId: string) => {
  const [row] = await db
    .select({ step: tutorialProgress.step, status: tutorialProgress.status })
    .from(tutorialProgress)
    .where(eq(tutorialProgress.userId, userId))
    .limit(1);
  return row;
};

export const upsertTutorialRow = async (
  db: Database,
  row: { userId: string; step: number; status: string; updatedAt: Date },
) => {
  const [saved] = await db
    .insert(tutorialProgress)
    .values(row)
    .onConflictDoUpdate({
      target: tutorialProgress.userId,
      set: { step: row.step, status: row.status, updatedAt: row.updatedAt },
    })
    .returning({ step: tutorialProgress.step, status: tutorialProgress.status });
  if (!saved) throw new Error('The tutorial row was not written');
  return saved;
};
