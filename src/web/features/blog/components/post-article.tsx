import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlogPost } from '#shared/contracts/blog';
import { PageHeader } from '#web/components/ui/page-header';
import { blogListPath } from '../blog-paths';
import { useDateFormat } from '../hooks/use-date-format';
import { CopyLinkButton } from './copy-link-button';
import { PostBody } from './post-body';
import { PostCard } from './post-card';

const tagLinkClassName =
  'inline-flex min-h-9 items-center rounded-full border border-line px-3 text-sm text-ink hover:bg-muted';

/** One post: title, byline, cover, body, tags and related posts. */
export const PostArticle = ({ post }: { post: BlogPost }) => {
  const { t } = useTranslation('blog');
  const formatDate = useDateFormat();
  return (
    <>
      {/* The post may be in another language than the interface (a ?lang= link). */}
      <article lang={post.language}>
        <PageHeader
          back={
            <Link
              to={blogListPath({ category: post.category })}
              className="self-start text-sm font-semibold text-primary-strong underline-offset-4 hover:underline"
            >
              {t(`categories.${post.category}`)}
            </Link>
          }
          title={post.title}
          lead={post.summary}
        >
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
            <span>{t('post.by', { author: post.authorName })}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            <span aria-hidden="true">·</span>
            <span>{t('readingTime', { count: post.readingMinutes })}</span>
          </p>
          <div>
            <CopyLinkButton />
          </div>
        </PageHeader>
        {/* Decorative: the title above says what the post is about. */}
        <img
          src={post.coverImageUrl}
          alt=""
          width={1200}
          height={630}
          fetchPriority="high"
          className="mt-8 aspect-video w-full rounded-xl bg-muted object-cover"
        />
        <PostBody html={post.html} className="mt-10" />
        {post.tags.length > 0 ? (
          <footer className="mt-12 border-t border-line pt-6">
            <h2 className="text-base font-semibold text-ink">{t('post.tags')}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={blogListPath({ tag })}
                    aria-label={t('post.tagLink', { tag })}
                    className={tagLinkClassName}
                  >
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
      </article>
      {post.related.length > 0 ? (
        <section aria-labelledby="blog-related-heading" className="mt-16">
          <h2 id="blog-related-heading" className="text-2xl font-semibold text-ink">
            {t('post.related')}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2">
            {post.related.map((related) => (
              <li key={related.id} className="flex">
                <PostCard post={related} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
};
