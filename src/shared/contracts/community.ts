import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { COMMUNITY_ROUTES } from './community-routes';

/** Recent sign-ups for the home page, without exposing usernames: initials and join time only. */
export const RecentUsersResponseSchema = z.object({
  totalUsers: z.number().int().nonnegative(),
  joinedLast7Days: z.number().int().nonnegative(),
  recent: z.array(z.object({ initial: z.string().max(2), joinedAt: z.iso.datetime() })).max(8),
});
export type RecentUsersResponse = z.infer<typeof RecentUsersResponseSchema>;

export const getRecentUsers = defineEndpoint({
  ...COMMUNITY_ROUTES.recentUsers,
  summary: 'How many people use Foresight and when the latest joined (initials only).',
  tags: ['community'],
  auth: 'public',
  response: RecentUsersResponseSchema,
});
