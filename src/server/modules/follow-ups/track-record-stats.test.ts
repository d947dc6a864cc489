import { describe, expect, it } from 'vitest';
import { survivalAtHorizon } from './follow-up-schedule';
import {
  type AnswerForRecord,
  bandOf,
  buildTrackRecord,
  wilsonInterval,
} from './track-record-stats';

describe('wilsonInterval', () => {
  it('matches the published Wilson 95% bounds', () => {
    // 17 of 20 and 1 of 10: textbook values (e.g. Newcombe 1998, method 3).
    const a = wilsonInterval(17, 20);
    expect(a.share).toBe(0.85);
    expect(a.low).toBeCloseTo(0.6396, 4);
    expect(a.high).toBeCloseTo(0.9476, 4);
    const b = wilsonInterval(1, 10);
    expect(b.low).toBeCloseTo(0.0179, 4);
    expect(b.high).toBeCloseTo(0.4042, 4);
  });

  it('stays inside 0..1 and is never zero-width at the edges', () => {
    const none = wilsonInterval(0, 25);
    expect(none.low).toBeCloseTo(0, 12);
    expect(none.high).toBeGreaterThan(0.1);
    const all = wilsonInterval(25, 25);
    expect(all.high).toBeCloseTo(1, 12);
    expect(all.low).toBeLessThan(0.9);
  });

  it('refuses impossible counts', () => {
    expect(() => wilsonInterval(1, 0)).toThrow(RangeError);
    expect(() => wilsonInterval(5, 4)).toThrow(RangeError);
  });
});

describe('bandOf', () => {
  it('puts each bound in the band above it and 1 in the top band', () => {
    expect(bandOf(0)).toBe('under30');
    expect(bandOf(0.2999)).toBe('under30');
    expect(bandOf(0.3)).toBe('from30to50');
    expect(bandOf(0.5)).toBe('from50to70');
    expect(bandOf(0.6999)).toBe('from50to70');
    expect(bandOf(0.7)).toBe('from70');
    expect(bandOf(1)).toBe('from70');
  });
});

describe('survivalAtHorizon', () => {
  const curve = [0.81, 0.64, 0.55, 0.5, 0.45];
  it('reads years 1 and 2 off the curve and spreads the first year’s hazard over month 6', () => {
    expect(survivalAtHorizon({ probability: 0.45, survivalCurve: curve }, 12)).toBe(0.81);
    expect(survivalAtHorizon({ probability: 0.45, survivalCurve: curve }, 24)).toBe(0.64);
    expect(survivalAtHorizon({ probability: 0.45, survivalCurve: curve }, 6)).toBeCloseTo(0.9, 10);
  });
  it('without a curve spreads the five-year probability evenly over 60 months', () => {
    expect(survivalAtHorizon({ probability: 0.5, survivalCurve: null }, 12)).toBeCloseTo(
      0.5 ** 0.2,
      10,
    );
  });
});

describe('buildTrackRecord', () => {
  const answer = (outcome: AnswerForRecord['outcome']): AnswerForRecord => ({
    monthsAfter: 6,
    outcome,
    predictedProbability: 0.8,
    predictedAtHorizon: 0.95,
  });

  it('never counts "never started" as a closure or towards the minimum', () => {
    const answers = [
      ...Array.from({ length: 19 }, () => answer('closed')),
      ...Array.from({ length: 30 }, () => answer('neverStarted')),
    ];
    const top = buildTrackRecord(answers).horizons[0]?.cells[3];
    expect(top).toMatchObject({ judgedAnswers: 19, neverStarted: 30, enoughAnswers: false });
    expect(top?.observed).toBeNull();
  });

  it('judges a band from the minimum on, with pivots counted as still running', () => {
    const answers = [
      ...Array.from({ length: 10 }, () => answer('pivoted')),
      ...Array.from({ length: 10 }, () => answer('closed')),
    ];
    const top = buildTrackRecord(answers).horizons[0]?.cells[3];
    expect(top?.enoughAnswers).toBe(true);
    expect(top?.shares).toEqual({ operating: 0, pivoted: 0.5, closed: 0.5 });
    expect(top?.observed?.share).toBe(0.5);
    expect(top?.predicted).toBe(0.95);
  });
});
