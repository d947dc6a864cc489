import { Link } from 'react-router';
import type { DashboardCalculation } from '#shared/contracts/dashboards';
import { buttonClassName } from '#web/components/ui/button';
import { cardClassName } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/load-states';
import { href, paths } from '#shared/routes';
import { useDashboardFormat, useDashboardsText } from './dashboards-text';

type RecentCalculationsProps = {
  calculations: DashboardCalculation[];
  total: number;
};

/** The newest saved calculations: title, probability with its range, date; each opens its result. */
export const RecentCalculations = ({ calculations, total }: RecentCalculationsProps) => {
  const { t } = useDashboardsText();
  const format = useDashboardFormat();
  if (calculations.length === 0) {
    return (
      <EmptyState
        isFramed
        className="mt-3"
        message={t('standard.calculations.empty')}
        action={
          <Link to={paths.calculator} className={buttonClassName('primary')}>
            {t('standard.calculations.emptyCta')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul className="mt-3 flex flex-col gap-2">
        {calculations.map((calculation) => (
          <li key={calculation.id}>
            <Link
              to={href.calculationResult(calculation.id)}
              className={cardClassName({
                padding: 'row',
                className: 'flex flex-col gap-1 hover:bg-muted',
              })}
            >
              <span className="font-medium break-words text-primary underline underline-offset-4">
                {calculation.title}
              </span>
              <span className="text-sm text-ink-muted">
                {t('standard.calculations.line', {
                  probability: format.probabilityWithRange(calculation),
                  date: format.momentDate(calculation.createdAt),
                })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {total > calculations.length ? (
        <p className="mt-3">
          <Link
            to={paths.analyses}
            className="font-medium text-primary underline underline-offset-4"
          >
            {t('standard.calculations.all', { count: total })}
          </Link>
        </p>
      ) : null}
    </>
  );
};
