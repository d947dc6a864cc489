import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_LINE_COUNT, useTemplatePreview } from '../api/get-template-preview';
import type { TemplateFormat } from '../template-manifest';

type TemplatePreviewProps = { url: string; title: string; format: TemplateFormat };

/** An expandable look at a template's first lines; wide CSV rows scroll inside their own box. */
export const TemplatePreview = ({ url, title, format }: TemplatePreviewProps) => {
  const { t } = useTranslation('templates');
  const [isOpen, setIsOpen] = useState(false);
  const preview = useTemplatePreview(url, isOpen);
  return (
    <details
      className="rounded-md border border-line bg-muted"
      onToggle={(event) => {
        setIsOpen(event.currentTarget.open);
      }}
    >
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-ink">
        {t('card.preview', { lines: PREVIEW_LINE_COUNT })}
      </summary>
      <div className="border-t border-line px-3 py-2">
        {preview.isPending ? (
          <p className="text-sm text-ink-muted">{t('card.previewLoading')}</p>
        ) : preview.isError ? (
          <p className="text-sm text-ink-muted">{t('card.previewFailed')}</p>
        ) : (
          <pre
            role="region"
            aria-label={t('card.previewLabel', { title })}
            tabIndex={0}
            className={clsx(
              'max-h-72 overflow-auto font-mono text-xs leading-relaxed text-ink',
              format === 'csv' ? 'whitespace-pre' : 'break-words whitespace-pre-wrap',
            )}
          >
            {preview.data}
          </pre>
        )}
      </div>
    </details>
  );
};
