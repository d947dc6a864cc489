import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
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
  const cancel = useCancelMembership();
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">{t('membership.cancel.button')}</Button>}
      title={t('membership.cancel.title')}
      description={t('membership.cancel.description', { tier: tierName, date: endDate })}
      keepLabel={t('membership.cancel.keep')}
      confirmLabel={t('membership.cancel.confirm')}
      workingLabel={t('membership.cancel.working')}
      onConfirm={() => cancel.mutateAsync()}
      isPending={cancel.isPending}
    />
  );
};
