import { type SyntheticEvent, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { predictCore } from '#engine/index';
import { SCORE_GOAL_KIND } from '#shared/contracts/goal-seek';
import { paths } from '#shared/routes';
import { defaultSimulatorCurrency } from '../default-currency';
import {
  type AnyGoal,
  defaultGoalValues,
  type GoalFormValues,
  goalResolver,
} from '../goal-form-values';
import { useFormCurrency } from '../hooks/use-form-currency';
import { useSimulationJob } from '../hooks/use-simulation-job';
import { initialSimulationInput } from '../prefill';
import { readLastCalculatorInput } from '#web/lib/last-calculator-input';
import {
  inputToForm,
  type SimulatorFormOutput,
  type SimulatorFormValues,
  simulatorResolver,
} from '../simulator-form-values';
import { fromUsd, type MoneyCurrency, toUsd } from '#shared/money/currencies';
import { MoneyViewProvider, moneyViewOf } from '#web/lib/money-view';
import { useFormatters } from '#web/lib/use-formatters';
import type { SimulatorBusiness } from './business-simulator';
import { GoalFormFields } from './goal-form-fields';
import { GoalPlans } from './goal-plans';
import { RunForm } from './run-form';
import { ScoreGoalPlans } from './score-goal-plans';
import { ScoreGoalScope } from './score-goal-scope';
import { SimulatorCurrency } from './simulator-currency';
import { SimulatorFormFields } from './simulator-form-fields';

/** Where the success-score search starts: the business's calculator answers, else the last run. */
const scoreStart = (business: SimulatorBusiness | null) => {
  if (business?.inputs) return { input: business.inputs, source: 'business' as const };
  const last = readLastCalculatorInput();
  return last ? { input: last, source: 'calculator' as const } : null;
};

/**
 * Goal-based simulator: a target, what it starts from, and a search run in the worker. The success
 * score starts from calculator answers; the simulator's goals from the plan form.
 */
export const GoalSimulator = ({ business }: { business: SimulatorBusiness | null }) => {
  const { t } = useTranslation('simulation');
  const format = useFormatters();
  const [prefill] = useState(() => ({
    ...initialSimulationInput(business?.inputs),
    currency: defaultSimulatorCurrency(business?.inputs),
  }));
  const [start] = useState(() => scoreStart(business));
  const currentScore = useMemo(
    () => (start ? predictCore(start.input).probability : null),
    [start],
  );
  const planForm = useForm<SimulatorFormValues, unknown, SimulatorFormOutput>({
    defaultValues: inputToForm(prefill.input, undefined, prefill.currency),
    resolver: simulatorResolver,
  });
  const goalForm = useForm<GoalFormValues, unknown, AnyGoal>({
    defaultValues: defaultGoalValues(prefill.currency),
    resolver: goalResolver,
  });
  const [currency, setPlanCurrency] = useFormCurrency(planForm);
  // One currency for the plan and the revenue goal: switching converts both.
  const setCurrency = (next: MoneyCurrency) => {
    const { amount, currency: from } = goalForm.getValues();
    goalForm.setValue('amount', Math.round(fromUsd(toUsd(amount, from), next) * 100) / 100);
    goalForm.setValue('currency', next);
    setPlanCurrency(next);
  };
  const kind = useWatch({ control: goalForm.control, name: 'kind' });
  const isScore = kind === SCORE_GOAL_KIND;
  const job = useSimulationJob<'goal-seek' | 'score-goal'>();
  const planDetails = useRef<HTMLDetailsElement>(null);

  // Both forms are checked for a simulator goal; the search starts only when both are valid.
  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (isScore) {
      await goalForm.handleSubmit((goal) => {
        if (!start || goal.kind !== SCORE_GOAL_KIND) return;
        void job.start({ kind: 'score-goal', request: { input: start.input, goal } });
      })(event);
      return;
    }
    const isPlanValid = await planForm.trigger();
    // An invalid plan field must be visible, so the collapsed plan opens.
    if (!isPlanValid && planDetails.current) planDetails.current.open = true;
    await goalForm.handleSubmit((goal) => {
      if (!isPlanValid || goal.kind === SCORE_GOAL_KIND) return;
      void planForm.handleSubmit(({ input, seed }) =>
        job.start({ kind: 'goal-seek', request: { input, goal, seed } }),
      )();
    })(event);
  };

  const { state } = job;
  const result = state.result;
  return (
    <div className="flex flex-col gap-10">
      <RunForm
        titleId="goal-form-title"
        title={t('goal.form.title')}
        onSubmit={onSubmit}
        submitLabel={t('goal.form.submit')}
        canSubmit={!isScore || start !== null}
        job={state}
        progressLabel={t('goal.progress')}
        onCancel={job.cancel}
      >
        <SimulatorCurrency id="goal-currency" currency={currency} onChange={setCurrency} />
        <GoalFormFields form={goalForm} />
        {isScore ? (
          <div className="flex flex-col gap-2 rounded-lg border border-line bg-muted p-4 text-sm text-ink">
            <p>{t('goal.score.about')}</p>
            <ScoreGoalScope />
            {start && currentScore !== null ? (
              <>
                <p>{t(`goal.score.source.${start.source}`, { name: business?.name ?? '' })}</p>
                <p className="font-semibold" data-testid="current-score">
                  {t('goal.score.current', { value: format.percent(currentScore) })}
                </p>
              </>
            ) : (
              <p>
                {t('goal.score.missing')}{' '}
                <Link to={paths.calculator} className="font-medium text-primary-strong underline">
                  {t('goal.score.missingLink')}
                </Link>
              </p>
            )}
          </div>
        ) : (
          <details ref={planDetails} className="rounded-lg border border-line p-4">
            <summary className="cursor-pointer font-semibold text-ink">
              {t('goal.form.plan')}
            </summary>
            <p className="mt-2 mb-4 text-sm text-ink-muted">
              {t(`prefill.${prefill.source}`, { name: business?.name ?? '' })}
            </p>
            <SimulatorFormFields form={planForm} showRunSettings={false} />
          </details>
        )}
      </RunForm>
      {/* The engine's dollars, written in the form's currency. */}
      <MoneyViewProvider view={moneyViewOf(currency)}>
        {result && 'goalKind' in result ? <ScoreGoalPlans outcome={result} /> : null}
        {result && !('goalKind' in result) && state.job?.kind === 'goal-seek' ? (
          <GoalPlans
            outcome={result}
            goal={state.job.request.goal}
            base={state.job.request.input}
          />
        ) : null}
      </MoneyViewProvider>
    </div>
  );
};
