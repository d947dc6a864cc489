import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '#shared/routes';
import { cardClassName } from '#web/components/ui/card';
import { ApiError } from '#web/lib/api-client';
import { formatMediumDate, localeOf } from '#web/lib/format';
import { useAnalyses } from '../api/find-recent-analyses';

export const RECENT_ANALYSES_LIMIT = 5;

export type RecentAnalysesProps = {
  userId: string;
  businessId: string;
  headingId: string;
};

/** The current business' newest saved analyses; hidden while GET /api/analyses does not exist yet. */
export const RecentAnalyses = ({ userId, businessId, headingId }: RecentAnalysesProps) => {
  const { t, i18n } = useTranslation(['businesses', 'common']);
  const query = useAnalyses({ userId, hasBusinesses: true });
  // A 404 means the endpoint is not deployed: the section is left out rather than shown broken.
  if (query.error instanceof ApiError && query.error.status === 404) return null;
  const locale = localeOf(i18n.resolvedLanguage);
  const analyses = (query.data ?? [])
    .filter((analysis) => analysis.businessId === businessId || analysis.businessId === null)
    .slice(0, RECENT_ANALYSES_LIMIT);

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {t('workspace.analysesHeading')}
      </h2>
      {query.isPending ? (
        <p role="status" className="mt-3 text-ink-muted">
          {t('common:loading')}
        </p>
      ) : query.isError ? (
        <p role="alert" className="mt-3 text-danger-700">
          {t('workspace.analysesError')}
        </p>
      ) : analyses.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t('workspace.analysesEmpty')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {analyses.map((analysis) => (
            <li key={analysis.id}>
              <Link
                to={href.calculationResult(analysis.id)}
                className={cardClassName({
                  padding: 'row',
                  className: 'flex flex-wrap justify-between gap-2 hover:bg-muted',
                })}
              >
                <span className="font-medium text-primary underline underline-offset-4">
                  {analysis.title}
                </span>
                <span className="text-sm text-ink-muted">
                  {t('workspace.analysisScore', {
                    score: analysis.score,
                    date: formatMediumDate(analysis.createdAt, locale),
                  })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
