import { describe, expect, it } from 'vitest';
import { type CalculatorInput, EXPERIENCE_LEVELS, SECTOR_CODES } from '../inputs';
import { COEFFICIENTS } from '../model/coefficients';
import { predictCore } from '../predict';
import { populationMeanSurvival, typicalFounder } from './population';

/** A retail founder at the median capital and team size, with middle answers. */
const FOUNDER: CalculatorInput = {
  sector: 'retail',
  customerType: 'consumers',
  productType: 'services',
  location: 'US-TX',
  experience: '2_to_5_years',
  businessStage: 'idea',
  marketSize: 'regional',
  fundingNeeds: 'under_50k',
  capitalInvestment: typicalFounder('retail', COEFFICIENTS).capitalUsd,
  competitionLevel: 'moderate',
  marketingStrategy: 'word_of_mouth',
  operationScale: '2_to_5',
};
const probability = (change: Partial<CalculatorInput>) =>
  predictCore({ ...FOUNDER, ...change }).probability;
const points = (value: number) => 100 * value;
const width = (change: Partial<CalculatorInput>) => {
  const { interval } = predictCore({ ...FOUNDER, ...change });
  return interval.high - interval.low;
};

describe('each answer moves the estimate the way the new-firm tables do (issue 31)', () => {
  it('capital: never lower with more, and the range of the published classes is there', () => {
    const amounts = [0, 1_000, 3_000, 10_000, 50_000, 150_000, 500_000, 5_000_000];
    const values = amounts.map((capitalInvestment) => probability({ capitalInvestment }));
    values
      .slice(1)
      .forEach((value, index) => expect(value).toBeGreaterThanOrEqual(values[index] ?? 1));
    // INSEE 2010, 5 years: 54% under €4,000 against 72% from €80,000 (18 points in France).
    expect(
      points(
        probability({ capitalInvestment: 500_000 }) - probability({ capitalInvestment: 3_000 }),
      ),
    ).toBeGreaterThan(15);
  });

  it('team size: one-person firms below firms with employees', () => {
    const solo = probability({ operationScale: 'solo' });
    const small = probability({ operationScale: '2_to_5' });
    const larger = probability({ operationScale: '6_to_20' });
    expect(points(small - solo)).toBeGreaterThan(3);
    expect(larger).toBeGreaterThanOrEqual(small);
  });

  it('legal form: sole proprietorships below partnerships below limited companies', () => {
    const sole = probability({ legalForm: 'sole_proprietorship' });
    const partnership = probability({ legalForm: 'partnership' });
    const company = probability({ legalForm: 'limited_company' });
    expect(sole).toBeLessThan(partnership);
    expect(partnership).toBeLessThan(company);
    expect(points(company - sole)).toBeGreaterThan(10);
  });

  it('experience rises with the years in the trade; time commitment: a main activity above a side business', () => {
    const byExperience = EXPERIENCE_LEVELS.map((experience) => probability({ experience }));
    byExperience
      .slice(1)
      .forEach((value, index) => expect(value).toBeGreaterThan(byExperience[index] ?? 1));
    expect(points((byExperience.at(-1) ?? 0) - (byExperience[0] ?? 0))).toBeGreaterThan(6);
    expect(probability({ timeCommitment: 'full_time' })).toBeGreaterThan(
      probability({ timeCommitment: 'side_business' }),
    );
  });

  it('international trade from the start adds what the Dutch table shows; the other markets stay small priors', () => {
    expect(
      points(
        probability({ marketSize: 'international' }) - probability({ marketSize: 'national' }),
      ),
    ).toBeGreaterThan(8);
    expect(
      Math.abs(
        points(probability({ marketSize: 'national' }) - probability({ marketSize: 'local' })),
      ),
    ).toBeLessThan(5);
  });
});

describe('optional answers: not said has no effect', () => {
  it.each(['legalForm', 'timeCommitment'] as const)(
    '%s: unknown and absent give the same result, hash included',
    (name) => {
      const absent = predictCore(FOUNDER);
      const unknown = predictCore({ ...FOUNDER, [name]: 'unknown' });
      expect(unknown.probability).toBe(absent.probability);
      expect(unknown.inputHash).toBe(absent.inputHash);
      expect(unknown.contributions.map((entry) => entry.input)).not.toContain(name);
    },
  );

  it('a stated legal form is listed with its own contribution and source', () => {
    const result = predictCore({ ...FOUNDER, legalForm: 'sole_proprietorship' });
    const entry = result.contributions.find((contribution) => contribution.input === 'legalForm');
    expect(entry?.deltaPoints).toBeLessThan(-3);
    expect(entry?.source).toEqual({ id: 'insee-sine', grade: 'B' });
  });

  it('stating a legal form, drawn as US firms start (Kauffman), keeps every sector’s mean at BDS within 1 point', () => {
    for (const sector of SECTOR_CODES) {
      const bds = COEFFICIENTS.hazards.sectors[sector].survival5;
      expect(
        Math.abs(points(populationMeanSurvival(sector, COEFFICIENTS, true) - bds)),
        sector,
      ).toBeLessThanOrEqual(1);
    }
  });
});

describe('the 80% interval widens where an effect’s evidence is thin', () => {
  it('international trade (a Dutch table, relative SD 0.5) widens it more than a national market', () => {
    expect(COEFFICIENTS.newFirm.relativeSd.marketSize).toBeGreaterThan(
      COEFFICIENTS.newFirm.relativeSd.capitalInvestment,
    );
    expect(width({ marketSize: 'international' })).toBeGreaterThan(
      width({ marketSize: 'national' }),
    );
  });

  it('a stated answer far from the average widens it; unknown leaves it as it was', () => {
    expect(width({ timeCommitment: 'side_business' })).toBeGreaterThan(width({}));
    expect(width({ timeCommitment: 'unknown' })).toBe(width({}));
    expect(width({ capitalInvestment: 0 })).toBeGreaterThan(width({}));
  });
});
