import { getCurrentUser as getCurrentUserEndpoint, type User } from '#shared/contracts/auth';
import { ApiError, readApiResponse } from '#web/lib/api-client';
import { sendRequest } from '#web/lib/api-send';
import { announceSessionExpired, sessionExpiryReasonOf } from '#web/lib/error-handler';
import { syncStoredUser } from '../auth-storage';

/**
 * The signed-in user, or null when signed out. The server answers null for a visitor and 401 for
 * a session that has just expired (or from an older server, for any visitor): both mean "nobody".
 */
export const getCurrentUser = (signal?: AbortSignal): Promise<User | null> =>
  readCurrentUser(sendRequest(getCurrentUserEndpoint, { signal }), signal);

/** getCurrentUser's reading of an answer already asked for (the first load sends it at once). */
export const readCurrentUser = async (
  sent: Promise<Response>,
  signal?: AbortSignal,
): Promise<User | null> => {
  try {
    const user = await readApiResponse(getCurrentUserEndpoint, sent);
    // A cancelled read (the session just expired here) must not store the keys again.
    if (user && !signal?.aborted) syncStoredUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // The server ended the session: the session flow tells the user why (spec section 4).
      if (error.code === 'SESSION_EXPIRED') announceSessionExpired(sessionExpiryReasonOf(error));
      return null;
    }
    throw error;
  }
};
