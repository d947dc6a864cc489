import { useTranslation } from 'react-i18next';
import type { MarketTrends } from '#shared/contracts/market';
import { useMarketFormat } from './market-format';

/** The source and date under every BDS figure. */
export const BdsSource = ({ trends }: { trends: MarketTrends }) => {
  const { t } = useTranslation('market');
  const format = useMarketFormat();
  return (
    <p className="text-sm text-ink-muted">
      {t('source.bds', {
        first: trends.years.first,
        last: trends.years.last,
        date: format.date(trends.provenance.derivedOn),
      })}{' '}
      <a href={trends.provenance.url} className="text-primary underline underline-offset-2">
        {t('source.link')}
      </a>
    </p>
  );
};
