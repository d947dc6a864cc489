import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Business } from '#shared/contracts/businesses';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogActions, DialogClose } from '#web/components/ui/dialog';

export type DeleteBusinessDialogProps = {
  business: Business;
  onConfirm: () => Promise<void>;
};

/** Deleting is permanent, so it asks first in an alert dialog, where focus starts on Cancel. */
export const DeleteBusinessDialog = ({ business, onConfirm }: DeleteBusinessDialogProps) => {
  const { t } = useTranslation('businesses');
  const [isOpen, setIsOpen] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);

  const confirm = async () => {
    setIsDeleting(true);
    try {
      await onConfirm();
      setIsOpen(false);
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <Dialog
      isAlert
      size="md"
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('list.delete', { name: business.name })}
        >
          {t('list.deleteAction')}
        </Button>
      }
      title={t('deleteDialog.title', { name: business.name })}
      description={t('deleteDialog.description')}
    >
      <DialogActions>
        <DialogClose>
          <Button variant="secondary">{t('deleteDialog.cancel')}</Button>
        </DialogClose>
        {/* Not a closing button: the dialog stays open until the request finishes. */}
        <Button variant="destructive" disabled={isDeleting} onClick={() => void confirm()}>
          {isDeleting ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
