import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogActions, DialogClose } from '#web/components/ui/dialog';
import { toast } from '#web/lib/toast-store';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useDeleteBlogPost } from '#web/features/blog/api/delete-blog-post';

type DeletePostDialogProps = {
  post: { id: string; title: string } | null;
  onOpenChange: (open: boolean) => void;
};

/** Asks before deleting a post: a deleted post cannot be brought back. */
export const DeletePostDialog = ({ post, onOpenChange }: DeletePostDialogProps) => {
  const { t } = useTranslation('blog');
  const describeError = useErrorMessage();
  const remove = useDeleteBlogPost();
  const onConfirm = () => {
    if (!post) return;
    remove.mutate(post.id, {
      onSuccess: () => {
        toast({ title: t('admin.delete.done', { title: post.title }) });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('admin.delete.failed'),
          description: describeError(error),
        }),
    });
  };
  return (
    <Dialog
      isAlert
      open={post !== null}
      onOpenChange={onOpenChange}
      title={t('admin.delete.title')}
      description={t('admin.delete.description', { title: post?.title ?? '' })}
    >
      <DialogActions>
        <DialogClose>
          <Button variant="secondary">{t('admin.delete.cancel')}</Button>
        </DialogClose>
        <Button variant="destructive" onClick={onConfirm} disabled={remove.isPending}>
          {t('admin.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
