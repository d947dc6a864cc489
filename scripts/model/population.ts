/**
 * The representative population of new businesses (model-evidence 4.1, as revised by issue 11):
 * start-up capital of new employer firms from the Census Annual Business Survey as summarised by
 * the SBA Office of Advocacy, team size at birth from Census BDS, located like BDS births. The
 * SBA borrowers are not used: their loans (median about $50k, a quarter above $120k) are not what
 * new businesses start with.
 */
import { type OperationScale, SECTOR_CODES, type Sector } from '#engine/inputs';
import type { CapitalBracket, FounderPopulation } from '#engine/model/model-types';
import type { BdsPart } from './fit-bds';

/**
 * Share of employer start-ups by amount of capital used to start the business. Cumulative figures
 * quoted by the SBA Office of Advocacy, "Small Business Finance FAQ" (February 2022), from the
 * Census Bureau's Annual Business Survey: 24.1% under $5,000, 35.8% under $10,000, 50.9% under
 * $25,000; 12.8% from $50,000 to $99,999 and the same share from $100,000 to $249,999; about 12%
 * above $250,000. The $25,000-49,999 share is the remainder (11.5%). Below $5,000 the model's
 * capital effect is flat, so "none" and "under $5,000" need no split.
 */
export const ABS_STARTUP_CAPITAL: readonly Omit<CapitalBracket, 'usd'>[] = [
  { lowUsd: 0, highUsd: 5_000, share: 0.241 },
  { lowUsd: 5_000, highUsd: 10_000, share: 0.358 - 0.241 },
  { lowUsd: 10_000, highUsd: 25_000, share: 0.509 - 0.358 },
  { lowUsd: 25_000, highUsd: 50_000, share: 1 - 0.509 - 0.128 - 0.128 - 0.12 },
  { lowUsd: 50_000, highUsd: 100_000, share: 0.128 },
  { lowUsd: 100_000, highUsd: 250_000, share: 0.128 },
  { lowUsd: 250_000, highUsd: null, share: 0.12 },
];
/** Assumption: the open top bracket stands at twice its bound (the effect is flat above $500k anyway). */
const TOP_BRACKET_FACTOR = 2;

/** Geometric middle of a bracket; the lowest bracket at half its upper bound. */
export const bracketAmount = (bracket: Omit<CapitalBracket, 'usd'>): number =>
  bracket.highUsd === null
    ? bracket.lowUsd * TOP_BRACKET_FACTOR
    : bracket.lowUsd <= 0
      ? bracket.highUsd / 2
      : Math.sqrt(bracket.lowUsd * bracket.highUsd);

/**
 * Share of new employer firms with 1-4 employees: "on average, 86 percent of new firms since the
 * late 1970s" (Kauffman Foundation, The Return of Business Creation, 2013, from Census BDS).
 */
export const SMALL_BIRTH_SHARE = 0.86;
/** Mean employees inside the 1-4 band (assumption: spread evenly). */
const SMALL_BAND_MEAN = 2.5;
const TAIL_START = 5;

/**
 * Team size at birth (headcount = one founder + paid employees): 86% of new firms have 1-4
 * employees; above that a geometric tail whose mean makes the overall mean equal the sector's BDS
 * mean employment at age 0. BDS publishes the mean by sector and the 1-4 share overall; the tail's
 * shape is the assumption. An employer firm has at least one employee, so no new firm is solo.
 */
export const scaleSharesFromMean = (meanEmployees: number): Record<OperationScale, number> => {
  const tailShare = 1 - SMALL_BIRTH_SHARE;
  const tailMean = Math.max(
    (meanEmployees - SMALL_BIRTH_SHARE * SMALL_BAND_MEAN) / tailShare,
    TAIL_START + 0.5,
  );
  // Employees - 5 in the tail is geometric on 0, 1, 2, ...: P(>= j) = q^j with mean q / (1 - q).
  const excess = tailMean - TAIL_START;
  const q = excess / (1 + excess);
  const tailAtLeast = (employees: number) => tailShare * q ** Math.max(employees - TAIL_START, 0);
  const employeesBetween = (low: number, high: number) =>
    tailAtLeast(low) - (Number.isFinite(high) ? tailAtLeast(high + 1) : 0);
  const shares: Record<OperationScale, number> = {
    solo: 0,
    '2_to_5': SMALL_BIRTH_SHARE,
    '6_to_20': employeesBetween(5, 19),
    '21_to_100': employeesBetween(20, 99),
    over_100: employeesBetween(100, Number.POSITIVE_INFINITY),
  };
  return shares;
};

/**
 * Legal form of new US firms at start, Kauffman Firm Survey 2004 cohort (Cole 2011, "How Do Firms
 * Choose Legal Form of Organization?", SBA Office of Advocacy): "only about one in three firms
 * begins operations as a proprietorship, while almost as many begin as limited-liability companies
 * and as corporations". Read as 34% proprietorships, 30% LLCs and 30% corporations (together
 * limited companies), partnerships the remaining 6%.
 */
export const KFS_LEGAL_FORM_SHARES = {
  sole_proprietorship: 0.34,
  partnership: 0.06,
  limited_company: 0.6,
};

export const buildPopulation = (bds: BdsPart, loading: number): FounderPopulation => {
  const births = Object.entries(bds.states).map(([state, entry]) => [state, entry.births] as const);
  const totalBirths = births.reduce((sum, [, count]) => sum + count, 0);
  return {
    provenance: [
      {
        source: 'sba-advocacy-finance-faq-2022',
        file: 'scripts/model/population.ts',
        vintage:
          'SBA Office of Advocacy, Small Business Finance FAQ (Feb 2022), from the Census Annual Business Survey',
        rows: ABS_STARTUP_CAPITAL.length,
        method:
          'shares of employer start-ups by start-up capital bracket; each bracket at its geometric middle',
      },
      {
        source: 'kauffman-firm-survey',
        file: 'scripts/model/population.ts',
        vintage: 'Kauffman Firm Survey, 2004 start-ups (Cole 2011, SBA Office of Advocacy)',
        rows: 3,
        method:
          'legal form at start: about one in three proprietorships, almost as many LLCs and corporations; joined to capital and team size by the source population loading',
      },
      {
        source: 'census-bds-2019',
        file: 'census-bds/bds2019_sec_fa.csv',
        vintage: 'BDS 2019 release, birth cohorts 2005-2014 pooled',
        rows: SECTOR_CODES.length,
        method:
          'team size = one founder + employees: 86% with 1-4 employees (Kauffman 2013 from BDS), a geometric tail matching the sector mean employment at age 0; states weighted by births',
      },
    ],
    capitalBrackets: ABS_STARTUP_CAPITAL.map((bracket) => ({
      ...bracket,
      usd: bracketAmount(bracket),
    })),
    scaleShares: Object.fromEntries(
      SECTOR_CODES.map((sector) => [sector, scaleSharesFromMean(bds.birthEmployment[sector])]),
    ) as Record<Sector, Record<OperationScale, number>>,
    stateWeights: Object.fromEntries(births.map(([state, count]) => [state, count / totalBirths])),
    legalFormShares: KFS_LEGAL_FORM_SHARES,
    loading,
  };
};
