import { Link } from 'react-router';
import type { DashboardCalculation } from '#shared/contracts/dashboards';
import { buttonClassName } from '#web/components/ui/button';
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
      <div className="mt-3 flex flex-col items-start gap-3 rounded-lg border border-line bg-surface px-4 py-5">
        <p className="text-ink-muted">{t('standard.calculations.empty')}</p>
        <Link to={paths.calculator} className={buttonClassName('primary')}>
          {t('standard.calculations.emptyCta')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="mt-3 flex flex-col gap-2">
        {calculations.map((calculation) => (
          <li key={calculation.id}>
            <Link
              to={href.calculationResult(calculation.id)}
              className="flex flex-col gap-1 rounded-lg border border-line bg-surface px-4 py-3 hover:bg-muted"
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
