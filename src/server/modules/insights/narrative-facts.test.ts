import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#engine/index';
import { buildInsight } from './insight-engine';
import { allowedNumbers, narrativeFacts, unmatchedNumbers } from './narrative-facts';
import { chatCompletionsUrl } from './llm-narrative';

describe('unmatchedNumbers', () => {
  const allowed = [3.2, 54.7, 80_000, 5, 80];

  it('accepts the facts as written in English or Turkish, and whole-number roundings', () => {
    expect(unmatchedNumbers('Up 3.2 points to 54.7 with $80,000 over 5 years', allowed)).toEqual(
      [],
    );
    expect(unmatchedNumbers('3,2 puan artışla 54,7; 80.000 dolar', allowed)).toEqual([]);
    expect(unmatchedNumbers('about 3 points, about 55', allowed)).toEqual([]);
  });

  it('names every number that is not a fact', () => {
    expect(unmatchedNumbers('97.3% in 2027, up 3.3', allowed)).toEqual(['97.3', '2027', '3.3']);
  });
});

describe('narrativeFacts', () => {
  it('carries the insight numbers and no run or business reference', () => {
    const insight = buildInsight([
      EXAMPLE_CALCULATOR_INPUT,
      { ...EXAMPLE_CALCULATOR_INPUT, experience: 'none' },
    ]);
    if (!insight) throw new Error('expected an insight');
    const facts = narrativeFacts(insight);
    expect(facts.successScore).toBe(insight.current.score);
    expect(allowedNumbers(facts)).toContain(insight.current.probabilityPoints);
    expect(Object.keys(facts)).not.toContain('modelVersion');
  });
});

describe('chatCompletionsUrl', () => {
  it('accepts the base with or without /v1', () => {
    expect(chatCompletionsUrl('http://127.0.0.1:11434/v1/')).toBe(
      'http://127.0.0.1:11434/v1/chat/completions',
    );
    expect(chatCompletionsUrl('https://llm.example')).toBe(
      'https://llm.example/v1/chat/completions',
    );
  });
});
