import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlogAdminPost } from '#shared/contracts/blog';
import { Button, buttonClassName } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { toast } from '#web/lib/toast-store';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useSetBlogPostPublished } from '#web/features/blog/api/set-blog-post-published';
import { href } from '#shared/routes';
import { useBlogLanguage } from '#web/features/blog/hooks/use-blog-language';
import { useDateFormat } from '#web/features/blog/hooks/use-date-format';
import { DeletePostDialog } from './delete-post-dialog';

type AdminPostListProps = {
  posts: BlogAdminPost[];
  /** The editor's address for a post. */
};

/** Every post, drafts included, with its state and the actions on it. */
export const AdminPostList = ({ posts }: AdminPostListProps) => {
  const { t } = useTranslation(['blog', 'common']);
  const formatDate = useDateFormat();
  // The public page shows posts of the interface language only.
  const language = useBlogLanguage();
  const describeError = useErrorMessage();
  const publication = useSetBlogPostPublished();
  const [toDelete, setToDelete] = useState<BlogAdminPost | null>(null);
  const onPublish = (post: BlogAdminPost, published: boolean) =>
    publication.mutate(
      { id: post.id, published },
      {
        onSuccess: () =>
          toast({
            title: t(
              published ? 'blog:admin.list.publishedDone' : 'blog:admin.list.unpublishedDone',
              { title: post.title },
            ),
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('blog:admin.list.publicationFailed'),
            description: describeError(error),
          }),
      },
    );
  if (posts.length === 0) return <p className="text-ink-muted">{t('blog:admin.list.empty')}</p>;
  return (
    <>
      <ul className="flex flex-col gap-4">
        {posts.map((post) => {
          const isPublished = post.status === 'published';
          return (
            <Card
              key={post.id}
              as="li"
              shape="panel"
              padding="sm-md"
              className="flex flex-col gap-3"
            >
              <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
                <span
                  className={clsx(
                    'rounded-full px-2 py-0.5',
                    isPublished ? 'bg-primary-soft text-primary-strong' : 'bg-muted text-ink',
                  )}
                >
                  {t(isPublished ? 'blog:admin.status.published' : 'blog:admin.status.draft')}
                </span>
                <span className="rounded-full border border-line px-2 py-0.5 text-ink">
                  <span className="sr-only">{t('blog:admin.list.language')}: </span>
                  {t(`common:language.${post.language}`)}
                </span>
                {post.featured ? (
                  <span className="rounded-full border border-primary px-2 py-0.5 text-primary-strong">
                    {t('blog:list.featuredBadge')}
                  </span>
                ) : null}
              </div>
              <h3 className="text-lg font-semibold break-words text-ink">{post.title}</h3>
              <p className="text-sm break-all text-ink-muted">/{post.slug}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink-muted">
                <dt>{t('blog:admin.list.publishedAt')}</dt>
                <dd>
                  {post.publishedAt ? formatDate(post.publishedAt) : t('blog:admin.list.never')}
                </dd>
                <dt>{t('blog:admin.list.updatedAt')}</dt>
                <dd>{formatDate(post.updatedAt)}</dd>
              </dl>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={href.blogPostEditor(post.id)}
                  className={buttonClassName('secondary', 'sm')}
                >
                  {t('blog:admin.list.edit')}
                  <span className="sr-only">: {post.title}</span>
                </Link>
                {isPublished && post.language === language ? (
                  <Link to={href.blogPost(post.slug)} className={buttonClassName('ghost', 'sm')}>
                    {t('blog:admin.list.view')}
                    <span className="sr-only">: {post.title}</span>
                  </Link>
                ) : null}
                <Button
                  size="sm"
                  variant={isPublished ? 'secondary' : 'primary'}
                  disabled={publication.isPending}
                  onClick={() => onPublish(post, !isPublished)}
                >
                  {t(isPublished ? 'blog:admin.list.unpublish' : 'blog:admin.list.publish')}
                  <span className="sr-only">: {post.title}</span>
                </Button>
                <Button size="sm" variant="destructive" onClick={() => setToDelete(post)}>
                  {t('blog:admin.list.delete')}
                  <span className="sr-only">: {post.title}</span>
                </Button>
              </div>
            </Card>
          );
        })}
      </ul>
      <DeletePostDialog
        post={toDelete}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
      />
    </>
  );
};
