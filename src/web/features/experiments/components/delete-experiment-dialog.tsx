import { useTranslation } from 'react-i18next';
import type { Experiment } from '#shared/contracts/experiments';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useDeleteExperiment } from '../api/delete-experiment';

/** Deleting takes the results with it and changes the estimate, so it asks first. */
export const DeleteExperimentDialog = ({ experiment }: { experiment: Experiment }) => {
  const { t } = useTranslation('experiments');
  const deleteExperiment = useDeleteExperiment(experiment.businessId);
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('list.deleteLabel', { measure: experiment.measure })}
        >
          {t('list.delete')}
        </Button>
      }
      title={t('deleteDialog.title', { measure: experiment.measure })}
      description={t('deleteDialog.description')}
      keepLabel={t('deleteDialog.cancel')}
      confirmLabel={t('deleteDialog.confirm')}
      workingLabel={t('deleteDialog.deleting')}
      onConfirm={() => deleteExperiment.mutateAsync(experiment.id)}
      isPending={deleteExperiment.isPending}
    />
  );
};
