import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATALOGUE } from '#shared/catalogue';
import { TUTORIAL_STEP_COUNT } from '#shared/contracts/progress';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { TUTORIAL_STEPS } from './tutorial-steps';

type TutorialDialogProps = {
  open: boolean;
  step: number;
  /** Back or Next: the step shown next (saved as the user goes, so a reload resumes there). */
  onStep: (step: number) => void;
  /** Escape, the × button or a "try it" link: closed for now, resumable at this step. */
  onLater: () => void;
  onSkip: () => void;
  onFinish: () => void;
  saveFailed: boolean;
};

/**
 * The 3-step tutorial in the app's modal dialog (focus kept inside, Escape closes as "later",
 * focus back to what opened it), with "Step n of 3", Back, Next and a visible "Skip tutorial".
 */
export const TutorialDialog = ({
  open,
  step,
  onStep,
  onLater,
  onSkip,
  onFinish,
  saveFailed,
}: TutorialDialogProps) => {
  const { t } = useTranslation('tutorial');
  const stepTitleId = useId();
  const current = TUTORIAL_STEPS[step] ?? TUTORIAL_STEPS[0];
  const isLast = step === TUTORIAL_STEP_COUNT - 1;
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onLater();
      }}
      title={t('dialog.title')}
      description={t('dialog.stepOf', { step: step + 1, total: TUTORIAL_STEP_COUNT })}
      closeLabel={t('dialog.later')}
    >
      <section aria-labelledby={stepTitleId} className="flex flex-col gap-3">
        <h3 id={stepTitleId} className="text-base font-semibold text-ink">
          {t(`steps.${current.key}.title`)}
        </h3>
        <p className="text-ink">
          {current.key === 'tokens'
            ? t('steps.tokens.body', { count: CATALOGUE.signUpTokens })
            : t(`steps.${current.key}.body`)}
        </p>
        <Link
          to={current.tryPath}
          onClick={onLater}
          className="self-start font-medium text-primary underline underline-offset-2"
        >
          {t(`steps.${current.key}.link`)}
        </Link>
      </section>
      {saveFailed ? (
        <p role="alert" className="text-sm text-danger-700">
          {t('dialog.saveFailed')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-4">
        <Button variant="ghost" onClick={onSkip}>
          {t('dialog.skip')}
        </Button>
        <div className="flex flex-wrap gap-2">
          {step > 0 ? (
            <Button variant="secondary" onClick={() => onStep(step - 1)}>
              {t('dialog.back')}
            </Button>
          ) : null}
          {isLast ? (
            <Button onClick={onFinish}>{t('dialog.finish')}</Button>
          ) : (
            <Button onClick={() => onStep(step + 1)}>{t('dialog.next')}</Button>
          )}
        </div>
      </div>
    </Dialog>
  );
};
