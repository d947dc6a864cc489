import { Link } from 'react-router';
import type { DashboardBusiness } from '#shared/contracts/dashboards';
import { Card } from '#web/components/ui/card';
import { writeCurrentBusinessId } from '#web/lib/current-business';
import { paths } from '#shared/routes';
import { useDashboardsText } from './dashboards-text';

type BusinessListProps = {
  businesses: DashboardBusiness[];
  currentBusinessId: string | null;
};

/** The user's businesses; opening one makes it the current business and goes to its workspace. */
export const BusinessList = ({ businesses, currentBusinessId }: BusinessListProps) => {
  const { t } = useDashboardsText();
  return (
    <ul className="mt-3 flex flex-col gap-2">
      {businesses.map((business) => {
        const isCurrent = business.id === currentBusinessId;
        return (
          <Card
            key={business.id}
            as="li"
            padding="row"
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1"
          >
            <span className="flex min-w-0 flex-wrap items-baseline gap-2">
              <Link
                to={paths.workspace}
                onClick={() => writeCurrentBusinessId(business.id)}
                className="font-medium break-words text-primary underline underline-offset-4"
                aria-describedby={isCurrent ? `business-current-${business.id}` : undefined}
              >
                {business.name}
              </Link>
              {isCurrent ? (
                <span
                  id={`business-current-${business.id}`}
                  className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-ink"
                >
                  {t('standard.businesses.current')}
                </span>
              ) : null}
            </span>
            <span className="text-sm text-ink-muted">
              {t('standard.businesses.runs', { count: business.calculationCount })}
            </span>
          </Card>
        );
      })}
    </ul>
  );
};
