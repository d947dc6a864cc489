import { asc, eq } from 'drizzle-orm';
import { blogPosts } from '#server/db/schema/index';
import { type AccountExportPart, isoDateOrNull, withIsoDates } from '#server/modules/account/index';

/** The blog module's rows in the account export (account/account-export-part.ts). */
export const blogExportPart: AccountExportPart<'blogPosts'> = {
  tables: { blog_posts: 'blogPosts' },
  read: async (db, userId) => {
    const blogPostRows = await db
      .select({
        slug: blogPosts.slug,
        language: blogPosts.language,
        title: blogPosts.title,
        publishedAt: blogPosts.publishedAt,
        createdAt: blogPosts.createdAt,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .where(eq(blogPosts.authorUserId, userId))
      .orderBy(asc(blogPosts.createdAt));
    return {
      blogPosts: blogPostRows.map(({ publishedAt, ...row }) => ({
        ...withIsoDates(row),
        status: publishedAt ? 'published' : 'draft',
        publishedAt: isoDateOrNull(publishedAt),
      })),
    };
  },
};
