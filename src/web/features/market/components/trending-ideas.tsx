import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MarketTrends } from '#shared/contracts/market';
import { BUSINESS_IDEAS } from '#shared/ideas/index';
import { href } from '#shared/routes';
import { Card } from '#web/components/ui/card';
import { type SectorChoice, yearSpan } from '../market-series';
import { type IdeaGroup, trendingIdeaGroups } from '../trending-ideas';
import { useMarketFormat } from './market-format';

type TrendingIdeasProps = {
  trends: MarketTrends;
  sector: SectorChoice;
};

/** Catalogue ideas of the sectors whose start-up rate rose most, or of the chosen sector. */
export const TrendingIdeas = ({ trends, sector }: TrendingIdeasProps) => {
  const { t, i18n } = useTranslation('market');
  const format = useMarketFormat();
  const language = i18n.resolvedLanguage === 'tr' ? 'tr' : 'en';
  const groups = trendingIdeaGroups(trends, BUSINESS_IDEAS, sector);
  const windows = {
    earlier: yearSpan(trends.change.earlier),
    recent: yearSpan(trends.change.recent),
  };
  const count = trends.sectors.length;
  const change = (group: IdeaGroup) => ({
    sector: format.sector(group.sector),
    change: format.points(group.change),
    rank: group.rank,
    count,
    ...windows,
  });
  const chosen = sector === 'all' ? null : groups[0];
  return (
    <section aria-labelledby="market-ideas" className="flex flex-col gap-4">
      <h2 id="market-ideas" className="text-xl font-semibold text-ink">
        {sector === 'all'
          ? t('ideas.heading')
          : t('ideas.sectorHeading', { sector: format.sector(sector) })}
      </h2>
      <p className="text-ink-muted">{t('ideas.meaning', windows)}</p>
      {chosen ? (
        <p className="text-ink" data-testid="market-ideas-trend">
          {chosen.change > 0
            ? t('ideas.rising', change(chosen))
            : t('ideas.notRising', change(chosen))}
        </p>
      ) : null}
      {groups.every((group) => group.ideas.length === 0) ? (
        <p className="rounded-lg border border-dashed border-line-strong p-4 text-ink-muted">
          {t('ideas.none')}
        </p>
      ) : (
        groups.map((group) => (
          <div key={group.sector} className="flex flex-col gap-3" data-testid="market-idea-group">
            {sector === 'all' ? (
              <h3 className="text-lg font-semibold text-ink">
                {t('ideas.groupHeading', change(group))}
              </h3>
            ) : null}
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.ideas.map((idea) => (
                <Card key={idea.id} as="li">
                  <p className="font-medium text-ink">{idea.title[language]}</p>
                  <p className="mt-1 text-sm text-ink-muted">{idea.summary[language]}</p>
                </Card>
              ))}
            </ul>
            <p>
              <Link
                to={href.businessIdeaFinder(group.sector)}
                className="font-medium text-primary underline underline-offset-2"
              >
                {t('ideas.finderLink', { count: group.total, sector: format.sector(group.sector) })}
              </Link>
            </p>
          </div>
        ))
      )}
      <p className="text-sm text-ink-muted">{t('ideas.finderNote')}</p>
    </section>
  );
};
