import { blogPosts } from '#server/db/schema/index';
import {
  type AccountExportPart,
  isoDateOrNull,
  readOwnRows,
  withIsoDates,
} from '#server/modules/account/index';

/** The blog module's rows in the account export (account/account-export-part.ts). */
export const blogExportPart: AccountExportPart<'blogPosts'> = {
  tables: { blog_posts: 'blogPosts' },
  read: async (db, userId) => {
    const blogPostRows = await readOwnRows(
      db,
      blogPosts,
      ['slug', 'language', 'title', 'publishedAt', 'createdAt', 'updatedAt'],
      blogPosts.authorUserId,
      userId,
      [blogPosts.createdAt],
    );
    return {
      blogPosts: blogPostRows.map(({ publishedAt, ...row }) => ({
        ...withIsoDates(row),
        status: publishedAt ? 'published' : 'draft',
        publishedAt: isoDateOrNull(publishedAt),
      })),
    };
  },
};
