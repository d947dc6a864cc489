import { Link } from 'react-router';
import { href, paths } from '#shared/routes';
import { ErrorState } from '#web/components/ui/load-states';
import { Spinner } from '#web/components/ui/spinner';
import { useActionPlans } from '../api/find-action-plans';
import { formatMomentDate, localToday } from '#web/lib/calendar-date';
import { isOverdue } from './analysis-dates';
import { PlanProgress, PlanSteps } from './action-plan';
import { useReportText } from './report-text';

/** Every analysis's plan, newest first, with its overdue count; steps tick as in the report. */
export const ActionPlansList = () => {
  const { t, locale } = useReportText();
  const plans = useActionPlans();
  const today = localToday();
  const linkClass = 'font-medium text-primary underline underline-offset-2';

  if (plans.isError && !plans.data) {
    return (
      <ErrorState message={t('actionPlans.loadFailed')} onRetry={() => void plans.refetch()} />
    );
  }
  if (!plans.data) return <Spinner />;
  if (plans.data.length === 0) {
    return (
      <p className="text-ink-muted">
        {t('actionPlans.empty')}{' '}
        <Link to={paths.analysis} className={linkClass}>
          {t('actionPlans.toAnalysis')}
        </Link>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-10">
      {plans.data.map((plan) => {
        const headingId = `plan-${plan.analysisId}`;
        const overdue = plan.steps.filter((step) => isOverdue(step, today)).length;
        return (
          <section
            key={plan.analysisId}
            aria-labelledby={headingId}
            className="flex flex-col gap-4"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id={headingId} className="text-xl font-semibold break-words text-ink">
                {t('actionPlans.planHeading', {
                  title: plan.title,
                  date: formatMomentDate(plan.createdAt, locale),
                })}
              </h2>
              <Link to={href.report(plan.analysisId)} className={linkClass}>
                {t('actionPlans.openReport')}
                <span className="sr-only">: {plan.title}</span>
              </Link>
            </div>
            {overdue > 0 ? (
              <p className="font-semibold text-danger-700">
                {t('actionPlans.overdueCount', { count: overdue })}
              </p>
            ) : null}
            <PlanProgress steps={plan.steps} />
            <PlanSteps analysisId={plan.analysisId} steps={plan.steps} />
          </section>
        );
      })}
    </div>
  );
};
