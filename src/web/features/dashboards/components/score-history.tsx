import { Link } from 'react-router';
import type { ScoreSeries } from '#shared/contracts/dashboards';
import { buttonClassName } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/load-states';
import { paths } from '#shared/routes';
import { useDashboardsText } from './dashboards-text';
import { ScoreHistoryChart } from './score-history-chart';

/** One chart per business (and one for the runs linked to none), or where to start. */
export const ScoreHistory = ({ series }: { series: ScoreSeries[] }) => {
  const { t } = useDashboardsText();
  if (series.length === 0) {
    return (
      <EmptyState
        isFramed
        className="mt-3"
        message={t('progress.history.empty')}
        action={
          <Link to={paths.calculator} className={buttonClassName('primary')}>
            {t('progress.history.emptyCta')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="mt-4 flex flex-col gap-10">
      {series.map((entry, index) => (
        <ScoreHistoryChart key={entry.businessId ?? 'unlinked'} series={entry} index={index} />
      ))}
    </div>
  );
};
