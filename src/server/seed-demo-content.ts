import path from 'node:path';
import { seedBlogPosts } from './modules/blog/index';
import type { Database } from './db/client';
import { PROJECT_ROOT } from './db/open-from-env';

/** The seeded blog posts, one markdown file per post and language (content/blog/<lang>/<slug>.md). */
export const BLOG_CONTENT_FOLDER = path.join(PROJECT_ROOT, 'content', 'blog');

/**
 * Seeds demo content idempotently: running it again changes nothing. Features add their demo
 * rows here (each with ON CONFLICT DO NOTHING on a natural key).
 */
export const seedDemoContent = async (db: Database): Promise<void> => {
  await seedBlogPosts(db, BLOG_CONTENT_FOLDER);
};
