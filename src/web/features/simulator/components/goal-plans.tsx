import { useTranslation } from 'react-i18next';
import type {
  BusinessGoalSeekResponse,
  Goal,
  GoalPlan,
  SimulationInput,
} from '#shared/contracts/simulation';
import { describeChange } from '../plan-change';
import { useFormatters } from '../use-formatters';

type GoalPlansProps = { outcome: BusinessGoalSeekResponse; goal: Goal; base: SimulationInput };

const PlanChanges = ({ plan, base }: { plan: GoalPlan; base: SimulationInput }) => {
  const { t } = useTranslation('simulator');
  const format = useFormatters();
  return (
    <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
      {plan.changes.map((change) => {
        const described = describeChange(change.lever, base, plan.input);
        const show = (value: number) =>
          described?.unit === 'percent' ? format.percent(value) : format.money(value);
        return (
          <li key={change.lever}>
            {described
              ? t('goal.change', {
                  lever: t(`goal.levers.${change.lever}` as 'goal.levers.price'),
                  relative: `${described.relative > 0 ? '+' : ''}${format.percent(described.relative)}`,
                  from: show(described.from),
                  to: show(described.to),
                })
              : change.lever}
          </li>
        );
      })}
    </ul>
  );
};

/** The search's answer: ranked plans, "already met", or how close the best plan gets. */
export const GoalPlans = ({ outcome, goal, base }: GoalPlansProps) => {
  const { t } = useTranslation('simulator');
  const format = useFormatters();
  const figure = (value: number) => t(`goal.figure.${goal.kind}`, { value: format.percent(value) });
  const target = format.percent(goal.probability ?? 0.5);
  return (
    <section aria-labelledby="goal-results-title" className="flex flex-col gap-4">
      <h2 id="goal-results-title" className="text-xl font-semibold text-ink">
        {t('goal.results.title')}
      </h2>
      <p className="text-sm text-ink-muted">
        {t('goal.results.basis', {
          paths: format.number(outcome.paths),
          seed: outcome.seed,
          evaluations: outcome.evaluations,
        })}
      </p>
      <p className="text-ink">
        {t('goal.results.current', { figure: figure(outcome.baseAchieved) })}
      </p>
      {outcome.status === 'already_met' ? (
        <p className="font-medium text-ink">{t('goal.results.alreadyMet')}</p>
      ) : null}
      {outcome.status === 'reached' ? (
        <>
          <p className="font-medium text-ink">
            {t('goal.results.reached', { count: outcome.plans.length })}
          </p>
          <ol className="flex flex-col gap-3">
            {outcome.plans.map((plan, index) => (
              <li key={index} className="rounded-lg border border-line bg-surface p-4">
                <h3 className="font-semibold text-ink">
                  {t('goal.results.planTitle', {
                    number: index + 1,
                    effort: format.number(plan.effort),
                  })}
                </h3>
                <PlanChanges plan={plan} base={base} />
                <p className="mt-2 text-sm text-ink">
                  {t('goal.results.achieved', { figure: figure(plan.achieved) })}
                </p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {outcome.status === 'out_of_reach' && outcome.best ? (
        <div className="rounded-lg border border-line bg-surface p-4">
          <p className="font-medium text-ink">
            {t('goal.results.outOfReach', { best: figure(outcome.best.achieved), target })}
          </p>
          {outcome.best.changes.length > 0 ? <PlanChanges plan={outcome.best} base={base} /> : null}
        </div>
      ) : null}
      <p className="text-sm text-ink-muted">{t('goal.results.assumptions')}</p>
    </section>
  );
};
