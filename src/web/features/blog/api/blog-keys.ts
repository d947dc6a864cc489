/** The root of every blog query key: one invalidation after an admin change refreshes lists and posts. */
export const BLOG_KEY = ['blog'] as const;
export const BLOG_ADMIN_KEY = [...BLOG_KEY, 'admin'] as const;
