import { describe, expect, it } from 'vitest';
import { type CalculatorInput, isFounderChoice, predict } from '#engine/index';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { groupFactors } from './factor-groups';

// A health-care business (its sector starts above the national rate), run beside a job, as a
// sole proprietorship, by a founder new to the trade.
const INPUT: CalculatorInput = {
  ...EXAMPLE_CALCULATOR_INPUT,
  sector: 'health_care',
  experience: 'none',
  legalForm: 'sole_proprietorship',
  timeCommitment: 'side_business',
};
const RESULT = predict(INPUT);
const inputsOf = (lines: { factor: { params?: Record<string, unknown> } }[]) =>
  lines.map((line) => line.factor.params?.input);

describe('groupFactors', () => {
  const groups = groupFactors(RESULT);

  it('puts the founder’s own choices in one group and what describes the business in the other', () => {
    const choices = inputsOf(groups.choice.lines);
    const business = inputsOf(groups.business.lines);
    expect(choices.length).toBeGreaterThan(0);
    for (const input of choices) expect(isFounderChoice(String(input))).toBe(true);
    for (const input of business) expect(isFounderChoice(String(input))).toBe(false);
    expect(business).toEqual(
      expect.arrayContaining(['sector', 'operationScale', 'legalForm', 'timeCommitment']),
    );
    // Every factor line once, none lost.
    const all = [...RESULT.positiveFactors, ...RESULT.negativeFactors, ...RESULT.neutralFactors];
    expect(choices.length + business.length).toBe(all.length);
  });

  it('keeps the engine’s order: gains, then losses, then inputs of little effect', () => {
    const codes = groups.business.lines.map((line) => line.factor.code);
    const rank = { 'factors.positive': 0, 'factors.negative': 1, 'factors.neutral': 2 };
    const ranks = codes.map((code) => rank[code as keyof typeof rank]);
    expect(ranks).toEqual([...ranks].sort());
  });

  it('folds each strength or challenge into its input’s line, and the sector’s base rate into the business', () => {
    const lineOf = (input: string) =>
      [...groups.business.lines, ...groups.choice.lines].find(
        (line) => line.factor.params?.input === input,
      );
    expect(lineOf('legalForm')?.reason?.code).toBe('challenges.legalForm');
    expect(lineOf('experience')?.reason?.code).toBe('challenges.experience');
    expect(groups.business.notes.map((note) => note.code)).toEqual([
      'strengths.sector_baseline_high',
    ]);
    expect(groups.choice.notes).toEqual([]);
  });

  it('leaves out the “nothing stands out” texts', () => {
    const none = groupFactors({
      strengths: [{ code: 'strengths.none' }],
      challenges: [{ code: 'challenges.none' }],
      positiveFactors: [],
      negativeFactors: [],
      neutralFactors: [],
    });
    expect(none.business).toEqual({ notes: [], lines: [] });
    expect(none.choice).toEqual({ notes: [], lines: [] });
  });
});
