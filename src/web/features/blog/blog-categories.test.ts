import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, BlogCategorySchema } from '#shared/contracts/blog';
import { BLOG_CATEGORY_IDS, isBlogCategory } from './blog-categories';

describe('BLOG_CATEGORY_IDS', () => {
  it("is the contract's list, written out to keep the contracts off the first load", () => {
    expect(BLOG_CATEGORY_IDS).toEqual(BLOG_CATEGORIES);
  });

  it('accepts exactly what the contract accepts', () => {
    for (const value of [...BLOG_CATEGORIES, 'Money', 'money ', '', 'news', null, undefined, 3]) {
      expect(isBlogCategory(value)).toBe(BlogCategorySchema.safeParse(value).success);
    }
  });
});
