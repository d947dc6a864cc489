import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorState } from '#web/components/ui/load-states';
import { SkeletonState } from '#web/components/ui/skeleton';
import { useBlogPost } from '#web/features/blog/api/get-blog-post';
import { BlogListSkeleton } from '#web/features/blog/components/blog-list-states';
import { BlogPostNotFound } from '#web/features/blog/components/blog-post-not-found';
import { PostArticle } from '#web/features/blog/components/post-article';
import { RssHeadLink } from '#web/features/blog/components/rss-feed-link';
import { isBlogSlug } from '#web/features/blog/slug';
import { useBlogLanguage } from '#web/features/blog/hooks/use-blog-language';
import { usePreparedBlogDateFormat } from '#web/features/blog/hooks/use-date-format';
import { ApiError } from '#web/lib/api-errors';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { isLanguage } from '#web/lib/language';
import { useErrorMessage } from '#web/lib/use-error-message';
import { paths } from '#shared/routes';
import { BackLink } from '../frames/back-link';
import { PageContainer } from '../frames/page-container';

/**
 * /blog/:slug in the language the link names (`?lang=`, as the sitemap, feed and share links
 * write it: href.blogPost), else in the interface language; a slug that language does not have is
 * "not found".
 */
export const BlogPostPage = () => {
  const { t } = useTranslation('blog');
  const describeError = useErrorMessage();
  const interfaceLanguage = useBlogLanguage();
  const linkedLanguage = useSearchParams()[0].get('lang');
  const language = isLanguage(linkedLanguage) ? linkedLanguage : interfaceLanguage;
  const slug = useParams().slug ?? '';
  // A malformed slug cannot exist: no request, straight to "not found".
  const isValidSlug = isBlogSlug(slug);
  const post = useBlogPost(isValidSlug ? slug : '', language);
  usePreparedBlogDateFormat();
  // Drawn from a deferred copy: the article renders in a transition, in slices, rather than in
  // the long task of the query's notification (as the list's cards: blog-post-list.tsx).
  const shownPost = useDeferredValue(post.data);
  const isNotFound = !isValidSlug || (post.error instanceof ApiError && post.error.status === 404);
  useDocumentTitle(isNotFound ? t('notFound.title') : (shownPost?.title ?? t('post.loadingTitle')));

  const content = (() => {
    if (isNotFound) return <BlogPostNotFound />;
    if (shownPost) return <PostArticle post={shownPost} />;
    if (post.isError)
      return (
        <ErrorState
          title={t('loadError.title')}
          titleLevel="h1"
          message={describeError(post.error)}
          isRetrying={post.isFetching}
          onRetry={() => void post.refetch()}
        />
      );
    return (
      <SkeletonState label={t('post.loading')}>
        <BlogListSkeleton count={1} />
      </SkeletonState>
    );
  })();

  return (
    <PageContainer>
      <RssHeadLink />
      <div className="mb-8">
        <BackLink to={paths.blog} label={t('post.back')} />
      </div>
      {content}
    </PageContainer>
  );
};
