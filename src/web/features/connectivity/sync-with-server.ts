import { getCurrentUser } from '#shared/contracts/auth';
import { ApiError, apiRequest } from '#web/lib/api-client';

/**
 * The reconnect "sync" (docs/decisions/008): one `GET /api/user`. Any answer below 500 — a user or
 * a 401 — proves the server is reachable again; no answer or a 5xx means it is not.
 */
export const syncWithServer = async (): Promise<boolean> => {
  try {
    await apiRequest(getCurrentUser);
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status < 500;
  }
};
