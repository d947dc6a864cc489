import type { IncomingHttpHeaders } from 'node:http';
import type { ServerContext } from '#server/http/server-context';
import { toolUseKey, refundToolUse, spendOnTool } from '#server/modules/tokens/index';

/**
 * A signed-in simulator run or goal search: one `simulatorRun` use, free while the day's allowance
 * of the user's tier lasts, then 1 token (CATALOGUE). The run happens in the worker pool and may
 * take seconds, so the use is paid in its own short transaction first (holding the account lock
 * through a run would queue the user's other token changes behind it) and refunded if the run
 * fails (pool busy, an input the engine refuses). Nothing is saved, so a repeated key runs again
 * without a second charge. Visitors' runs never reach this: they stay rate-limited and free.
 */
export const runPaid = async <T>(
  { db, clock }: ServerContext,
  userId: string,
  headers: IncomingHttpHeaders,
  run: () => Promise<T>,
): Promise<T> => {
  const idempotencyKey = toolUseKey('simulatorRun', headers);
  const spend = await db.transaction((transaction) =>
    spendOnTool(transaction, { userId, toolId: 'simulatorRun', idempotencyKey }, clock()),
  );
  try {
    return await run();
  } catch (error) {
    if (spend.status !== 'repeated')
      await db.transaction((transaction) => refundToolUse(transaction, spend.use, clock()));
    throw error;
  }
};
