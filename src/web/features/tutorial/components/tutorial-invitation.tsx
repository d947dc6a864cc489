import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TUTORIAL_STEP_COUNT, type UpdateTutorialRequest } from '#shared/contracts/progress';
import { Button } from '#web/components/ui/button';
import { useTutorial } from '../api/get-tutorial';
import { useUpdateTutorial } from '../api/update-tutorial';
import { TutorialDialog } from './tutorial-dialog';

/**
 * The tutorial's entry for a user who has neither finished nor skipped it: a short invitation at
 * the top of the dashboard and the workspace, which opens the dialog. It does not open by itself:
 * a new user's first look at a page is not interrupted, and nothing covers the page until asked.
 * Where the user stopped is saved server-side at every step, so "Continue" resumes there.
 */
export const TutorialInvitation = () => {
  const { t } = useTranslation('tutorial');
  const tutorial = useTutorial();
  const update = useUpdateTutorial();
  const [isOpen, setIsOpen] = useState(false);
  if (!tutorial.data) return null;
  // What the user last chose is shown at once, and kept if its save failed (they can go on); the
  // server's state otherwise, so a restart from elsewhere shows here too.
  const state = update.isPending || update.isError ? update.variables : tutorial.data;
  const shownStep = state.step;
  const isFinished = state.status === 'skipped' || state.status === 'completed';
  if (isFinished && !isOpen) return null;
  const close = (body: UpdateTutorialRequest) => {
    setIsOpen(false);
    update.mutate(body);
    // The invitation and the control that opened the dialog go away with a finished tutorial:
    // focus goes to the page's main region (the skip link's target) instead of being lost.
    if (body.status !== 'active') {
      requestAnimationFrame(() => document.getElementById('main-content')?.focus());
    }
  };
  const hasStarted = state.status === 'active';
  return (
    <section
      aria-label={t('invitation.label')}
      className="mx-auto mt-6 flex w-full max-w-6xl flex-col gap-3 px-4 sm:px-6"
    >
      <div className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary-soft/40 p-4 sm:flex-row sm:items-center">
        <GraduationCap aria-hidden="true" className="size-6 shrink-0 text-primary-strong" />
        <p className="flex-1 text-ink">
          {hasStarted
            ? t('invitation.resume', { step: shownStep + 1, total: TUTORIAL_STEP_COUNT })
            : t('invitation.new')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => {
              setIsOpen(true);
              update.mutate({ step: shownStep, status: 'active' });
            }}
          >
            {hasStarted ? t('invitation.continue') : t('invitation.start')}
          </Button>
          <Button variant="ghost" onClick={() => close({ step: shownStep, status: 'skipped' })}>
            {t('invitation.skip')}
          </Button>
        </div>
      </div>
      <TutorialDialog
        open={isOpen}
        step={shownStep}
        onStep={(next) => update.mutate({ step: next, status: 'active' })}
        onLater={() => close({ step: shownStep, status: 'active' })}
        onSkip={() => close({ step: shownStep, status: 'skipped' })}
        onFinish={() => close({ step: shownStep, status: 'completed' })}
        saveFailed={update.isError}
      />
    </section>
  );
};
