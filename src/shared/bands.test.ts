import { describe, expect, it } from 'vitest';
import { bandsFromStarts } from './bands';
import { SCORE_BANDS } from './constants';
import { TRACK_RECORD_BANDS } from './contracts/follow-ups';

describe('bandsFromStarts', () => {
  it('runs each band from its start to the next band’s start, the last one to the end', () => {
    expect(bandsFromStarts({ small: 0, large: 10 }, 25)).toEqual([
      { id: 'small', low: 0, high: 10 },
      { id: 'large', low: 10, high: 25 },
    ]);
  });

  it('gives every whole score from 0 to 100 exactly one score band, in the spec’s order', () => {
    for (let score = 0; score <= 100; score += 1)
      expect(SCORE_BANDS.filter(({ min, max }) => min <= score && score <= max)).toHaveLength(1);
    expect(SCORE_BANDS.map(({ band }) => band)).toEqual(['low', 'moderate', 'medium', 'high']);
    expect(SCORE_BANDS.map(({ min }) => min)).toEqual([0, 40, 60, 80]);
  });

  it('tiles the probabilities 0 to 1 with the track record’s bands', () => {
    expect(TRACK_RECORD_BANDS[0]?.low).toBe(0);
    expect(TRACK_RECORD_BANDS.at(-1)?.high).toBe(1);
    for (const [index, band] of TRACK_RECORD_BANDS.slice(1).entries())
      expect(band.low).toBe(TRACK_RECORD_BANDS[index]?.high);
  });
});
