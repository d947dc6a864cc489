import { z } from 'zod';
import { LanguageSchema } from './account';
import { defineEndpoint } from './endpoint';
import { BLOG_ROUTES } from './blog-routes';
import { safeText, singleLineName } from './text';

/** The blog's fixed categories; their names are translated under `blog:categories.<id>`. */
export const BLOG_CATEGORIES = [
  'survival-data',
  'demand-testing',
  'money',
  'planning',
  'using-foresight',
] as const;
export const BlogCategorySchema = z.enum(BLOG_CATEGORIES);
export type BlogCategory = z.infer<typeof BlogCategorySchema>;

export const BLOG_PAGE_SIZE = 9;
export const BLOG_TITLE_MAX = 160;
export const BLOG_SUMMARY_MAX = 400;
export const BLOG_BODY_MAX = 60_000;
export const BLOG_TAGS_MAX = 8;
export const BLOG_TAG_MAX = 40;
/**
 * Admin writes carry a body of up to BLOG_BODY_MAX characters: Turkish letters take two bytes in
 * UTF-8 and JSON escapes newlines, so the server-wide 64 KB limit would refuse a valid post.
 */
export const BLOG_REQUEST_BYTES_MAX = 256 * 1024;

/** Lower-case words joined by hyphens; Turkish letters are transliterated by the editor. */
export const BlogSlugSchema = z
  .string()
  .min(3)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens');

export const BlogTagSchema = singleLineName().min(1).max(BLOG_TAG_MAX);

/** A post as listed: no body. `coverImageUrl` is always set (a category cover when none was given). */
export const BlogPostSummarySchema = z.object({
  id: z.uuid(),
  slug: BlogSlugSchema,
  language: LanguageSchema,
  title: z.string(),
  summary: z.string(),
  coverImageUrl: z.string(),
  category: BlogCategorySchema,
  tags: z.array(z.string()),
  featured: z.boolean(),
  authorName: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
  readingMinutes: z.number().int().positive(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

export const BlogListQuerySchema = z.object({
  lang: LanguageSchema.default('en'),
  /** Words matched against title, summary, body and tags. */
  q: safeText().trim().max(100).optional(),
  category: BlogCategorySchema.optional(),
  tag: BlogTagSchema.optional(),
  featured: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type BlogListQuery = z.input<typeof BlogListQuerySchema>;

export const BlogListResponseSchema = z.object({
  items: z.array(BlogPostSummarySchema),
  page: z.number().int().min(1),
  pageCount: z.number().int().min(0),
  total: z.number().int().min(0),
  /** Every category and tag of the language's published posts, with counts, for the filters. */
  categories: z.array(z.object({ id: BlogCategorySchema, count: z.number().int() })),
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type BlogListResponse = z.infer<typeof BlogListResponseSchema>;

export const BlogPostSchema = BlogPostSummarySchema.extend({
  /** Server-rendered from markdown with raw HTML disabled: safe to insert. */
  html: z.string(),
  related: z.array(BlogPostSummarySchema).max(3),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BlogSlugParamsSchema = z.object({ slug: BlogSlugSchema });
export const BlogPostQuerySchema = z.object({ lang: LanguageSchema.default('en') });

export const findBlogPosts = defineEndpoint({
  ...BLOG_ROUTES.list,
  summary: 'Published posts of one language, searched, filtered and paginated.',
  tags: ['blog'],
  auth: 'public',
  ignoresSession: true,
  query: BlogListQuerySchema,
  response: BlogListResponseSchema,
});

export const getBlogPost = defineEndpoint({
  ...BLOG_ROUTES.post,
  summary: 'One published post with its rendered body and up to three related posts.',
  tags: ['blog'],
  auth: 'public',
  ignoresSession: true,
  params: BlogSlugParamsSchema,
  query: BlogPostQuerySchema,
  response: BlogPostSchema,
});

// ---- Admin (signed in with the admin role; 403 FORBIDDEN otherwise) ----

export const BlogPostInputSchema = z.object({
  slug: BlogSlugSchema,
  language: LanguageSchema,
  title: singleLineName().min(3).max(BLOG_TITLE_MAX),
  summary: safeText().trim().min(10).max(BLOG_SUMMARY_MAX),
  bodyMarkdown: safeText().min(1).max(BLOG_BODY_MAX),
  /** A same-origin path (`/…`) or an https URL; empty: the category cover. */
  coverImageUrl: z
    .union([z.literal(''), z.string().regex(/^\/(?![/\\])\S*$/), z.url({ protocol: /^https$/ })])
    .default(''),
  category: BlogCategorySchema,
  tags: z.array(BlogTagSchema).max(BLOG_TAGS_MAX).default([]),
  featured: z.boolean().default(false),
  authorName: singleLineName().min(2).max(80),
});
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;

export const BlogAdminPostSchema = BlogPostSummarySchema.extend({
  status: z.enum(['draft', 'published']),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  bodyMarkdown: z.string(),
  /** The cover as entered ('' when the category cover is used). */
  coverImageInput: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type BlogAdminPost = z.infer<typeof BlogAdminPostSchema>;

export const BlogIdParamsSchema = z.object({ id: z.uuid() });

export const findAdminBlogPosts = defineEndpoint({
  method: 'GET',
  path: '/api/blog/admin/posts',
  summary: 'Every post, drafts included, newest first (admins).',
  tags: ['blog'],
  auth: 'user',
  response: z.object({ items: z.array(BlogAdminPostSchema) }),
});

export const createBlogPost = defineEndpoint({
  method: 'POST',
  path: '/api/blog/admin/posts',
  summary: 'Create a draft (admins). 409 CONFLICT when the language already has the slug.',
  tags: ['blog'],
  auth: 'user',
  bodyLimit: BLOG_REQUEST_BYTES_MAX,
  body: BlogPostInputSchema,
  response: BlogAdminPostSchema,
  successStatus: 201,
});

export const updateBlogPost = defineEndpoint({
  method: 'PUT',
  path: '/api/blog/admin/posts/:id',
  summary: 'Replace a post’s fields (admins); its published state is unchanged.',
  tags: ['blog'],
  auth: 'user',
  bodyLimit: BLOG_REQUEST_BYTES_MAX,
  params: BlogIdParamsSchema,
  body: BlogPostInputSchema,
  response: BlogAdminPostSchema,
});

export const updateBlogPostPublication = defineEndpoint({
  method: 'POST',
  path: '/api/blog/admin/posts/:id/publication',
  summary: 'Publish or unpublish a post (admins). The first publication sets its date.',
  tags: ['blog'],
  auth: 'user',
  params: BlogIdParamsSchema,
  body: z.object({ published: z.boolean() }),
  response: BlogAdminPostSchema,
});

export const deleteBlogPost = defineEndpoint({
  method: 'DELETE',
  path: '/api/blog/admin/posts/:id',
  summary: 'Delete a post (admins).',
  tags: ['blog'],
  auth: 'user',
  params: BlogIdParamsSchema,
  response: z.object({ deleted: z.literal(true) }),
});

export const createBlogPreview = defineEndpoint({
  method: 'POST',
  path: '/api/blog/admin/preview',
  summary: 'Render markdown exactly as a published post would be (admins).',
  tags: ['blog'],
  auth: 'user',
  bodyLimit: BLOG_REQUEST_BYTES_MAX,
  body: z.object({ bodyMarkdown: safeText().max(BLOG_BODY_MAX) }),
  response: z.object({ html: z.string() }),
});
