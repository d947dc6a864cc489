import { type SyntheticEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Goal } from '#shared/contracts/simulation';
import { Button } from '../../../components/ui/button';
import { DEFAULT_GOAL_VALUES, type GoalFormValues, goalResolver } from '../goal-form-values';
import { useSimulationJob } from '../hooks/use-simulation-job';
import { initialSimulationInput } from '../prefill';
import {
  inputToForm,
  type SimulatorFormOutput,
  type SimulatorFormValues,
  simulatorResolver,
} from '../simulator-form-values';
import type { SimulatorBusiness } from './business-simulator';
import { GoalFormFields } from './goal-form-fields';
import { GoalPlans } from './goal-plans';
import { RunProgress } from './run-progress';
import { SimulatorFormFields } from './simulator-form-fields';

/** Goal-based simulator: a target, the plan it starts from, and a search run in the worker. */
export const GoalSimulator = ({ business }: { business: SimulatorBusiness | null }) => {
  const { t } = useTranslation('simulator');
  const [prefill] = useState(() => initialSimulationInput(business?.inputs));
  const planForm = useForm<SimulatorFormValues, unknown, SimulatorFormOutput>({
    defaultValues: inputToForm(prefill.input),
    resolver: simulatorResolver,
  });
  const goalForm = useForm<GoalFormValues, unknown, Goal>({
    defaultValues: DEFAULT_GOAL_VALUES,
    resolver: goalResolver,
  });
  const { state, start, cancel } = useSimulationJob<'goal-seek'>();
  const planDetails = useRef<HTMLDetailsElement>(null);

  // Both forms are checked; the search starts only when both are valid.
  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const isPlanValid = await planForm.trigger();
    // An invalid plan field must be visible, so the collapsed plan opens.
    if (!isPlanValid && planDetails.current) planDetails.current.open = true;
    await goalForm.handleSubmit((goal) => {
      if (!isPlanValid) return;
      void planForm.handleSubmit(({ input, seed }) =>
        start({ kind: 'goal-seek', request: { input, goal, seed } }),
      )();
    })(event);
  };

  return (
    <div className="flex flex-col gap-10">
      <form
        aria-labelledby="goal-form-title"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-6"
      >
        <h2 id="goal-form-title" className="text-xl font-semibold text-ink">
          {t('goal.form.title')}
        </h2>
        <GoalFormFields form={goalForm} />
        <details ref={planDetails} className="rounded-lg border border-line p-4">
          <summary className="cursor-pointer font-semibold text-ink">{t('goal.form.plan')}</summary>
          <p className="mt-2 mb-4 text-sm text-ink-muted">
            {t(`prefill.${prefill.source}`, { name: business?.name ?? '' })}
          </p>
          <SimulatorFormFields form={planForm} showRunSettings={false} />
        </details>
        <div>
          <Button type="submit" size="lg" disabled={state.status === 'running'}>
            {t('goal.form.submit')}
          </Button>
        </div>
        <RunProgress
          status={state.status}
          progress={state.progress}
          label={t('goal.progress')}
          error={state.error}
          onCancel={cancel}
        />
      </form>
      {state.result && state.job ? (
        <GoalPlans
          outcome={state.result}
          goal={state.job.request.goal}
          base={state.job.request.input}
        />
      ) : null}
    </div>
  );
};
