import type { Database } from './client';

/**
 * Seeds demo content idempotently: running it again changes nothing. Features add their demo
 * rows here (each with ON CONFLICT DO NOTHING on a natural key).
 */
export const seedDemoContent = async (_db: Database): Promise<void> => {
  // The foundation has no demo rows yet; the blog, templates and case studies will add theirs.
};
