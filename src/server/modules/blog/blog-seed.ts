import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '#shared/constants';
import {
  BLOG_BODY_MAX,
  BLOG_TAGS_MAX,
  BlogPostInputSchema,
  BlogSlugSchema,
  BlogTagSchema,
} from '#shared/contracts/blog';
import type { Database } from '#server/db/client';
import { type BlogPostValues, insertSeedPosts } from './blog.repository';
import { readingMinutesOf } from './markdown';

const input = BlogPostInputSchema.shape;

/** The front matter of a post file (docs: the agreed format), strictly: no unknown keys. */
const FrontMatterSchema = z.strictObject({
  title: input.title,
  summary: input.summary,
  category: input.category,
  tags: z
    .string()
    .transform((value) => value.split(',').map((tag) => tag.trim()))
    .pipe(z.array(BlogTagSchema).min(1).max(BLOG_TAGS_MAX)),
  featured: z.enum(['true', 'false']).transform((value) => value === 'true'),
  published: z.iso.date(),
  author: input.authorName,
  /** The same post's slug in the other language (not stored; checked so typos show). */
  translation: BlogSlugSchema.optional(),
});

const FILE_PATTERN = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;

export class BlogContentError extends Error {
  override name = 'BlogContentError';
}

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`).join('; ');

/** `key: value` lines; a repeated or malformed line is an error, not a silent overwrite. */
const parseFrontMatter = (block: string): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const line of block.split('\n')) {
    if (line.trim() === '') continue;
    const match = /^([a-z]+):\s*(.*)$/.exec(line);
    if (!match?.[1]) throw new Error(`front matter line is not "key: value": ${line}`);
    if (match[1] in fields) throw new Error(`front matter repeats "${match[1]}"`);
    fields[match[1]] = (match[2] ?? '').trim();
  }
  return fields;
};

/** One post file as table values; the file's name is its slug. Throws naming the file. */
export const parsePostFile = (
  filePath: string,
  language: (typeof SUPPORTED_LANGUAGES)[number],
  text: string,
): BlogPostValues => {
  try {
    const slug = BlogSlugSchema.parse(path.basename(filePath, '.md'));
    const match = FILE_PATTERN.exec(text.replace(/\r\n/g, '\n'));
    if (!match) throw new Error('the file must start with front matter between two --- lines');
    const meta = FrontMatterSchema.parse(parseFrontMatter(match[1] ?? ''));
    const body = (match[2] ?? '').trim();
    if (body === '' || body.length > BLOG_BODY_MAX) {
      throw new Error(`the body must have 1 to ${BLOG_BODY_MAX} characters`);
    }
    const publishedAt = new Date(`${meta.published}T00:00:00.000Z`);
    return {
      slug,
      language,
      title: meta.title,
      summary: meta.summary,
      bodyMarkdown: body,
      coverImageUrl: null,
      category: meta.category,
      tags: meta.tags,
      featured: meta.featured,
      authorName: meta.author,
      authorUserId: null,
      publishedAt,
      readingMinutes: readingMinutesOf(body),
      seedKey: `${language}/${slug}`,
      // The content's own date: the sitemap's lastmod until an admin edits the post.
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  } catch (error) {
    const reason = error instanceof z.ZodError ? issuesOf(error) : (error as Error).message;
    throw new BlogContentError(`Blog post ${filePath} is malformed: ${reason}`);
  }
};

/** Every `<lang>/<slug>.md` under the folder, parsed (a missing language folder is empty). */
export const readPostFiles = async (folder: string): Promise<BlogPostValues[]> => {
  const posts: BlogPostValues[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    const names = await readdir(path.join(folder, language)).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    for (const name of names.filter((file) => file.endsWith('.md')).sort()) {
      const file = path.join(folder, language, name);
      posts.push(parsePostFile(file, language, await readFile(file, 'utf8')));
    }
  }
  return posts;
};

/**
 * Seeds the posts of `content/blog`: each file once (seed_key `<lang>/<slug>`, ON CONFLICT DO
 * NOTHING), so seeding again changes nothing and an admin's later edit is kept.
 */
export const seedBlogPosts = async (db: Database, folder: string): Promise<number> =>
  insertSeedPosts(db, await readPostFiles(folder));
