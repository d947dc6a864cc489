/**
 * The community read's method and path without its schema: community.ts builds the endpoint from
 * it, and the home page sends the read before Zod has loaded (docs/decisions/015).
 */
export const COMMUNITY_ROUTES = {
  recentUsers: { method: 'GET', path: '/api/community/recent-users' },
} as const;
