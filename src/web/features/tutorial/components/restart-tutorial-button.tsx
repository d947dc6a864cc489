import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { useRestartTutorial } from '../hooks/use-restart-tutorial';

/** "Restart the tutorial", with what happens next said in a status message. */
export const RestartTutorialButton = () => {
  const { t } = useTranslation('tutorial');
  const { restart, isPending, isSuccess, isError } = useRestartTutorial();
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" disabled={isPending} onClick={restart}>
        {t('restart.button')}
      </Button>
      <p role="status" className="text-sm text-ink-muted">
        {isSuccess ? t('restart.done') : null}
      </p>
      {isError ? (
        <p role="alert" className="text-sm text-danger-700">
          {t('restart.failed')}
        </p>
      ) : null}
    </div>
  );
};
