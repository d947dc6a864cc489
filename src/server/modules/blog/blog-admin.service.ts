import type { z } from 'zod';
import type { User } from '#shared/contracts/auth';
import type { BlogAdminPost, BlogPostInputSchema } from '#shared/contracts/blog';
import { AppError } from '#shared/errors';
import type { ServerContext } from '#server/http/server-context';
import {
  type BlogPostRow,
  deletePost,
  findAllPosts,
  findPostById,
  insertPost,
  updatePost,
} from './blog.repository';
import { POST_NOT_FOUND_MESSAGE, toPostSummary } from './blog.service';
import { readingMinutesOf } from './markdown';

export const ADMIN_ONLY_MESSAGE = 'Only blog admins can do this';
export const SLUG_TAKEN_MESSAGE = 'This language already has a post with this address';

type PostInput = z.infer<typeof BlogPostInputSchema>;
export type BlogAdminContext = ServerContext & { user: User };

/** Signed in is not enough: the blog is edited by admins only (403 for everyone else). */
export const assertAdmin = (user: User): void => {
  if (!user.isAdmin) throw new AppError('FORBIDDEN', { message: ADMIN_ONLY_MESSAGE });
};

const notFound = () => new AppError('NOT_FOUND', { message: POST_NOT_FOUND_MESSAGE });
const slugTaken = () =>
  new AppError('CONFLICT', {
    message: SLUG_TAKEN_MESSAGE,
    fieldErrors: { slug: [SLUG_TAKEN_MESSAGE] },
  });

export const toAdminPost = (row: BlogPostRow): BlogAdminPost => ({
  // A draft has no date; the summary's date field is replaced by the nullable one below.
  ...toPostSummary({ ...row, publishedAt: row.publishedAt ?? row.updatedAt }),
  status: row.publishedAt ? 'published' : 'draft',
  publishedAt: row.publishedAt?.toISOString() ?? null,
  bodyMarkdown: row.bodyMarkdown,
  coverImageInput: row.coverImageUrl ?? '',
  updatedAt: row.updatedAt.toISOString(),
});

/** The stored columns of an input; the admin who saves becomes the post's author account. */
const columnsOf = (input: PostInput, context: BlogAdminContext) => ({
  slug: input.slug,
  language: input.language,
  title: input.title,
  summary: input.summary,
  bodyMarkdown: input.bodyMarkdown,
  coverImageUrl: input.coverImageUrl === '' ? null : input.coverImageUrl,
  category: input.category,
  // Tags are compared exactly by the tag filter: one spelling each.
  tags: [...new Set(input.tags.map((tag) => tag.toLocaleLowerCase(input.language)))],
  featured: input.featured,
  authorName: input.authorName,
  authorUserId: context.user.id,
  readingMinutes: readingMinutesOf(input.bodyMarkdown),
  updatedAt: context.clock(),
});

export const listAllPosts = async (context: BlogAdminContext) => {
  assertAdmin(context.user);
  const rows = await findAllPosts(context.db);
  return { items: rows.map(toAdminPost) };
};

/** A new post is a draft; 409 when its language already has the slug. */
export const createPost = async (
  context: BlogAdminContext,
  input: PostInput,
): Promise<BlogAdminPost> => {
  assertAdmin(context.user);
  const columns = columnsOf(input, context);
  const row = await insertPost(context.db, {
    ...columns,
    publishedAt: null,
    createdAt: columns.updatedAt,
  });
  if (!row) throw slugTaken();
  return toAdminPost(row);
};

/** Every field is replaced; whether and since when it is published stays as it was. */
export const replacePost = async (
  context: BlogAdminContext,
  id: string,
  input: PostInput,
): Promise<BlogAdminPost> => {
  assertAdmin(context.user);
  const row = await updatePost(context.db, id, columnsOf(input, context));
  if (row === 'conflict') throw slugTaken();
  if (!row) throw notFound();
  return toAdminPost(row);
};

/**
 * Publishing a draft dates it now; publishing a published post keeps its date. Unpublishing
 * makes it a draft again (the table's one state is the date), so a later publication is dated
 * anew, as readers see it appear then.
 */
export const setPublished = async (
  context: BlogAdminContext,
  id: string,
  published: boolean,
): Promise<BlogAdminPost> => {
  assertAdmin(context.user);
  const current = await findPostById(context.db, id);
  if (!current) throw notFound();
  const publishedAt = published ? (current.publishedAt ?? context.clock()) : null;
  const row = await updatePost(context.db, id, { publishedAt, updatedAt: context.clock() });
  if (!row || row === 'conflict') throw notFound();
  return toAdminPost(row);
};

export const removePost = async (context: BlogAdminContext, id: string) => {
  assertAdmin(context.user);
  if (!(await deletePost(context.db, id))) throw notFound();
  return { deleted: true as const };
};
