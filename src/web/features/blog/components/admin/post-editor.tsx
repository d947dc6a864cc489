import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '#shared/constants';
import { BLOG_CATEGORIES, BLOG_TAGS_MAX, type BlogAdminPost } from '#shared/contracts/blog';
import { Button } from '#web/components/ui/button';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { SelectField } from '#web/components/ui/select-field';
import { TextareaField } from '#web/components/ui/textarea-field';
import { TextField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api-client';
import { applyApiFieldErrors } from '#web/lib/form-errors';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useSaveBlogPost } from '#web/features/blog/api/save-blog-post';
import {
  BlogEditorSchema,
  EDITOR_FIELDS,
  editorDefaults,
  type BlogEditorInput,
  type BlogEditorValues,
} from '#web/features/blog/editor-form';
import { useBlogLanguage } from '#web/features/blog/hooks/use-blog-language';
import { useEditorErrorText } from '#web/features/blog/hooks/use-editor-error-text';
import { suggestSlug } from '#web/features/blog/slug';
import { BodyEditor } from './body-editor';

type PostEditorProps = {
  /** The post to edit, or null for a new one. */
  post: BlogAdminPost | null;
  onSaved: (saved: BlogAdminPost) => void;
  onCancel: () => void;
};

/** Create or edit a post; on failure every field keeps what was typed. */
export const PostEditor = ({ post, onSaved, onCancel }: PostEditorProps) => {
  const { t } = useTranslation(['blog', 'common']);
  const id = useId();
  const errorText = useEditorErrorText();
  const describeError = useErrorMessage();
  const save = useSaveBlogPost();
  const language = useBlogLanguage();
  const [formError, setFormError] = useState<string | null>(null);
  // A new post's slug follows its title until the slug is edited by hand; a saved one keeps its address.
  const [isSlugFollowingTitle, setIsSlugFollowingTitle] = useState(post === null);
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<
    BlogEditorInput,
    unknown,
    BlogEditorValues
  >({ resolver: zodResolver(BlogEditorSchema), defaultValues: editorDefaults(post, language) });
  const { errors, isSubmitting } = formState;
  const markdown = useWatch({ control, name: 'bodyMarkdown' });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      onSaved(await save.mutateAsync({ id: post?.id ?? null, input }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setError(
          'slug',
          { type: 'conflict', message: t('blog:admin.editor.slugTaken') },
          { shouldFocus: true },
        );
        return;
      }
      if (!applyApiFieldErrors(error, setError, { names: EDITOR_FIELDS }))
        setFormError(describeError(error));
    }
  });

  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (isSlugFollowingTitle) setValue('slug', suggestSlug(event.target.value));
    },
  });
  const slugField = register('slug', { onChange: () => setIsSlugFollowingTitle(false) });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      {formError ? (
        <p role="alert" className="rounded-md border border-danger-700 px-4 py-3 text-danger-700">
          {t('blog:admin.editor.saveFailed')} {formError}
        </p>
      ) : null}
      <TextField
        id={`${id}-title`}
        label={t('blog:admin.fields.title')}
        error={errorText('title', errors.title)}
        {...titleField}
      />
      <TextField
        id={`${id}-slug`}
        label={t('blog:admin.fields.slug')}
        hint={t('blog:admin.fields.slugHint')}
        autoCapitalize="none"
        spellCheck={false}
        error={errorText('slug', errors.slug)}
        {...slugField}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={`${id}-language`}
          label={t('blog:admin.fields.language')}
          {...register('language')}
        >
          {SUPPORTED_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`common:language.${code}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-category`}
          label={t('blog:admin.fields.category')}
          {...register('category')}
        >
          {BLOG_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`blog:categories.${category}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        id={`${id}-summary`}
        rows={3}
        label={t('blog:admin.fields.summary')}
        hint={t('blog:admin.fields.summaryHint')}
        error={errorText('summary', errors.summary)}
        {...register('summary')}
      />
      <TextField
        id={`${id}-tags`}
        label={t('blog:admin.fields.tags')}
        hint={t('blog:admin.fields.tagsHint', { max: BLOG_TAGS_MAX })}
        error={errorText('tags', errors.tags)}
        {...register('tags')}
      />
      <TextField
        id={`${id}-cover`}
        label={t('blog:admin.fields.cover')}
        hint={t('blog:admin.fields.coverHint')}
        inputMode="url"
        error={errorText('coverImageUrl', errors.coverImageUrl)}
        {...register('coverImageUrl')}
      />
      <TextField
        id={`${id}-author`}
        label={t('blog:admin.fields.author')}
        autoComplete="name"
        error={errorText('authorName', errors.authorName)}
        {...register('authorName')}
      />
      <CheckboxField
        id={`${id}-featured`}
        label={<span className="font-medium">{t('blog:admin.fields.featured')}</span>}
        size="md"
        className="text-sm"
        {...register('featured')}
      />
      <BodyEditor
        markdown={markdown}
        field={
          <TextareaField
            id={`${id}-body`}
            rows={18}
            label={t('blog:admin.fields.body')}
            hint={t('blog:admin.fields.bodyHint')}
            isCode
            error={errorText('bodyMarkdown', errors.bodyMarkdown)}
            {...register('bodyMarkdown')}
          />
        }
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('blog:admin.editor.saving') : t('blog:admin.editor.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('blog:admin.editor.cancel')}
        </Button>
      </div>
    </form>
  );
};
