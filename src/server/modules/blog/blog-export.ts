import { blogPosts } from '#server/db/schema/index';
import {
  type AccountExportPart,
  isoDateOrNull,
  ownRowsExportPart,
  withIsoDates,
} from '#server/modules/account/index';

/** The blog module's rows in the account export (account/account-export-part.ts). */
export const blogExportPart: AccountExportPart<'blogPosts'> = ownRowsExportPart(
  'blogPosts',
  blogPosts,
  {
    columns: ['slug', 'language', 'title', 'publishedAt', 'createdAt', 'updatedAt'],
    owner: blogPosts.authorUserId,
    orderBy: [blogPosts.createdAt],
  },
  // The status is written out and the publication date moved after it, as the export shows them.
  ({ publishedAt, ...row }) => ({
    ...withIsoDates(row),
    status: publishedAt ? 'published' : 'draft',
    publishedAt: isoDateOrNull(publishedAt),
  }),
);
