import { updateSessionActivity } from '#shared/contracts/auth';
import { apiRequest } from '#web/lib/api-client';

/** Restarts the server's 30-minute idle timer (POST /api/session/activity, 204). */
export const recordActivity = async (): Promise<void> => {
  await apiRequest(updateSessionActivity);
};
