import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ErrorState } from '#web/components/ui/load-states';
import { Spinner } from '#web/components/ui/spinner';
import { paths } from '#shared/routes';
import { useTokenAmount } from '#web/lib/use-token-amount';
import { useTokens } from '../api/get-tokens';

export type TokenBalanceProps = {
  /** Whether this site sells tokens now: the two links only then, a line when it does not (null: not known yet). */
  canBuy: boolean | null;
  /** The heading's level where the card sits (h2 on a page, h3 inside a dashboard section). */
  headingLevel?: 2 | 3;
};

/**
 * The signed-in user's balance, tier and what an analysis costs, with where to get more. The
 * simulator's free runs are not shown: the web app's simulator runs in the browser and is never
 * charged (only signed-in API runs count against them, docs/tokens.md).
 */
export const TokenBalance = ({ canBuy, headingLevel = 2 }: TokenBalanceProps) => {
  const { t } = useTranslation(['tokens', 'pricing']);
  const tokenAmount = useTokenAmount();
  const headingId = useId();
  const tokens = useTokens();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const summary = tokens.data;
  const analysis = summary?.tools.find((tool) => tool.toolId === 'comprehensiveAnalysis');

  return (
    <Card
      aria-labelledby={headingId}
      data-testid="token-balance"
      as="section"
      padding="sm-lg"
      className="flex flex-col gap-3"
    >
      <Heading id={headingId} className="text-xl font-semibold text-ink">
        {t('balance.heading')}
      </Heading>
      {summary ? (
        <>
          <p className="text-3xl font-semibold text-ink" data-testid="token-balance-amount">
            {tokenAmount(summary.balance)}
          </p>
          <ul className="flex flex-col gap-1 text-ink-muted">
            <li>{t('balance.tier', { tier: t(`pricing:tiers.names.${summary.tierId}`) })}</li>
            {analysis ? <li>{t('balance.analysisCost', { count: analysis.tokenCost })}</li> : null}
          </ul>
          {canBuy === true ? (
            <p className="flex flex-wrap gap-3">
              <Link to={paths.subscription} className={buttonClassName('primary', 'sm')}>
                {t('balance.buy')}
              </Link>
              <Link to={paths.membership} className={buttonClassName('secondary', 'sm')}>
                {t('balance.memberships')}
              </Link>
            </p>
          ) : canBuy === false ? (
            <p className="text-ink-muted">{t('balance.cannotBuy')}</p>
          ) : null}
        </>
      ) : tokens.isError ? (
        <ErrorState message={t('balance.loadFailed')} onRetry={() => void tokens.refetch()} />
      ) : (
        <Spinner className="py-6" />
      )}
    </Card>
  );
};
