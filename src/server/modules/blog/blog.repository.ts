import {
  and,
  arrayContains,
  arrayOverlaps,
  count,
  desc,
  eq,
  isNotNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { blogPosts } from '#server/db/schema/index';
import { FOLD_FROM, FOLD_TO, likePatternOf } from './blog-search';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostValues = typeof blogPosts.$inferInsert;

/** Every column but the body, for lists. */
const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  language: blogPosts.language,
  title: blogPosts.title,
  summary: blogPosts.summary,
  coverImageUrl: blogPosts.coverImageUrl,
  category: blogPosts.category,
  tags: blogPosts.tags,
  featured: blogPosts.featured,
  authorName: blogPosts.authorName,
  publishedAt: blogPosts.publishedAt,
  readingMinutes: blogPosts.readingMinutes,
};
export type BlogSummaryRow = { [K in keyof typeof summaryColumns]: BlogPostRow[K] };

/** Drafts (no publication date) are never public. */
const isPublishedIn = (language: string) =>
  and(eq(blogPosts.language, language), isNotNull(blogPosts.publishedAt));

/**
 * Title, summary, body and tags in one folded text: Turkish letters become their ASCII base
 * (ş → s, İ and ı → i) before lower(), so "girisim", "girişim" and "GİRİŞİM" find each other on
 * PGlite and PostgreSQL alike, whatever the server's collation.
 */
const searchableText = sql`lower(translate(${blogPosts.title} || ' ' || ${blogPosts.summary} || ' ' || ${blogPosts.bodyMarkdown} || ' ' || array_to_string(${blogPosts.tags}, ' '), ${FOLD_FROM}, ${FOLD_TO}))`;

export type BlogListFilter = {
  language: string;
  /** Folded words; every one must occur. */
  words: readonly string[];
  category?: string | undefined;
  tag?: string | undefined;
  featured?: boolean | undefined;
};

const filterCondition = (filter: BlogListFilter): SQL | undefined =>
  and(
    isPublishedIn(filter.language),
    ...filter.words.map((word) => sql`${searchableText} like ${likePatternOf(word)} escape '\\'`),
    filter.category === undefined ? undefined : eq(blogPosts.category, filter.category),
    filter.tag === undefined ? undefined : arrayContains(blogPosts.tags, [filter.tag]),
    filter.featured === undefined ? undefined : eq(blogPosts.featured, filter.featured),
  );

type PageWindow = { limit: number; offset: number };

/** One page of matching posts, newest first, without their total (the HTML's cover preloads). */
export const findPublishedRows = (db: Database, filter: BlogListFilter, page: PageWindow) =>
  db
    .select(summaryColumns)
    .from(blogPosts)
    .where(filterCondition(filter))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(page.limit)
    .offset(page.offset);

export const findPublishedPage = async (db: Database, filter: BlogListFilter, page: PageWindow) => {
  const [rows, [total]] = await Promise.all([
    findPublishedRows(db, filter, page),
    db.select({ value: count() }).from(blogPosts).where(filterCondition(filter)),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/** Category and tags of every published post of the language, for the filters' counts. */
export const findFacetRows = async (db: Database, language: string) =>
  db
    .select({ category: blogPosts.category, tags: blogPosts.tags })
    .from(blogPosts)
    .where(isPublishedIn(language));

export const findPublishedPost = async (db: Database, slug: string, language: string) => {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(isPublishedIn(language), eq(blogPosts.slug, slug)))
    .limit(1);
  return row ?? null;
};

/** Newest published posts of the same language in the same category or with a shared tag. */
export const findRelatedPosts = async (
  db: Database,
  post: Pick<BlogPostRow, 'id' | 'language' | 'category' | 'tags'>,
  limit: number,
) =>
  db
    .select(summaryColumns)
    .from(blogPosts)
    .where(
      and(
        isPublishedIn(post.language),
        ne(blogPosts.id, post.id),
        post.tags.length > 0
          ? or(eq(blogPosts.category, post.category), arrayOverlaps(blogPosts.tags, post.tags))
          : eq(blogPosts.category, post.category),
      ),
    )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);

/** The feed's posts: newest first, with their bodies. */
export const findNewestPublished = async (db: Database, language: string, limit: number) =>
  db
    .select()
    .from(blogPosts)
    .where(isPublishedIn(language))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);

/** Every published post of both languages, for the sitemap. */
export const findSitemapRows = async (db: Database) =>
  db
    .select({
      slug: blogPosts.slug,
      language: blogPosts.language,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(isNotNull(blogPosts.publishedAt))
    .orderBy(blogPosts.language, desc(blogPosts.publishedAt));

// ---- Admin ----

export const findAllPosts = async (db: Database) =>
  db.select().from(blogPosts).orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id));

export const findPostById = async (db: Database, id: string) => {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ?? null;
};

/** PostgreSQL's unique_violation, bare or wrapped by Drizzle. */
const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
};

/** The new row, or null when the language already has the slug. */
export const insertPost = async (db: Database, values: BlogPostValues) => {
  const [row] = await db.insert(blogPosts).values(values).onConflictDoNothing().returning();
  return row ?? null;
};

/** The updated row; null when it is gone; 'conflict' when the language already has the slug. */
export const updatePost = async (
  db: Database,
  id: string,
  values: Partial<BlogPostValues>,
): Promise<BlogPostRow | null | 'conflict'> => {
  try {
    const [row] = await db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return 'conflict';
    throw error;
  }
};

export const deletePost = async (db: Database, id: string): Promise<boolean> => {
  const rows = await db
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
};

/** Seeded posts: one per content file, kept as they are once inserted (seed_key). */
export const insertSeedPosts = async (db: Database, values: BlogPostValues[]): Promise<number> => {
  if (values.length === 0) return 0;
  const rows = await db
    .insert(blogPosts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: blogPosts.id });
  return rows.length;
};
