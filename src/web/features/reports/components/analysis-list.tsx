import { useId } from 'react';
import { Link } from 'react-router';
import { href, paths } from '#shared/routes';
import { Card } from '#web/components/ui/card';
import { ErrorState } from '#web/components/ui/load-states';
import { Spinner } from '#web/components/ui/spinner';
import { useReports } from '../api/find-analysis-reports';
import { formatMomentDate } from '#web/lib/calendar-date';
import { useReportText } from './report-text';

/** Your saved analyses, newest first: business, date, score and steps done. */
export const AnalysisList = () => {
  const { t, locale } = useReportText();
  const headingId = useId();
  const analyses = useReports();
  const linkClass = 'font-medium text-primary underline underline-offset-2';

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {t('list.heading')}
        </h2>
        {analyses.data && analyses.data.length > 0 ? (
          <Link to={paths.actionPlans} className={linkClass}>
            {t('list.actionPlans')}
          </Link>
        ) : null}
      </div>
      {analyses.data ? (
        analyses.data.length === 0 ? (
          <p className="text-ink-muted">{t('list.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {analyses.data.map((analysis) => {
              const date = formatMomentDate(analysis.createdAt, locale);
              return (
                <Card key={analysis.id} as="li">
                  <Link
                    to={href.report(analysis.id)}
                    className="text-lg font-semibold break-words text-primary underline underline-offset-2"
                    aria-label={t('list.open', { title: analysis.title, date })}
                  >
                    {analysis.title}
                  </Link>
                  <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
                    <span>{t('list.created', { date })}</span>
                    <span>{t('list.score', { score: analysis.score })}</span>
                    <span>
                      {t('list.steps', { done: analysis.stepsDone, count: analysis.stepsTotal })}
                    </span>
                  </p>
                </Card>
              );
            })}
          </ul>
        )
      ) : analyses.isError ? (
        <ErrorState message={t('list.loadFailed')} onRetry={() => void analyses.refetch()} />
      ) : (
        <Spinner />
      )}
    </section>
  );
};
