import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '#web/components/ui/load-states';
import { BLOG_EAGER_COVERS } from '#shared/contracts/blog-routes';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useBlogPosts, useFeaturedBlogPosts } from '../api/list-blog-posts';
import { blogListPath } from '../blog-paths';
import { hasActiveFilters, useBlogFilters } from '../hooks/use-blog-filters';
import { useBlogLanguage } from '../hooks/use-blog-language';
import { usePreparedBlogDateFormat } from '../hooks/use-date-format';
import { BlogFilters } from './blog-filters';
import { BlogEmptyState, BlogListSkeleton } from './blog-list-states';
import { BlogPagination } from './blog-pagination';
import { PostCard } from './post-card';

const FEATURED_SHOWN = 3;

/** The blog's list: filters, featured posts, the cards, a spoken result count and the pages. */
export const BlogPostList = () => {
  const { t } = useTranslation('blog');
  const describeError = useErrorMessage();
  const language = useBlogLanguage();
  const { filters, update, clear } = useBlogFilters();
  const isFiltered = hasActiveFilters(filters);
  const isFrontPage = !isFiltered && filters.page === 1;
  const list = useBlogPosts({ ...filters, language });
  const featured = useFeaturedBlogPosts(language, { isEnabled: isFrontPage });
  usePreparedBlogDateFormat();
  // The page is drawn from deferred copies of the answers: when posts arrive, the render that
  // notices them only keeps what is on screen, and React draws the cards in a transition, in
  // slices, instead of one long task (most of a /blog load's blocking time).
  const listData = useDeferredValue(list.data);
  const featuredData = useDeferredValue(featured.data);
  const isListPending = listData === undefined && !list.isError;
  // The featured row and the list appear together, so neither pushes the other down (layout shift).
  const isFeaturedPending = isFrontPage && featuredData === undefined && !featured.isError;
  const featuredPosts = isFrontPage ? (featuredData?.items.slice(0, FEATURED_SHOWN) ?? []) : [];
  const featuredIds = new Set(featuredPosts.map((post) => post.id));
  // Featured posts are shown once, in their own row at the top.
  const posts = (listData?.items ?? []).filter((post) => !featuredIds.has(post.id));

  const statusText = (() => {
    if (isListPending || isFeaturedPending || (list.isFetching && list.isPlaceholderData))
      return t('list.status.loading');
    if (!listData) return '';
    const count = listData.total;
    const total = isFiltered
      ? t('list.status.matches', { count })
      : t('list.status.all', { count });
    return listData.pageCount > 1
      ? `${total} ${t('list.status.page', { page: listData.page, pageCount: listData.pageCount })}`
      : total;
  })();

  return (
    <>
      <BlogFilters filters={filters} facets={listData} onChange={update} />
      <p role="status" aria-live="polite" className="mt-6 min-h-6 text-sm text-ink-muted">
        {statusText}
      </p>
      {isFeaturedPending ? (
        // Holds the featured row's place so the latest posts do not jump down when it arrives.
        <div className="mt-6 rounded-2xl bg-primary-soft p-4 sm:p-6">
          <div className="h-8 w-48 animate-pulse rounded bg-muted motion-reduce:animate-none" />
          <div className="mt-4">
            <BlogListSkeleton count={FEATURED_SHOWN} />
          </div>
        </div>
      ) : featuredPosts.length > 0 ? (
        <section
          aria-labelledby="blog-featured-heading"
          className="mt-6 rounded-2xl bg-primary-soft p-4 sm:p-6"
        >
          <h2 id="blog-featured-heading" className="text-2xl font-semibold text-ink">
            {t('list.featured')}
          </h2>
          <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {featuredPosts.map((post, index) => (
              <li key={post.id} className="flex">
                <PostCard post={post} isFeatured isEager={index < BLOG_EAGER_COVERS} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="blog-posts-heading" className="mt-10">
        <h2 id="blog-posts-heading" className="text-2xl font-semibold text-ink">
          {isFiltered ? t('list.results') : t('list.latest')}
        </h2>
        <div className="mt-4">
          {isListPending || isFeaturedPending ? (
            <BlogListSkeleton />
          ) : !listData ? (
            // Not pending and no answer: the request failed.
            <ErrorState
              title={t('loadError.title')}
              message={describeError(list.error)}
              isRetrying={list.isFetching}
              onRetry={() => void list.refetch()}
            />
          ) : listData.total === 0 ? (
            <BlogEmptyState hasFilters={isFiltered} onClear={clear} />
          ) : listData.items.length === 0 ? (
            // A page past the end (an old link, fewer posts now).
            <p className="text-ink-muted">
              <Link
                to={blogListPath({ ...filters, page: 1 })}
                className="font-medium text-primary-strong underline"
              >
                {t('list.pastEnd')}
              </Link>
            </p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post, index) => (
                <li key={post.id} className="flex">
                  <PostCard
                    post={post}
                    isEager={featuredPosts.length === 0 && index < BLOG_EAGER_COVERS}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        {listData ? (
          <BlogPagination
            page={listData.page}
            pageCount={listData.pageCount}
            hrefFor={(page) => blogListPath({ ...filters, page })}
          />
        ) : null}
      </section>
    </>
  );
};
