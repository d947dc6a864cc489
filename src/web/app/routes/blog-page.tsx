import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { BlogPostList } from '#web/features/blog/components/blog-post-list';
import { RssFeedLink, RssHeadLink } from '#web/features/blog/components/rss-feed-link';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { NewsletterFormSlot } from '../page-parts/newsletter-form-slot';

/** /blog: the posts of the interface language, searchable and filterable through the URL. */
export const BlogPage = () => {
  // Both namespaces in one call: two calls would fetch them one after the other (each suspends).
  const { t } = useTranslation(['blog', 'newsletter']);
  useDocumentTitle(t('title'));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <RssHeadLink />
      <PageHeader title={t('title')} lead={t('intro')} actions={<RssFeedLink />} isNarrow />
      <div className="mt-10">
        <BlogPostList />
      </div>
      <Card
        aria-labelledby="blog-newsletter-heading"
        as="section"
        shape="panel"
        padding="lg"
        className="mt-16 max-w-2xl"
      >
        <h2 id="blog-newsletter-heading" className="text-xl font-semibold text-ink">
          {t('newsletter:landing.heading')}
        </h2>
        <p className="mt-2 mb-4 text-ink-muted">{t('newsletter:landing.body')}</p>
        {/* Below the list and after the first paint (docs/decisions/015). Its height in Chromium:
            288 px below 640, 248 px to 767, 228 px wider; Turkish stays at 248. */}
        <NewsletterFormSlot
          idPrefix="blog-newsletter"
          spaceClassName="min-h-72 sm:min-h-62 md:min-h-57"
        />
      </Card>
    </div>
  );
};
