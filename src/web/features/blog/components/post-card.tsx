import { clsx } from 'clsx';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlogPostSummary } from '#shared/contracts/blog';
import { useDateFormat } from '../hooks/use-date-format';
import { href } from '#shared/routes';

type PostCardProps = {
  post: BlogPostSummary;
  /** The heading level inside the section that lists the card. */
  headingLevel?: 'h2' | 'h3';
  /** Above the fold: the image loads at once (it is the page's largest paint). */
  isEager?: boolean;
  isFeatured?: boolean;
};

/**
 * One post in a list: cover, category, title (the link), summary, date and reading time. Memoised:
 * the list re-renders its shown cards while it draws new ones in a transition (blog-post-list.tsx).
 */
export const PostCard = memo(function PostCard({
  post,
  headingLevel = 'h3',
  isEager = false,
  isFeatured = false,
}: PostCardProps) {
  const { t } = useTranslation('blog');
  const formatDate = useDateFormat();
  const Heading = headingLevel;
  return (
    <article
      className={clsx(
        'relative flex w-full flex-col overflow-hidden rounded-xl border bg-surface shadow-sm',
        isFeatured ? 'border-primary' : 'border-line',
      )}
    >
      {/* The title beside it says what the picture is about; a second description would be noise. */}
      <img
        src={post.coverImageUrl}
        alt=""
        width={640}
        height={360}
        loading={isEager ? 'eager' : 'lazy'}
        // The largest paint: asked for before the scripts still loading.
        fetchPriority={isEager ? 'high' : 'auto'}
        decoding="async"
        className="aspect-video w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-primary-strong">
          {isFeatured ? (
            <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-strong">
              {t('list.featuredBadge')}
            </span>
          ) : null}
          {t(`categories.${post.category}`)}
        </p>
        <Heading className="text-lg font-semibold break-words text-ink">
          {/* The whole card is clickable through this link's ::after; the title names it. */}
          <Link
            to={href.blogPost(post.slug)}
            className="underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:underline"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="break-words text-ink-muted">{post.summary}</p>
        <p className="mt-auto pt-2 text-sm text-ink-muted">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t('readingTime', { count: post.readingMinutes })}</span>
        </p>
      </div>
    </article>
  );
});
