import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT, isFounderChoice } from '#engine/index';
import { buildInsight } from './insight-engine';
import { allowedNumbers, narrativeFacts, unmatchedNumbers } from './narrative-facts';
import { chatCompletionsUrl, narrativeSystemPrompt } from './llm-narrative';

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

describe('what the language model is told about the founder’s choices', () => {
  const insight = buildInsight([
    {
      ...EXAMPLE_CALCULATOR_INPUT,
      competitionLevel: 'very_high',
      legalForm: 'sole_proprietorship',
      timeCommitment: 'side_business',
    },
  ]);
  if (!insight) throw new Error('expected an insight');
  const facts = narrativeFacts(insight);

  it('keeps what describes the business apart from the founder’s own choices', () => {
    const given = facts.describesTheBusiness.risksLargestFirst.map((risk) => risk.input);
    const chosen = [
      ...facts.founderChoices.risksLargestFirst,
      ...facts.founderChoices.singleChangesLargestLiftFirst,
    ].map((entry) => entry.input);
    expect(given).toEqual(expect.arrayContaining(['legalForm', 'timeCommitment']));
    expect(chosen).toContain('competitionLevel');
    for (const input of given) expect(isFounderChoice(input)).toBe(false);
    for (const input of chosen) expect(isFounderChoice(input)).toBe(true);
  });

  it.each(['en', 'tr'] as const)(
    'tells the model the effects are associations, never causes or guarantees (%s)',
    (language) => {
      const prompt = narrativeSystemPrompt(language);
      expect(prompt).toMatch(
        /association seen in published survival statistics of new\s+firms, not a cause/,
      );
      expect(prompt).toMatch(/Never say that a change will increase survival/);
      expect(prompt).toMatch(/ensures it or guarantees it/);
      expect(prompt).toMatch(/raising money, hiring or incorporating/);
      expect(prompt).toContain('survived more often (an association)');
      // It names the facts' own two groups, and may suggest only the founder's choices.
      for (const group of ['describesTheBusiness', 'founderChoices'] as const) {
        expect(Object.keys(facts)).toContain(group);
        expect(prompt).toContain(`"${group}"`);
      }
      expect(prompt).toMatch(/never advise\s+changing it/);
      expect(prompt).toMatch(/recommend only the single changes\s+listed there/);
    },
  );
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
