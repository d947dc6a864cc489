import type { BlogCategory } from '#shared/contracts/blog';

/**
 * The contract's BLOG_CATEGORIES, written out so the blog list's first load holds no contracts or
 * Zod (docs/decisions/015, as 009 did for the calculator); blog-categories.test.ts checks them
 * against the contract.
 */
export const BLOG_CATEGORY_IDS = [
  'survival-data',
  'demand-testing',
  'money',
  'planning',
  'using-foresight',
] as const satisfies readonly BlogCategory[];

export const isBlogCategory = (value: unknown): value is BlogCategory =>
  (BLOG_CATEGORY_IDS as readonly unknown[]).includes(value);
