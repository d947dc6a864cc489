import { useTranslation } from 'react-i18next';
import type { ScoreGoalPlan, ScoreGoalSeekResponse } from '#shared/contracts/simulation';
import { fieldLabel, type LabelLanguage, valueLabel } from '../score-labels';
import { useFormatters } from '../use-formatters';

const PlanChanges = ({ plan, label }: { plan: ScoreGoalPlan; label: string }) => {
  const { t, i18n } = useTranslation('simulator');
  const format = useFormatters();
  const language: LabelLanguage = i18n.language === 'tr' ? 'tr' : 'en';
  return (
    <ul aria-label={label} className="mt-2 flex list-disc flex-col gap-1 pl-5">
      {plan.changes.map((change) => (
        <li key={change.lever}>
          {t('goal.score.results.change', {
            field: fieldLabel(change.lever, language),
            from: valueLabel(change.lever, change.from, language, format.money),
            to: valueLabel(change.lever, change.to, language, format.money),
          })}
        </li>
      ))}
    </ul>
  );
};

/** The success-score search's answer: ranked plans, "already met", or how close the best gets. */
export const ScoreGoalPlans = ({ outcome }: { outcome: ScoreGoalSeekResponse }) => {
  const { t } = useTranslation('simulator');
  const format = useFormatters();
  const target = format.percent(outcome.targetProbability);
  return (
    <section aria-labelledby="score-results-title" className="flex flex-col gap-4">
      <h2 id="score-results-title" className="text-xl font-semibold text-ink">
        {t('goal.score.results.title')}
      </h2>
      <p className="text-ink">
        {t('goal.score.results.current', {
          value: format.percent(outcome.baseProbability),
          target,
        })}
      </p>
      {outcome.status === 'already_met' ? (
        <p className="font-medium text-ink">{t('goal.score.results.alreadyMet')}</p>
      ) : null}
      {outcome.status === 'reached' ? (
        <>
          <p className="font-medium text-ink">
            {t('goal.score.results.reached', { count: outcome.plans.length })}
          </p>
          <ol className="flex flex-col gap-3">
            {outcome.plans.map((plan, index) => (
              <li
                key={index}
                className="rounded-lg border border-line bg-surface p-4"
                data-testid="score-plan"
              >
                <h3 className="font-semibold text-ink">
                  {t('goal.score.results.planTitle', {
                    number: index + 1,
                    effort: format.number(plan.effort),
                  })}
                </h3>
                <PlanChanges
                  plan={plan}
                  label={t('goal.score.results.changesLabel', { number: index + 1 })}
                />
                <p className="mt-2 text-sm text-ink">
                  {t('goal.score.results.score', { value: format.percent(plan.probability) })}
                </p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {outcome.status === 'out_of_reach' && outcome.best ? (
        <div className="rounded-lg border border-line bg-surface p-4" data-testid="score-best">
          <p className="font-medium text-ink">
            {t('goal.score.results.outOfReach', {
              best: format.percent(outcome.best.probability),
              target,
            })}
          </p>
          {outcome.best.changes.length > 0 ? (
            <PlanChanges
              plan={outcome.best}
              label={t('goal.score.results.changesLabel', { number: 1 })}
            />
          ) : null}
        </div>
      ) : null}
      <p className="text-sm text-ink-muted">
        {t('goal.score.results.basis', {
          version: outcome.modelVersion,
          evaluations: format.number(outcome.evaluations),
        })}
      </p>
      <p className="text-sm text-ink-muted">{t('goal.score.results.assumptions')}</p>
    </section>
  );
};
