import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useBlogPreview } from '#web/features/blog/api/preview-blog-markdown';
import { useDebouncedValue } from '#web/features/blog/hooks/use-debounced-value';
import { PostBody } from '../post-body';

export const PREVIEW_DEBOUNCE_MS = 400;

/** The body as readers will see it, rendered by the server a moment after typing stops. */
export const MarkdownPreview = ({ markdown }: { markdown: string }) => {
  const { t } = useTranslation('blog');
  const describeError = useErrorMessage();
  const settled = useDebouncedValue(markdown, PREVIEW_DEBOUNCE_MS);
  const preview = useBlogPreview(settled);
  const isEmpty = settled.trim() === '';
  return (
    <div
      className="min-h-64 rounded-md border border-line bg-surface p-4"
      aria-busy={preview.isFetching}
    >
      {isEmpty ? (
        <p className="text-ink-muted">{t('admin.editor.previewEmpty')}</p>
      ) : preview.isError ? (
        <p role="alert" className="text-danger-700">
          {t('admin.editor.previewFailed')} {describeError(preview.error)}
        </p>
      ) : preview.data ? (
        <PostBody html={preview.data.html} className="text-base!" />
      ) : (
        <p className="text-ink-muted">{t('admin.editor.previewLoading')}</p>
      )}
    </div>
  );
};
