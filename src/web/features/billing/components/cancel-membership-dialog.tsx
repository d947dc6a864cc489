import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogActions, DialogClose } from '#web/components/ui/dialog';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useCancelMembership } from '../api/cancel-membership';

/** Asks first, and says plainly that cancelling deletes nothing. */
export const CancelMembershipDialog = ({
  tierName,
  endDate,
}: {
  tierName: string;
  endDate: string;
}) => {
  const { t } = useTranslation('billing');
  const errorMessage = useErrorMessage();
  const cancel = useCancelMembership();
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync();
      setIsOpen(false);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Dialog
      isAlert
      size="md"
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        setFailure(null);
      }}
      trigger={<Button variant="secondary">{t('membership.cancel.button')}</Button>}
      title={t('membership.cancel.title')}
      description={t('membership.cancel.description', { tier: tierName, date: endDate })}
    >
      {failure ? (
        <p role="alert" className="font-medium text-danger-700">
          {failure}
        </p>
      ) : null}
      <DialogActions>
        <DialogClose>
          <Button variant="secondary">{t('membership.cancel.keep')}</Button>
        </DialogClose>
        {/* Not a closing button: the dialog stays open until the request finishes. */}
        <Button variant="destructive" disabled={cancel.isPending} onClick={() => void confirm()}>
          {cancel.isPending ? t('membership.cancel.working') : t('membership.cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
