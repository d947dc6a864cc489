import { getRecentUsers as getRecentUsersEndpoint } from '#shared/contracts/community';
import { readApiResponse } from '#web/lib/api-client';

/** Reads GET /api/community/recent-users: loaded by get-recent-users.ts once the page is on screen (it brings Zod). */
export const readRecentUsers = (sent: Promise<Response>) =>
  readApiResponse(getRecentUsersEndpoint, sent);
