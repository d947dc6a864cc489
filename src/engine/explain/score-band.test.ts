import { describe, expect, it } from 'vitest';
import { toScore, toScoreBand, toScoreLabel } from './score-band';

describe('toScore', () => {
  it.each([
    [0, 0],
    [0.004, 0],
    [0.005, 1],
    [0.395, 40],
    [0.5, 50],
    [1, 100],
    [1.2, 100],
    [-0.1, 0],
    [Number.NaN, 0],
  ])('probability %s gives score %s', (probability, score) => {
    expect(toScore(probability)).toBe(score);
  });
});

describe('toScoreBand (spec section 4)', () => {
  it.each([
    [0, 'low'],
    [39, 'low'],
    [40, 'moderate'],
    [59, 'moderate'],
    [60, 'medium'],
    [79, 'medium'],
    [80, 'high'],
    [100, 'high'],
  ] as const)('score %s is %s', (score, band) => {
    expect(toScoreBand(score)).toBe(band);
  });
});

describe('toScoreLabel', () => {
  it.each([
    [0, 'difficult'],
    [19, 'difficult'],
    [20, 'challenging'],
    [39, 'challenging'],
    [40, 'moderate'],
    [48, 'moderate'],
    [59, 'moderate'],
    [60, 'good'],
    [79, 'good'],
    [80, 'excellent'],
    [100, 'excellent'],
  ] as const)('score %s is %s', (score, label) => {
    expect(toScoreLabel(score)).toBe(label);
  });

  it('never gets worse as the score rises', () => {
    const order = ['difficult', 'challenging', 'moderate', 'good', 'excellent'];
    let previous = 0;
    for (let score = 0; score <= 100; score += 1) {
      const rank = order.indexOf(toScoreLabel(score));
      expect(rank).toBeGreaterThanOrEqual(previous);
      previous = rank;
    }
  });

  it('agrees with the band at every score (one set of cut-offs)', () => {
    const bandOfLabel = {
      excellent: 'high',
      good: 'medium',
      moderate: 'moderate',
      challenging: 'low',
      difficult: 'low',
    } as const;
    for (let score = 0; score <= 100; score += 1) {
      expect(bandOfLabel[toScoreLabel(score)], String(score)).toBe(toScoreBand(score));
    }
  });
});
