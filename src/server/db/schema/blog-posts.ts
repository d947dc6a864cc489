import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAndUpdatedAt, uuidPrimaryKey } from './columns';
import { users } from './users';

/**
 * Blog posts, one row per post and language (a Turkish post is its own row with its own slug).
 * Bodies are markdown, rendered on the server with raw HTML disabled.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    ...uuidPrimaryKey(),
    slug: text('slug').notNull(),
    /** 'en' | 'tr'. */
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    /** Same-origin path or https URL; null: the category's cover. */
    coverImageUrl: text('cover_image_url'),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    /** The byline as shown. */
    authorName: text('author_name').notNull(),
    /** The admin who wrote or last saved it; null for seeded posts and after the account is gone. */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null while a draft; set when first published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    readingMinutes: integer('reading_minutes').notNull(),
    /** Seeded posts carry their content file's key so that seeding again changes nothing. */
    seedKey: text('seed_key').unique(),
    ...createdAndUpdatedAt(),
  },
  (table) => [
    unique('blog_posts_language_slug_key').on(table.language, table.slug),
    index('blog_posts_language_published_at_idx').on(table.language, table.publishedAt),
    index('blog_posts_author_user_id_idx').on(table.authorUserId),
  ],
);
