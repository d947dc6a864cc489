import { Tabs } from '#web/components/ui/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '#web/features/blog/hooks/use-media-query';
import { MarkdownPreview } from './markdown-preview';

type BodyEditorProps = {
  /** The labelled textarea with its hint and error. */
  field: ReactNode;
  markdown: string;
};

const tabClassName =
  'min-h-11 flex-1 rounded-md px-4 text-sm font-medium text-ink-muted data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm';

/** The markdown and its preview: side by side on a wide screen, as two tabs on a narrow one. */
export const BodyEditor = ({ field, markdown }: BodyEditorProps) => {
  const { t } = useTranslation('blog');
  const isWide = useMediaQuery('(min-width: 64rem)');
  if (isWide)
    return (
      <div className="grid grid-cols-2 gap-6">
        <div>{field}</div>
        <section aria-labelledby="blog-preview-heading" className="flex flex-col gap-1.5">
          <h3 id="blog-preview-heading" className="text-sm font-medium text-ink">
            {t('admin.editor.preview')}
          </h3>
          <MarkdownPreview markdown={markdown} />
        </section>
      </div>
    );
  return (
    <Tabs.Root defaultValue="write">
      <Tabs.List
        aria-label={t('admin.editor.bodyTabs')}
        className="mb-3 flex gap-1 rounded-lg bg-muted p-1"
      >
        <Tabs.Trigger value="write" className={tabClassName}>
          {t('admin.editor.write')}
        </Tabs.Trigger>
        <Tabs.Trigger value="preview" className={tabClassName}>
          {t('admin.editor.preview')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="write">{field}</Tabs.Content>
      <Tabs.Content value="preview">
        <MarkdownPreview markdown={markdown} />
      </Tabs.Content>
    </Tabs.Root>
  );
};
