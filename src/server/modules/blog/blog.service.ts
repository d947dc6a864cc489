import type { z } from 'zod';
import { LanguageSchema } from '#shared/contracts/account';
import {
  BLOG_PAGE_SIZE,
  type BlogCategory,
  BlogCategorySchema,
  type BlogListQuerySchema,
  type BlogListResponse,
  type BlogPost,
  type BlogPostSummary,
} from '#shared/contracts/blog';
import { AppError } from '#shared/errors';
import { BLOG_EAGER_COVERS } from '#shared/contracts/blog-routes';
import type { Database } from '#server/db/client';
import {
  type BlogSummaryRow,
  findFacetRows,
  findPublishedPage,
  findPublishedRows,
  findPublishedPost,
  findRelatedPosts,
} from './blog.repository';
import { searchWordsOf } from './blog-search';
import { renderMarkdown } from './markdown';

export const RELATED_POSTS_MAX = 3;
export const POST_NOT_FOUND_MESSAGE = 'Blog post not found';

/** The cover a post without its own shows: one light, decorative SVG per category. */
export const categoryCoverUrl = (category: BlogCategory): string => `/blog/covers/${category}.svg`;

/** Rows were validated on the way in; a row that no longer parses is a loud 500, not a guess. */
export const toPostSummary = (
  row: Omit<BlogSummaryRow, 'publishedAt'> & { publishedAt: Date },
): BlogPostSummary => {
  const category = BlogCategorySchema.parse(row.category);
  return {
    id: row.id,
    slug: row.slug,
    language: LanguageSchema.parse(row.language),
    title: row.title,
    summary: row.summary,
    coverImageUrl: row.coverImageUrl ?? categoryCoverUrl(category),
    category,
    tags: row.tags,
    featured: row.featured,
    authorName: row.authorName,
    publishedAt: row.publishedAt.toISOString(),
    readingMinutes: row.readingMinutes,
  };
};

/** Public rows always have a date (the queries select published posts only). */
const publishedSummary = (row: BlogSummaryRow): BlogPostSummary => {
  if (!row.publishedAt) throw new Error(`Blog post ${row.id} is listed but not published`);
  return toPostSummary({ ...row, publishedAt: row.publishedAt });
};

const countBy = <T>(values: readonly T[]): Map<T, number> => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

/** Categories in their fixed order; tags by how often they occur, then alphabetically. */
const facetsOf = (rows: readonly { category: string; tags: string[] }[], language: string) => {
  const categoryCounts = countBy(rows.map((row) => row.category));
  const tagCounts = countBy(rows.flatMap((row) => row.tags));
  return {
    categories: BlogCategorySchema.options
      .filter((id) => categoryCounts.has(id))
      .map((id) => ({ id, count: categoryCounts.get(id) ?? 0 })),
    tags: [...tagCounts]
      .map(([tag, count]) => ({ tag, count }))
      .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, language)),
  };
};

export const listPublishedPosts = async (
  db: Database,
  query: z.infer<typeof BlogListQuerySchema>,
): Promise<BlogListResponse> => {
  const filter = {
    language: query.lang,
    words: searchWordsOf(query.q),
    category: query.category,
    tag: query.tag,
    featured: query.featured === undefined ? undefined : query.featured === 'true',
  };
  const [{ rows, total }, facetRows] = await Promise.all([
    findPublishedPage(db, filter, {
      limit: BLOG_PAGE_SIZE,
      offset: (query.page - 1) * BLOG_PAGE_SIZE,
    }),
    findFacetRows(db, query.lang),
  ]);
  return {
    items: rows.map(publishedSummary),
    page: query.page,
    pageCount: Math.ceil(total / BLOG_PAGE_SIZE),
    total,
    ...facetsOf(facetRows, query.lang),
  };
};

/**
 * The covers the blog's front page asks for first (BLOG_EAGER_COVERS): the newest featured posts',
 * else the newest posts', as blog-post-list.tsx picks them, so the page's preloads get used.
 */
export const frontPageCoverUrls = async (db: Database, language: string): Promise<string[]> => {
  const newest = (featured: boolean | undefined) =>
    findPublishedRows(
      db,
      { language, words: [], featured },
      { limit: BLOG_EAGER_COVERS, offset: 0 },
    );
  const featured = await newest(true);
  const rows = featured.length > 0 ? featured : await newest(undefined);
  return rows.map((row) => publishedSummary(row).coverImageUrl);
};

/** A published post with its rendered body; drafts and unknown slugs are the same 404. */
export const getPublishedPost = async (
  db: Database,
  slug: string,
  language: string,
): Promise<BlogPost> => {
  const row = await findPublishedPost(db, slug, language);
  if (!row?.publishedAt) throw new AppError('NOT_FOUND', { message: POST_NOT_FOUND_MESSAGE });
  const related = await findRelatedPosts(db, row, RELATED_POSTS_MAX);
  return {
    ...toPostSummary({ ...row, publishedAt: row.publishedAt }),
    html: renderMarkdown(row.bodyMarkdown),
    related: related.map(publishedSummary),
  };
};
