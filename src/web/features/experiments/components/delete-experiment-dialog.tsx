import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Experiment } from '#shared/contracts/experiments';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogActions, DialogClose } from '#web/components/ui/dialog';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useDeleteExperiment } from '../api/delete-experiment';

/** Deleting takes the results with it and changes the estimate, so it asks first. */
export const DeleteExperimentDialog = ({ experiment }: { experiment: Experiment }) => {
  const { t } = useTranslation('experiments');
  const errorMessage = useErrorMessage();
  const deleteExperiment = useDeleteExperiment(experiment.businessId);
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await deleteExperiment.mutateAsync(experiment.id);
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
    >
      {failure ? (
        <p role="alert" className="font-medium text-danger-700">
          {failure}
        </p>
      ) : null}
      <DialogActions>
        <DialogClose>
          <Button variant="secondary">{t('deleteDialog.cancel')}</Button>
        </DialogClose>
        {/* Not a closing button: the dialog stays open until the request finishes. */}
        <Button
          variant="destructive"
          disabled={deleteExperiment.isPending}
          onClick={() => void confirm()}
        >
          {deleteExperiment.isPending ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
