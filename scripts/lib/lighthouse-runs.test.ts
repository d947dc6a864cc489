import { describe, expect, it } from 'vitest';
import { combineRuns, type Run } from './lighthouse-runs';

const run = (
  performance: number,
  accessibility: number,
  javascriptKb: number,
  failing: string[] = [],
): Run => ({
  scores: { performance, accessibility, 'best-practices': 1, seo: 1 },
  javascriptKb,
  failing,
});

describe('combineRuns', () => {
  it('takes the best performance: a busy machine only lowers it', () => {
    const combined = combineRuns([run(0.9, 1, 140), run(0.97, 1, 140), run(0.93, 1, 140)]);
    expect(combined.scores.performance).toBe(0.97);
  });

  it('takes the median of what does not follow the machine', () => {
    const combined = combineRuns([run(0.9, 0.9, 151), run(0.97, 1, 140), run(0.93, 1, 139)]);
    expect(combined.scores.accessibility).toBe(1);
    expect(combined.javascriptKb).toBe(140);
  });

  it('keeps every audit that cost points, once', () => {
    const combined = combineRuns([
      run(0.9, 1, 140, ['performance: total-blocking-time 260 ms']),
      run(0.97, 1, 140, ['performance: total-blocking-time 260 ms', 'seo: link-text']),
    ]);
    expect(combined.failing).toEqual(['performance: total-blocking-time 260 ms', 'seo: link-text']);
  });
});
