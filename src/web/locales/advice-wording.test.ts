import { describe, expect, it } from 'vitest';
import { ASSOCIATION, causalClaimsIn } from '#tests/fixtures/web/causal-claims';

/*
 * The model's effects are associations seen in published survival tables of new firms (issue 31):
 * firms that started with more money survived more often, which does not make money, hiring or
 * incorporating a cause of survival. No text may say otherwise, and the texts that give advice or
 * explain an estimate must say what its figures are.
 */

const LOCALES = import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true });

type LocaleText = { language: string; key: string; value: string };

const flatten = (node: unknown, prefix: string): [string, string][] => {
  if (typeof node === 'string') return [[prefix, node]];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, child]) =>
    flatten(child, prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`),
  );
};

const TEXTS: LocaleText[] = Object.entries(LOCALES).flatMap(([path, module]) => {
  const [, language = '', namespace = ''] = /\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  return flatten(module.default, `${namespace}:`).map(([key, value]) => ({ language, key, value }));
});

/** The texts that give advice or explain what an estimate's figures are, in every feature. */
const MUST_SAY_ASSOCIATION = [
  'results:overview.groups.business.note',
  'results:overview.groups.choice.note',
  'simulation:goal.score.results.assumptions',
  'insights:page.method',
  'insights:card.liftNote',
  'insights:card.risksNote',
  'ideas:finder.method',
  'reports:swot.note',
  'features:items.goalSearch.why',
  'engine:recommendations.capitalInvestment',
];

describe('advice wording', () => {
  it('reads every namespace of both languages', () => {
    const languages = new Set(TEXTS.map((text) => text.language));
    expect(languages).toEqual(new Set(['en', 'tr']));
    expect(TEXTS.length).toBeGreaterThan(1000);
  });

  it.each(['en', 'tr'] as const)('never claims that a change causes survival (%s)', (language) => {
    const found = TEXTS.filter((text) => text.language === language).flatMap((text) =>
      causalClaimsIn(language, text.key, text.value),
    );
    expect(found).toEqual([]);
  });

  it.each(['en', 'tr'] as const)(
    'says the figures are associations where it advises (%s)',
    (language) => {
      const byKey = new Map(
        TEXTS.filter((text) => text.language === language).map((text) => [text.key, text.value]),
      );
      for (const key of MUST_SAY_ASSOCIATION) {
        expect(byKey.get(key), key).toMatch(ASSOCIATION[language]);
      }
    },
  );
});
