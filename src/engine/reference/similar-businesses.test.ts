import { describe, expect, it } from 'vitest';
import { SECTORS } from '../inputs';
import { SIMILAR_BUSINESSES } from './similar-businesses';

const CURRENT_YEAR = 2026;
const EARLIEST_PLAUSIBLE_FOUNDING = 1800;
const MIN_REFERENCE_SIZE = 60;

describe('SIMILAR_BUSINESSES', () => {
  it(`has at least ${MIN_REFERENCE_SIZE} entries with unique ids`, () => {
    expect(SIMILAR_BUSINESSES.length).toBeGreaterThanOrEqual(MIN_REFERENCE_SIZE);
    const ids = SIMILAR_BUSINESSES.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(Object.entries(SECTORS))('covers sector %s (%s)', (_name, code) => {
    expect(SIMILAR_BUSINESSES.some((entry) => entry.naicsSector === code)).toBe(true);
  });

  it('uses only NAICS codes from SECTORS', () => {
    const codes = new Set<string>(Object.values(SECTORS));
    for (const entry of SIMILAR_BUSINESSES) expect(codes.has(entry.naicsSector)).toBe(true);
  });

  it('contains both outcomes overall and in most sectors', () => {
    const outcomes = new Set(SIMILAR_BUSINESSES.map((entry) => entry.outcome));
    expect(outcomes).toEqual(new Set(['survived', 'closed']));
    const sectorsWithBoth = Object.values(SECTORS).filter((code) => {
      const inSector = SIMILAR_BUSINESSES.filter((entry) => entry.naicsSector === code);
      return (
        inSector.some((e) => e.outcome === 'survived') &&
        inSector.some((e) => e.outcome === 'closed')
      );
    });
    expect(sectorsWithBoth.length).toBeGreaterThan(Object.keys(SECTORS).length / 2);
  });

  it.each(SIMILAR_BUSINESSES.map((entry) => [entry.id, entry] as const))(
    '%s has plausible years, an https source and a note code',
    (id, entry) => {
      expect(Number.isInteger(entry.foundedYear)).toBe(true);
      expect(entry.foundedYear).toBeGreaterThanOrEqual(EARLIEST_PLAUSIBLE_FOUNDING);
      expect(entry.foundedYear).toBeLessThanOrEqual(CURRENT_YEAR);
      if (entry.outcome === 'closed') {
        expect(entry.closedYear).toBeDefined();
        expect(entry.closedYear ?? 0).toBeGreaterThanOrEqual(entry.foundedYear);
        expect(entry.closedYear ?? CURRENT_YEAR + 1).toBeLessThanOrEqual(CURRENT_YEAR);
      } else {
        expect(entry.closedYear).toBeUndefined();
      }
      expect(new URL(entry.source.url).protocol).toBe('https:');
      expect(entry.source.title.length).toBeGreaterThan(0);
      expect(entry.country).toMatch(/^[A-Z]{2}$/);
      expect(entry.note.code).toBe(`examples.${id}`);
    },
  );
});
