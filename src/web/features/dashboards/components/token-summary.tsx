import { Link } from 'react-router';
import { Card } from '#web/components/ui/card';
import { useTokenAmount } from '#web/lib/use-token-amount';
import { paths } from '#shared/routes';
import { useDashboardsText } from './dashboards-text';

/** The token balance (from the ledger) and where to get more. */
export const TokenSummary = ({ balance }: { balance: number }) => {
  const { t } = useDashboardsText();
  const tokenAmount = useTokenAmount();
  return (
    <Card className="mt-3 flex flex-wrap items-baseline justify-between gap-3">
      <p className="text-lg text-ink" data-testid="dashboard-token-balance">
        {tokenAmount(balance)}
      </p>
      <Link
        to={paths.subscription}
        className="font-medium text-primary underline underline-offset-4"
      >
        {t('standard.tokens.more')}
      </Link>
    </Card>
  );
};
