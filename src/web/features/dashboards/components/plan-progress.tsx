import { Link } from 'react-router';
import type { ReportText } from '#shared/contracts/reports';
import type { ActionPlanProgress } from '#shared/contracts/dashboards';
import { buttonClassName } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/load-states';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { href, paths } from '#shared/routes';
import { useDashboardFormat, useDashboardsText } from './dashboards-text';

type PlanProgressProps = {
  plans: ActionPlanProgress[];
  stepText: (text: ReportText) => string;
};

/** Each analysis's action plan: steps done of all, and the open step due first. */
export const PlanProgress = ({ plans, stepText }: PlanProgressProps) => {
  const { t } = useDashboardsText();
  const format = useDashboardFormat();
  if (plans.length === 0) {
    return (
      <EmptyState
        isFramed
        className="mt-3"
        message={t('progress.plans.empty')}
        action={
          <Link to={paths.analysis} className={buttonClassName('primary')}>
            {t('progress.plans.emptyCta')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="mt-3 flex flex-col gap-3" data-testid="progress-plans">
      {plans.map((plan) => {
        const labelId = `plan-${plan.analysisId}`;
        const percent = plan.total === 0 ? 0 : Math.round((plan.done / plan.total) * 100);
        const counts = t('progress.plans.done', { done: plan.done, count: plan.total });
        return (
          <Card key={plan.analysisId} as="li">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold break-words text-ink">
                <Link
                  to={href.report(plan.analysisId)}
                  className="text-primary underline underline-offset-4"
                >
                  {t('progress.plans.title', {
                    title: plan.title,
                    date: format.momentDate(plan.createdAt),
                  })}
                </Link>
              </h3>
              <span id={labelId} className="text-sm text-ink-muted">
                {counts}
              </span>
            </div>
            <div className="mt-2">
              <ProgressBar labelledBy={labelId} percent={percent} valueText={counts} size="sm" />
            </div>
            <p className="mt-2 text-sm text-ink-muted">
              {plan.nextStep
                ? t('progress.plans.next', {
                    step: stepText(plan.nextStep.text),
                    date: format.day(plan.nextStep.dueOn),
                  })
                : t('progress.plans.complete')}
            </p>
          </Card>
        );
      })}
    </ul>
  );
};
