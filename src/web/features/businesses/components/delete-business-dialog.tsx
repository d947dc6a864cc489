import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Business } from '#shared/contracts/businesses';
import { Button } from '#web/components/ui/button';

export type DeleteBusinessDialogProps = {
  business: Business;
  onConfirm: () => Promise<void>;
};

/** Deleting is permanent, so it asks first; focus starts on Cancel (Radix AlertDialog). */
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
    <AlertDialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialog.Trigger asChild>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('list.delete', { name: business.name })}
        >
          {t('list.deleteAction')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-surface p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-ink">
            {t('deleteDialog.title', { name: business.name })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-muted">
            {t('deleteDialog.description')}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('deleteDialog.cancel')}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close before the request finishes. */}
            <Button variant="destructive" disabled={isDeleting} onClick={() => void confirm()}>
              {isDeleting ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
};
