import { Rss } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { blogFeedPath } from '../blog-paths';
import { useBlogLanguage } from '../hooks/use-blog-language';

/**
 * Announces the feed of the current language to feed readers: React 19 moves this <link> into
 * <head> while a blog page is shown, and takes it out again when the page goes.
 */
export const RssHeadLink = () => {
  const { t } = useTranslation('blog');
  const language = useBlogLanguage();
  return (
    <link
      rel="alternate"
      type="application/rss+xml"
      title={t('rss.title')}
      href={blogFeedPath(language)}
    />
  );
};

/** A visible link to the feed of the current language. */
export const RssFeedLink = () => {
  const { t } = useTranslation('blog');
  const language = useBlogLanguage();
  return (
    <a
      href={blogFeedPath(language)}
      type="application/rss+xml"
      className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary-strong underline underline-offset-4"
    >
      <Rss aria-hidden="true" className="size-4" />
      {t('rss.link')}
    </a>
  );
};
