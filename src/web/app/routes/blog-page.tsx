import { useTranslation } from 'react-i18next';
import { BlogPostList } from '#web/features/blog/components/blog-post-list';
import { RssFeedLink, RssHeadLink } from '#web/features/blog/components/rss-feed-link';
import { useDocumentTitle } from '#web/lib/use-document-title';

/** /blog: the posts of the interface language, searchable and filterable through the URL. */
export const BlogPage = () => {
  const { t } = useTranslation('blog');
  useDocumentTitle(t('title'));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <RssHeadLink />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
          <p className="mt-4 text-lg text-ink-muted">{t('intro')}</p>
        </div>
        <RssFeedLink />
      </div>
      <div className="mt-10">
        <BlogPostList />
      </div>
      {/* NEWSLETTER SIGNUP: the newsletter feature's <NewsletterSignup /> goes here (issue 14, item 3). */}
    </div>
  );
};
