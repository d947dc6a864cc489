import { describe, expect, it } from 'vitest';
import { type MarketTrends, MarketTrendsSchema } from '#shared/contracts/market';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { BUSINESS_IDEAS } from '#shared/ideas/index';
import type { BusinessIdea } from '#shared/ideas/idea-types';
import { MARKET_TRENDS } from '#shared/market/market-trends';
import {
  IDEAS_PER_CHOSEN_SECTOR,
  IDEAS_PER_TRENDING_SECTOR,
  TRENDING_SECTOR_COUNT,
  trendingIdeaGroups,
} from './trending-ideas';

const trends: MarketTrends = MarketTrendsSchema.parse(MARKET_TRENDS);

/** The same trends with the start-up rate changes replaced, to test the ranking rule alone. */
const withChanges = (changes: Partial<Record<string, number>>): MarketTrends => ({
  ...trends,
  sectors: trends.sectors.map((entry) => ({
    ...entry,
    startupRateChange: changes[entry.sector] ?? -0.01,
  })),
});

// An idea's own inputs: the calculator's example without the founder's and the sector.
const {
  sector: _sector,
  location: _location,
  areaType: _areaType,
  experience: _experience,
  businessStage: _businessStage,
  ...EXAMPLE_IDEA_INPUTS
} = EXAMPLE_CALCULATOR_INPUT;

const ideaIn = (id: string, sector: BusinessIdea['sector']): BusinessIdea => ({
  id,
  sector,
  title: { en: id, tr: id },
  summary: { en: id, tr: id },
  skills: [],
  minExperience: 'none',
  locationFit: 'anywhere',
  time: 'part_time',
  inputs: EXAMPLE_IDEA_INPUTS,
});

describe('trendingIdeaGroups for all sectors', () => {
  it('takes the sectors whose start-up rate rose most and that have ideas, largest rise first', () => {
    const rigged = withChanges({ mining: 0.05, retail: 0.03, education: 0.02, finance: 0.01 });
    const ideas = [
      ideaIn('a', 'retail'),
      ideaIn('b', 'education'),
      ideaIn('c', 'finance'),
      ideaIn('d', 'retail'),
    ];
    const groups = trendingIdeaGroups(rigged, ideas, 'all');
    // Mining rose most but has no idea, so it is skipped; its rank stays 1.
    expect(groups.map((group) => [group.sector, group.rank])).toEqual([
      ['retail', 2],
      ['education', 3],
      ['finance', 4],
    ]);
    expect(groups[0]?.ideas.map((entry) => entry.id)).toEqual(['a', 'd']);
  });

  it('never calls a sector trending when its start-up rate did not rise', () => {
    const rigged = withChanges({ retail: 0.02, education: 0 });
    const ideas = [ideaIn('a', 'retail'), ideaIn('b', 'education'), ideaIn('c', 'finance')];
    expect(trendingIdeaGroups(rigged, ideas, 'all').map((group) => group.sector)).toEqual([
      'retail',
    ]);
    expect(trendingIdeaGroups(withChanges({}), ideas, 'all')).toEqual([]);
  });

  it('shows a few ideas of the top rising sectors of the real data, in catalogue order', () => {
    const groups = trendingIdeaGroups(trends, BUSINESS_IDEAS, 'all');
    expect(groups).toHaveLength(TRENDING_SECTOR_COUNT);
    expect(groups.map((group) => group.sector)).toEqual([
      'construction',
      'real_estate',
      'arts_entertainment',
    ]);
    for (const group of groups) {
      expect(group.change).toBeGreaterThan(0);
      const catalogue = BUSINESS_IDEAS.filter((entry) => entry.sector === group.sector);
      expect(group.total).toBe(catalogue.length);
      expect(group.ideas).toEqual(catalogue.slice(0, IDEAS_PER_TRENDING_SECTOR));
    }
  });
});

describe('trendingIdeaGroups for one sector', () => {
  it('gives the sector its ideas and its rank even when its start-up rate fell', () => {
    const [group] = trendingIdeaGroups(trends, BUSINESS_IDEAS, 'accommodation_food');
    expect(group?.change).toBeLessThan(0);
    expect(group?.rank).toBe(17);
    expect(group?.total).toBe(
      BUSINESS_IDEAS.filter((entry) => entry.sector === 'accommodation_food').length,
    );
    expect(group?.ideas).toHaveLength(IDEAS_PER_CHOSEN_SECTOR);
    expect(group?.ideas.every((entry) => entry.sector === 'accommodation_food')).toBe(true);
  });

  it('gives an empty group for a sector the catalogue has no idea in', () => {
    const [group] = trendingIdeaGroups(trends, [ideaIn('a', 'retail')], 'mining');
    expect(group).toMatchObject({ sector: 'mining', rank: 18, total: 0, ideas: [] });
  });
});
