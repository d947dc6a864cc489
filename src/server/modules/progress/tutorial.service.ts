import type { TutorialState, UpdateTutorialRequest } from '#shared/contracts/progress';
import type { Clock } from '#server/http/clock';
import type { Database } from '#server/db/client';
import { findTutorialRow, upsertTutorialRow } from './tutorial.repository';

type TutorialContext = { db: Database; clock: Clock; userId: string };

/** No row means the user has never seen the tutorial: it starts at the first step. */
const NOT_STARTED: TutorialState = { step: 0, status: 'notStarted' };

const toState = (row: { step: number; status: string }): TutorialState => {
  const status = row.status === 'skipped' || row.status === 'completed' ? row.status : 'active';
  return { step: row.step, status };
};

export const getTutorial = async (context: TutorialContext): Promise<TutorialState> => {
  const row = await findTutorialRow(context.db, context.userId);
  return row ? toState(row) : NOT_STARTED;
};

/** Any status may follow any other: "restart tutorial" sets a finished one active again. */
export const updateTutorial = async (
  context: TutorialContext,
  input: UpdateTutorialRequest,
): Promise<TutorialState> => {
  const row = await upsertTutorialRow(context.db, {
    userId: context.userId,
    step: input.step,
    status: input.status,
    updatedAt: context.clock(),
  });
  return toState(row);
};
