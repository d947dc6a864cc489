import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogActions, DialogClose } from '#web/components/ui/dialog';
import { toast } from '#web/lib/toast-store';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useDeleteCalculation } from '../api/delete-calculation';

type DeleteDialogProps = {
  calculationId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

/** Asks before deleting: a deleted calculation and its share link cannot be brought back. */
export const DeleteDialog = ({
  calculationId,
  title,
  open,
  onOpenChange,
  onDeleted,
}: DeleteDialogProps) => {
  const { t } = useTranslation('calculations');
  const describeError = useErrorMessage();
  const remove = useDeleteCalculation();
  const onConfirm = () =>
    remove.mutate(calculationId, {
      onSuccess: () => {
        toast({ title: t('delete.done') });
        onOpenChange(false);
        onDeleted?.();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('delete.failed'),
          description: describeError(error),
        }),
    });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      description={t('delete.description', { title })}
      closeLabel={t('dialog.close')}
    >
      <DialogActions>
        <DialogClose>
          <Button variant="secondary">{t('dialog.cancel')}</Button>
        </DialogClose>
        <Button variant="destructive" onClick={onConfirm} disabled={remove.isPending}>
          {t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
