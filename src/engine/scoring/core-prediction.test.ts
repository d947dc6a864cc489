import { describe, expect, it } from 'vitest';
import { RETAIL_IDEA_INPUT } from '#tests/fixtures/engine/calculator-inputs';
import {
  AREA_TYPES,
  BUSINESS_STAGES,
  type CalculatorInput,
  OPERATION_SCALES,
  SECTOR_CODES,
} from '../inputs';
import { COEFFICIENTS } from '../model/coefficients';
import { predictCore } from '../predict';
import { predictCoreWith } from './core-prediction';
import { hashInput } from './input-hash';

const BASE = RETAIL_IDEA_INPUT;

const LOCATIONS = ['US-CA', 'US-MO', 'US-DC', 'TR', 'OTHER'];
const CAPITALS_USD = [0, 10_000, 150_000, 3_000_000, 100_000_000];
/** Area type cycles through absent and every code, so both result shapes are checked. */
const AREAS = [undefined, ...AREA_TYPES];

const CASES: CalculatorInput[] = SECTOR_CODES.flatMap((sector, index) =>
  BUSINESS_STAGES.map((businessStage, stageIndex) => ({
    ...BASE,
    sector,
    businessStage,
    location: LOCATIONS[(index + stageIndex) % LOCATIONS.length] ?? 'OTHER',
    capitalInvestment: CAPITALS_USD[(index * 3 + stageIndex) % CAPITALS_USD.length] ?? 0,
    operationScale: OPERATION_SCALES[(index + 2 * stageIndex) % OPERATION_SCALES.length] ?? 'solo',
    areaType: AREAS[(index + 3 * stageIndex) % AREAS.length],
  })),
);

describe('predictCore invariants', () => {
  it.each(
    CASES.map(
      (input) => [`${input.sector}/${input.businessStage}/${input.location}`, input] as const,
    ),
  )('%s', (_name, input) => {
    const result = predictCore(input);
    expect(result.probability).toBeGreaterThanOrEqual(0);
    expect(result.probability).toBeLessThanOrEqual(1);
    expect(result.interval.low).toBeLessThanOrEqual(result.probability);
    expect(result.interval.high).toBeGreaterThanOrEqual(result.probability);
    expect(result.survivalCurve).toHaveLength(5);
    result.survivalCurve.forEach((value, year) => {
      expect(value).toBeLessThanOrEqual(year === 0 ? 1 : (result.survivalCurve[year - 1] ?? 1));
    });
    expect(result.survivalCurve[4]).toBe(result.probability);
    const sum = result.contributions.reduce((total, entry) => total + entry.deltaPoints, 0);
    expect(100 * result.baseline.probability + sum).toBeCloseTo(100 * result.probability, 2);
    // The optional area type is listed only when stated (urban or rural).
    const stated = input.areaType === 'urban' || input.areaType === 'rural';
    expect(result.contributions.map((entry) => entry.input)).toHaveLength(stated ? 13 : 12);
    expect(result.sensitivity).toHaveLength(stated ? 13 : 12);
    expect(result.contributions.some((entry) => entry.input === 'areaType')).toBe(stated);
    for (const entry of result.sensitivity) {
      expect(entry.best.probability).toBeGreaterThanOrEqual(result.probability);
      expect(entry.worst.probability).toBeLessThanOrEqual(result.probability);
    }
    expect(result.modelVersion).toBe(COEFFICIENTS.modelVersion);
    expect(result.locationBase.kind).toBe(
      input.location.startsWith('US-')
        ? 'us_state'
        : input.location === 'TR'
          ? 'country'
          : 'fallback',
    );
  });

  it('gives identical bytes for the same input, and a different hash for another', () => {
    const first = JSON.stringify(predictCore(BASE));
    expect(JSON.stringify(predictCore({ ...BASE }))).toBe(first);
    expect(predictCore({ ...BASE, capitalInvestment: 50_001 }).inputHash).not.toBe(
      predictCore(BASE).inputHash,
    );
  });

  // The typical business sits slightly above the sector mean (Jensen gap of the re-anchoring).
  it("baseline is the sector's typical business, within 1.5 points of BDS 5-year survival", () => {
    for (const sector of SECTOR_CODES) {
      const result = predictCore({ ...BASE, sector });
      const bds = COEFFICIENTS.hazards.sectors[sector].survival5;
      expect(Math.abs(result.baseline.probability - bds)).toBeLessThanOrEqual(0.015);
    }
  });

  it('an operating business survives the next 5 years more often than an idea (BDS age hazards)', () => {
    const idea = predictCore({ ...BASE, businessStage: 'idea' }).probability;
    const young = predictCore({ ...BASE, businessStage: 'operating_1_to_3_years' }).probability;
    const older = predictCore({ ...BASE, businessStage: 'operating_over_3_years' }).probability;
    expect(young).toBeGreaterThan(idea);
    expect(older).toBeGreaterThan(young);
  });

  it('is non-decreasing in capital (the fitted effect is constrained monotone)', () => {
    for (const sector of SECTOR_CODES) {
      let previous = 0;
      for (let capital = 0; capital <= 4_000_000; capital = capital * 1.5 + 1_000) {
        const probability = predictCore({
          ...BASE,
          sector,
          capitalInvestment: capital,
        }).probability;
        expect(probability).toBeGreaterThanOrEqual(previous);
        previous = probability;
      }
    }
  });

  it('keeps the hash of inputs without an area type (absent = unknown)', () => {
    // Pinned: the hash of BASE before the area type existed (model 2026.11-1).
    expect(hashInput(BASE)).toBe('4ec932a2d33a7504');
    expect(hashInput({ ...BASE, areaType: 'unknown' })).toBe('4ec932a2d33a7504');
    expect(JSON.stringify(predictCore({ ...BASE, areaType: 'unknown' }))).toBe(
      JSON.stringify(predictCore(BASE)),
    );
    expect(hashInput({ ...BASE, areaType: 'rural' })).not.toBe(hashInput(BASE));
    expect(hashInput({ ...BASE, areaType: 'rural' })).not.toBe(
      hashInput({ ...BASE, areaType: 'urban' }),
    );
  });

  it('area type: rural above unknown above urban (SBA fit), unknown exactly neutral', () => {
    for (const sector of SECTOR_CODES) {
      const unknown = predictCore({ ...BASE, sector });
      const rural = predictCore({ ...BASE, sector, areaType: 'rural' });
      const urban = predictCore({ ...BASE, sector, areaType: 'urban' });
      expect(rural.probability).toBeGreaterThan(unknown.probability);
      expect(urban.probability).toBeLessThan(unknown.probability);
      // Small: a few points at most.
      expect(rural.probability - urban.probability).toBeLessThan(0.05);
      const area = rural.contributions.find((entry) => entry.input === 'areaType');
      expect(area?.deltaPoints).toBeGreaterThan(0);
      expect(area?.source).toEqual({ id: 'sba-7a-li-2018', grade: 'A' });
      const sensitivity = urban.sensitivity.find((entry) => entry.input === 'areaType');
      expect(sensitivity?.best.value).toBe('rural');
      expect(sensitivity?.worst.value).toBe('urban');
    }
  });

  it('refuses invalid inputs instead of defaulting', () => {
    expect(() => predictCore({ ...BASE, areaType: 'suburban' as 'urban' })).toThrow(/areaType/);
    expect(() => predictCore({ ...BASE, location: 'US-XX' })).toThrow(/location/);
    expect(() => predictCore({ ...BASE, capitalInvestment: Number.NaN })).toThrow(/capital/);
    expect(() => predictCore({ ...BASE, capitalInvestment: -1 })).toThrow(/capital/);
    expect(() => predictCoreWith({ ...BASE, sector: 'mining ' as 'mining' }, COEFFICIENTS)).toThrow(
      /sector/,
    );
  });
});
