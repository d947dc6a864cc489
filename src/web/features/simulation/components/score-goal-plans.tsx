import { useTranslation } from 'react-i18next';
import type { ScoreGoalPlan, ScoreGoalSeekResponse } from '#shared/contracts/goal-seek';
import { useFieldText } from '#web/lib/field-text';
import { useFormatters } from '#web/lib/use-formatters';
import { PlanCard, PlanList, type PlanChangeView } from './plan-list';

/** The success-score search's answer in the shared plan list: exact model scores, no sampling. */
export const ScoreGoalPlans = ({ outcome }: { outcome: ScoreGoalSeekResponse }) => {
  const { t } = useTranslation('simulation');
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
  const viewOf = (plan: ScoreGoalPlan) => ({
    changes: changesOf(plan),
    effort: format.number(plan.effort),
    outcome: t('goal.score.results.score', { value: format.percent(plan.probability) }),
    figures: [
      {
        key: 'newMoney',
        label: t('goal.score.results.newMoney'),
        value:
          plan.newMoneyUsd > 0
            ? format.money(plan.newMoneyUsd)
            : t('goal.score.results.noNewMoney'),
      },
    ],
  });
  // Shown apart only when it is not already the first plan listed.
  const free = outcome.withoutNewMoney;
  const freeIsListed =
    free !== null &&
    outcome.plans.some((plan) => JSON.stringify(plan.input) === JSON.stringify(free.input));
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
      plans={outcome.plans.map(viewOf)}
      best={
        outcome.best
          ? {
              summary: t('goal.score.results.outOfReach', {
                best: format.percent(outcome.best.probability),
                target,
              }),
              changes: changesOf(outcome.best),
              figures: viewOf(outcome.best).figures,
            }
          : null
      }
      extra={
        free && !freeIsListed ? (
          <PlanCard
            plan={viewOf(free)}
            number={0}
            testId="score-plan-without-new-money"
            heading={{
              title: t('goal.score.results.withoutNewMoney'),
              changesLabel: t('goal.score.results.withoutNewMoneyChanges'),
            }}
          />
        ) : null
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
