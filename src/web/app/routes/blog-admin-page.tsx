import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClassName } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/load-states';
import { PageHeader } from '#web/components/ui/page-header';
import { toast } from '#web/lib/toast-store';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useAdminBlogPosts } from '#web/features/blog/api/list-admin-blog-posts';
import { AccessDenied } from '#web/features/blog/components/admin/access-denied';
import { AdminPostList } from '#web/features/blog/components/admin/admin-post-list';
import { PostEditor } from '#web/features/blog/components/admin/post-editor';
import { BlogListSkeleton } from '#web/features/blog/components/blog-list-states';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useErrorMessage } from '#web/lib/use-error-message';
import { href, paths } from '#shared/routes';
import { BackLink } from '../frames/back-link';
import { PageContainer } from '../frames/page-container';

const NEW_POST = 'new';

/**
 * /blog-admin: the sign-in guard lets every signed-in user reach it; only admins get the editor
 * (the server refuses the others with 403 too). `?edit=<id|new>` opens the editor, so Back closes it.
 */
export const BlogAdminPage = () => {
  const { t } = useTranslation(['blog', 'errors']);
  const { user } = useAuth();
  const isAdmin = user?.isAdmin === true;
  useDocumentTitle(isAdmin ? t('blog:admin.title') : t('errors:page.titles.accessDenied'));
  if (!isAdmin)
    return (
      <PageContainer>
        <AccessDenied />
      </PageContainer>
    );
  return <BlogAdmin />;
};

const BlogAdmin = () => {
  const { t } = useTranslation('blog');
  const describeError = useErrorMessage();
  const navigate = useNavigate();
  const editing = useSearchParams()[0].get('edit');
  const posts = useAdminBlogPosts({ isEnabled: true });
  const closeEditor = () => void navigate(paths.blogAdmin);

  const body = (() => {
    if (posts.isPending) return <BlogListSkeleton count={2} />;
    if (posts.isError)
      return (
        <ErrorState
          title={t('loadError.title')}
          message={describeError(posts.error)}
          isRetrying={posts.isFetching}
          onRetry={() => void posts.refetch()}
        />
      );
    if (editing === null)
      return (
        <section aria-labelledby="blog-admin-list-heading">
          <h2 id="blog-admin-list-heading" className="mb-4 text-2xl font-semibold text-ink">
            {t('admin.list.heading', { count: posts.data.items.length })}
          </h2>
          <AdminPostList posts={posts.data.items} />
        </section>
      );
    const post = editing === NEW_POST ? null : posts.data.items.find((item) => item.id === editing);
    if (post === undefined) return <p className="text-ink-muted">{t('admin.editor.missing')}</p>;
    return (
      <section aria-labelledby="blog-admin-editor-heading">
        <h2
          id="blog-admin-editor-heading"
          className="mb-4 text-2xl font-semibold break-words text-ink"
        >
          {post
            ? t('admin.editor.editHeading', { title: post.title })
            : t('admin.editor.newHeading')}
        </h2>
        <PostEditor
          key={post?.id ?? NEW_POST}
          post={post}
          onCancel={closeEditor}
          onSaved={(saved) => {
            toast({
              title: t(post ? 'admin.editor.saved' : 'admin.editor.created', {
                title: saved.title,
              }),
            });
            closeEditor();
          }}
        />
      </section>
    );
  })();

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <PageHeader
        back={
          editing === null ? null : <BackLink to={paths.blogAdmin} label={t('admin.backToList')} />
        }
        title={t('admin.title')}
        lead={t('admin.intro')}
        actions={
          editing === null ? (
            <Link to={href.blogPostEditor(NEW_POST)} className={buttonClassName('primary', 'md')}>
              <Plus aria-hidden="true" className="size-4" />
              {t('admin.newPost')}
            </Link>
          ) : null
        }
        size="compact"
        spacing="tight"
        leadSize="md"
      />
      {body}
    </div>
  );
};
