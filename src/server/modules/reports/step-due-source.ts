import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { paths } from '#shared/routes';
import { reports, analysisSteps } from '#server/db/schema/index';
import { type NotificationSource, notify } from '#server/modules/notifications/index';

/** Today as a calendar day (YYYY-MM-DD) in UTC, the way action steps' due dates are written. */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * `stepDue`: one notification per action-plan step whose due date has come and that is not done.
 * A step ticked before its day never notifies; one ticked after keeps its notification (history).
 */
export const notifyDueSteps: NotificationSource = async (db, userId, now) => {
  const due = await db
    .select({
      id: analysisSteps.id,
      dueOn: analysisSteps.dueOn,
      position: analysisSteps.position,
      title: reports.title,
    })
    .from(analysisSteps)
    .innerJoin(reports, eq(reports.id, analysisSteps.analysisId))
    .where(
      and(
        eq(analysisSteps.userId, userId),
        isNull(analysisSteps.doneAt),
        lte(analysisSteps.dueOn, utcDay(now)),
      ),
    )
    .orderBy(asc(analysisSteps.dueOn), asc(analysisSteps.position));
  for (const step of due) {
    await notify(
      db,
      {
        userId,
        kind: 'stepDue',
        // The step number as the plan shows it (1-based), the analysis's title and the due day.
        params: { title: step.title, step: step.position + 1, dueOn: step.dueOn },
        link: paths.actionPlans,
        dedupeKey: `step-due:${step.id}`,
      },
      now,
    );
  }
};
