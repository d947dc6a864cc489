import { useTranslation } from 'react-i18next';
import type { BusinessGoalSeekResponse, Goal, GoalPlan } from '#shared/contracts/goal-seek';
import type { SimulationInput } from '#shared/contracts/simulation';
import { describeChange } from '../plan-change';
import { useFormatters } from '#web/lib/use-formatters';
import { PlanList, type PlanChangeView } from './plan-list';

type GoalPlansProps = { outcome: BusinessGoalSeekResponse; goal: Goal; base: SimulationInput };

/** The simulator goals' search answer in the shared plan list; changes carry their step (+10%). */
export const GoalPlans = ({ outcome, goal, base }: GoalPlansProps) => {
  const { t } = useTranslation('simulation');
  const format = useFormatters();
  const figure = (value: number) => t(`goal.figure.${goal.kind}`, { value: format.percent(value) });
  const changesOf = (plan: GoalPlan): PlanChangeView[] =>
    plan.changes.map((change) => {
      const described = describeChange(change.lever, base, plan.input);
      if (!described)
        return { key: change.lever, field: change.lever, from: '—', to: String(change.value) };
      const show = (value: number) =>
        described.unit === 'percent' ? format.percent(value) : format.money(value);
      return {
        key: change.lever,
        field: t(`goal.levers.${change.lever}` as 'goal.levers.price'),
        from: show(described.from),
        to: show(described.to),
        step: `${described.relative > 0 ? '+' : ''}${format.percent(described.relative)}`,
      };
    });
  return (
    <PlanList
      id="goal-results-title"
      title={t('goal.results.title')}
      current={t('goal.results.current', { figure: figure(outcome.baseAchieved) })}
      status={outcome.status}
      alreadyMet={t('goal.results.alreadyMet')}
      plans={outcome.plans.map((plan) => ({
        changes: changesOf(plan),
        effort: format.number(plan.effort),
        outcome: t('goal.results.achieved', { figure: figure(plan.achieved) }),
      }))}
      best={
        outcome.best
          ? {
              summary: t('goal.results.outOfReach', {
                best: figure(outcome.best.achieved),
                target: format.percent(goal.probability ?? 0.5),
              }),
              changes: changesOf(outcome.best),
            }
          : null
      }
      notes={[
        t('goal.results.basis', {
          paths: format.number(outcome.paths),
          seed: outcome.seed,
          evaluations: outcome.evaluations,
        }),
        t('goal.results.assumptions'),
      ]}
    />
  );
};
