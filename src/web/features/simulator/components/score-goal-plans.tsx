import { useTranslation } from 'react-i18next';
import type { ScoreGoalPlan, ScoreGoalSeekResponse } from '#shared/contracts/simulation';
import { useFieldText } from '#web/lib/field-text';
import { useFormatters } from '#web/lib/use-formatters';
import { PlanList, type PlanChangeView } from './plan-list';

/** The success-score search's answer in the shared plan list: exact model scores, no sampling. */
export const ScoreGoalPlans = ({ outcome }: { outcome: ScoreGoalSeekResponse }) => {
  const { t } = useTranslation('simulator');
  const format = useFormatters();
  const fieldText = useFieldText();
  const changesOf = (plan: ScoreGoalPlan): PlanChangeView[] =>
    plan.changes.map((change) => ({
      key: change.lever,
      field: fieldText.label(change.lever),
      from: fieldText.value(change.lever, change.from),
      to: fieldText.value(change.lever, change.to),
    }));
  const target = format.percent(outcome.targetProbability);
  return (
    <PlanList
      id="score-results-title"
      title={t('goal.score.results.title')}
      current={t('goal.score.results.current', {
        value: format.percent(outcome.baseProbability),
        target,
      })}
      status={outcome.status}
      alreadyMet={t('goal.score.results.alreadyMet')}
      plans={outcome.plans.map((plan) => ({
        changes: changesOf(plan),
        effort: format.number(plan.effort),
        outcome: t('goal.score.results.score', { value: format.percent(plan.probability) }),
      }))}
      best={
        outcome.best
          ? {
              summary: t('goal.score.results.outOfReach', {
                best: format.percent(outcome.best.probability),
                target,
              }),
              changes: changesOf(outcome.best),
            }
          : null
      }
      notes={[
        t('goal.score.results.basis', {
          version: outcome.modelVersion,
          evaluations: format.number(outcome.evaluations),
        }),
        t('goal.score.results.assumptions'),
      ]}
      testIds={{ plan: 'score-plan', best: 'score-best' }}
    />
  );
};
