import { describe, expect, it } from 'vitest';
import { SECTOR_CODES, SECTORS } from '../inputs';
import { SIMILAR_BUSINESSES } from '../reference/similar-businesses';
import { findSimilarExamples, MAX_SIMILAR_EXAMPLES } from './similar-examples';
import { makeInput } from '#tests/fixtures/engine/core-prediction-fake';

describe('findSimilarExamples', () => {
  it.each(SECTOR_CODES)(
    '%s: same sector first, both outcomes when the sector has both',
    (sector) => {
      const code = SECTORS[sector];
      const inSector = SIMILAR_BUSINESSES.filter((entry) => entry.naicsSector === code);
      const examples = findSimilarExamples(makeInput({ sector }));
      expect(examples.length).toBe(MAX_SIMILAR_EXAMPLES);
      expect(new Set(examples.map((e) => e.id)).size).toBe(examples.length);
      const sameSectorCount = examples.filter((e) => e.naicsSector === code).length;
      expect(sameSectorCount).toBe(Math.min(MAX_SIMILAR_EXAMPLES, inSector.length));
      examples.slice(0, sameSectorCount).forEach((e) => expect(e.naicsSector).toBe(code));
      const sectorOutcomes = new Set(inSector.map((e) => e.outcome));
      const shownOutcomes = new Set(examples.slice(0, sameSectorCount).map((e) => e.outcome));
      if (sectorOutcomes.size === 2 && sameSectorCount >= 2) expect(shownOutcomes.size).toBe(2);
      expect(new Set(examples.map((e) => e.outcome)).size).toBe(2);
    },
  );

  it('prefers businesses from the same country within the sector', () => {
    const turkish = findSimilarExamples(makeInput({ sector: 'retail', location: 'TR' }));
    const american = findSimilarExamples(makeInput({ sector: 'retail', location: 'US-NY' }));
    expect(turkish[0]?.country).toBe('TR');
    expect(american[0]?.country).toBe('US');
  });

  it('is deterministic', () => {
    const input = makeInput({ sector: 'other_services' });
    expect(JSON.stringify(findSimilarExamples(input))).toBe(
      JSON.stringify(findSimilarExamples(input)),
    );
  });
});
