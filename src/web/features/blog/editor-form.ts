import { z } from 'zod';
import {
  BLOG_TAG_MAX,
  BLOG_TAGS_MAX,
  type BlogAdminPost,
  BlogPostInputSchema,
} from '#shared/contracts/blog';
import type { Language } from '#shared/constants';

/** Tags are typed as one comma-separated line; duplicates and blanks are dropped. */
export const splitTags = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

/**
 * The editor's schema: the contract's BlogPostInputSchema with the tags as text. Tag problems
 * are reported on the one tags field (the message is a key under blog:admin.validation).
 */
export const BlogEditorSchema = BlogPostInputSchema.extend({
  tags: z.string().transform((text, context) => {
    const tags = splitTags(text);
    if (tags.length > BLOG_TAGS_MAX) context.addIssue({ code: 'custom', message: 'tooManyTags' });
    if (tags.some((tag) => tag.length > BLOG_TAG_MAX))
      context.addIssue({ code: 'custom', message: 'tagTooLong' });
    return tags;
  }),
});
export type BlogEditorInput = z.input<typeof BlogEditorSchema>;
export type BlogEditorValues = z.output<typeof BlogEditorSchema>;

export const EDITOR_FIELDS = [
  'title',
  'slug',
  'language',
  'summary',
  'category',
  'tags',
  'coverImageUrl',
  'featured',
  'authorName',
  'bodyMarkdown',
] as const satisfies readonly (keyof BlogEditorInput)[];

/** The form's starting values: an existing post's, or an empty post in the interface language. */
export const editorDefaults = (post: BlogAdminPost | null, language: Language): BlogEditorInput =>
  post
    ? {
        slug: post.slug,
        language: post.language,
        title: post.title,
        summary: post.summary,
        bodyMarkdown: post.bodyMarkdown,
        coverImageUrl: post.coverImageInput,
        category: post.category,
        tags: post.tags.join(', '),
        featured: post.featured,
        authorName: post.authorName,
      }
    : {
        slug: '',
        language,
        title: '',
        summary: '',
        bodyMarkdown: '',
        coverImageUrl: '',
        category: 'survival-data',
        tags: '',
        featured: false,
        authorName: '',
      };
