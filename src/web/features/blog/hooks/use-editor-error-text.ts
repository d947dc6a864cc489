import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BLOG_TAG_MAX, BLOG_TAGS_MAX, BlogPostInputSchema } from '#shared/contracts/blog';
import type { EDITOR_FIELDS } from '../editor-form';

type EditorField = (typeof EDITOR_FIELDS)[number];

// The length limits, read from the contract so the messages cannot drift from the schema.
const shape = BlogPostInputSchema.shape;
const LIMITS: Partial<Record<EditorField, { min: number | null; max: number | null }>> = {
  slug: { min: shape.slug.minLength, max: shape.slug.maxLength },
  title: { min: shape.title.minLength, max: shape.title.maxLength },
  summary: { min: shape.summary.minLength, max: shape.summary.maxLength },
  bodyMarkdown: { min: shape.bodyMarkdown.minLength, max: shape.bodyMarkdown.maxLength },
  authorName: { min: shape.authorName.minLength, max: shape.authorName.maxLength },
};

const TAG_MESSAGES = new Set(['tooManyTags', 'tagTooLong']);

/**
 * The editor's field errors in the reader's language. The shared schema speaks English (one schema
 * for the form and the server), so messages are chosen by the kind and the field.
 */
export const useEditorErrorText = () => {
  const { t } = useTranslation('blog');
  return useCallback(
    (field: EditorField, error: FieldError | undefined): string | undefined => {
      if (!error) return undefined;
      // Set by the page from the server's answer, already in words.
      if (error.type === 'server' || error.type === 'conflict') return error.message;
      if (error.message === 'Must not contain invalid characters')
        return t('admin.validation.invalidCharacters');
      if (field === 'tags' && error.message && TAG_MESSAGES.has(error.message))
        return error.message === 'tooManyTags'
          ? t('admin.validation.tooManyTags', { max: BLOG_TAGS_MAX })
          : t('admin.validation.tagTooLong', { max: BLOG_TAG_MAX });
      const limits = LIMITS[field];
      if (error.type === 'too_small' && limits?.min != null)
        return limits.min <= 1
          ? t('admin.validation.required')
          : t('admin.validation.tooShort', { min: limits.min });
      if (error.type === 'too_big' && limits?.max != null)
        return t('admin.validation.tooLong', { max: limits.max });
      if (field === 'slug') return t('admin.validation.slugFormat');
      if (field === 'coverImageUrl') return t('admin.validation.coverUrl');
      return t('admin.validation.invalid');
    },
    [t],
  );
};
