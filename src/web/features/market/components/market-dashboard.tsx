import { useTranslation } from 'react-i18next';
import { SECTOR_CODES } from '#engine/inputs';
import type { MarketDashboardResponse } from '#shared/contracts/market';
import { Card } from '#web/components/ui/card';
import { PageSection } from '#web/components/ui/page-section';
import { SelectField } from '#web/components/ui/select-field';
import { type SectorChoice, toSectorChoice, yearSpan } from '../market-series';
import { ListedCompanies } from './listed-companies';
import { useMarketFormat } from './market-format';
import { SectorOverview } from './sector-overview';
import { SectorSummary } from './sector-summary';
import { SectorTrends } from './sector-trends';
import { TrendingIdeas } from './trending-ideas';

type MarketDashboardProps = {
  data: MarketDashboardResponse;
  sector: SectorChoice;
  onSectorChange: (sector: SectorChoice) => void;
};

/** The sector chooser, then its trends, the comparison of sectors, companies, ideas and the method. */
export const MarketDashboard = ({ data, sector, onSectorChange }: MarketDashboardProps) => {
  const { t } = useTranslation('market');
  const format = useMarketFormat();
  const { trends } = data;
  return (
    <div className="mt-10 flex flex-col gap-12">
      <Card shape="raised" padding="sm-lg" className="flex flex-col gap-4">
        <SelectField
          id="market-sector"
          className="max-w-sm"
          label={t('trends.sectorLabel')}
          hint={t('trends.sectorHint')}
          value={sector}
          onChange={(event) => onSectorChange(toSectorChoice(event.target.value))}
        >
          <option value="all">{format.sector('all')}</option>
          {SECTOR_CODES.map((code) => (
            <option key={code} value={code}>
              {format.sector(code)}
            </option>
          ))}
        </SelectField>
        <SectorSummary trends={trends} sector={sector} />
      </Card>
      <PageSection
        id="market-trends"
        heading={t('trends.heading', { sector: format.sector(sector) })}
        className="flex flex-col gap-4"
      >
        <SectorTrends trends={trends} sector={sector} />
      </PageSection>
      <SectorOverview trends={trends} sector={sector} />
      <ListedCompanies companies={data.companies} sector={sector} />
      <TrendingIdeas trends={trends} sector={sector} />
      <PageSection id="market-method" heading={t('method.heading')} className="flex flex-col gap-4">
        <ul className="list-disc space-y-1 pl-6 text-ink-muted">
          <li>{t('method.survival')}</li>
          <li>{t('method.startup')}</li>
          <li>
            {t('method.change', {
              earlier: yearSpan(trends.change.earlier),
              recent: yearSpan(trends.change.recent),
            })}
          </li>
          <li>{t('method.scope')}</li>
          <li>{t('method.script', { script: trends.provenance.script })}</li>
        </ul>
      </PageSection>
    </div>
  );
};
