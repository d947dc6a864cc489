import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Templates whose grammar depends on the value put into them. English chooses "a" or "an" by the
 * value's first sound and a noun's number by the number before it; Turkish suffixes follow the
 * value's last vowel (and a number's pronunciation). A template cannot know either, so it must not
 * need to: an article never stands before a value, a counted noun after a number has i18next plural
 * forms (`count`), and no Turkish suffix is glued to a value.
 */

export const LOCALES_DIR = fileURLToPath(new URL('../../src/web/locales', import.meta.url));

export type LocaleText = { language: string; namespace: string; key: string; value: string };

/** `{ a: { b: 'x' } }` → `[['a.b', 'x']]`; non-string leaves are returned as they are. */
export const flattenKeys = (value: unknown, prefix = ''): [string, unknown][] => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
};

/** Every text of every namespace of `language`. */
export const readLocaleTexts = (language: string, directory = LOCALES_DIR): LocaleText[] =>
  readdirSync(path.join(directory, language))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const namespace = file.replace(/\.json$/, '');
      const json: unknown = JSON.parse(readFileSync(path.join(directory, language, file), 'utf8'));
      return flattenKeys(json).flatMap(([key, value]) =>
        typeof value === 'string' ? [{ language, namespace, key, value }] : [],
      );
    });

/** i18next's plural forms: such a key is chosen by `count`, so its noun can agree. */
const PLURAL_KEY = /_(?:zero|one|two|few|many|other)$/;

/**
 * Interpolated numbers (namespace:variable) that are never a bare 1, so "{{x}} <nouns>" needs no
 * plural forms. A new template that counts something else uses `count` and plural keys.
 */
export const NEVER_A_BARE_ONE: Record<string, string> = {
  // Percentage points written with a fixed decimal (formatPoints, or engine-text's `points`):
  // "1.0 points" is plural in English.
  'engine:points': 'readableEngineParams writes points with one decimal',
  'insights:delta': 'formatPoints',
  'insights:lift': 'formatPoints',
  'insights:change': 'formatPoints',
  'experiments:points': 'formatPoints',
  'dashboards:points': 'formatPoints',
  'businessAnalyzer:points': 'formatPoints',
  'market:change': 'formatPoints',
  'score:gap': 'written with one or two fixed decimals',
  'score:model': 'written with one fixed decimal (typical-founders.tsx)',
  // Fixed sizes and limits: schema limits, generated evaluation figures, constants.
  'auth:min': 'password and name minimums',
  'auth:max': 'name maximums',
  'blog:min': 'post field minimums',
  'blog:max': 'post field and tag limits',
  'businesses:max': 'name and description limits',
  'calculations:max': 'title limit',
  'common:min': 'field minimums',
  'common:max': 'field limits',
  'contact:min': 'message minimum',
  'contact:max': 'field limits',
  'experiments:max': 'field limits',
  'newsletter:max': 'name limit',
  'followUps:minimum': 'answers a band needs before a rate is shown',
  'followUps:months': 'the follow-up horizons: 6, 12 and 24 months',
  'legal:newsletterDays': 'the retention period of newsletter links',
  'score:rows': 'loans in the evaluation data',
  'score:folds': 'cross-validation folds',
  'score:sectors': 'sectors in the BLS check',
  'templates:lines': 'PREVIEW_LINE_COUNT',
  'simulation:paths': 'simulated paths: 1,000 or more',
  'simulation:evaluations': 'simulations or estimates of a goal search',
  'simulation:months': 'the web simulator’s horizon: 60 months',
  'simulation:years': 'the web simulator’s horizon: 5 years',
  'businessAnalyzer:months': 'RUNWAY_WARNING_MONTHS (6)',
  'engine:high': 'a time-to-success range ends at 6 months or more (MIN_HIGH_MONTHS)',
  'results:high': 'a time-to-success range ends at 6 months or more (MIN_HIGH_MONTHS)',
  'reports:high': 'a time-to-success range ends at 6 months or more (MIN_HIGH_MONTHS)',
};

/** Words ending in "s" that are not plural nouns ("{{name}} is", "{{sector}} has"). */
const NOT_PLURAL = new Set([
  'is',
  'was',
  'has',
  'does',
  'this',
  'its',
  'his',
  'as',
  'us',
  'across',
  'plus',
  'minus',
  'unless',
  'less',
  'always',
  'perhaps',
  'yes',
  'thus',
]);

export type GrammarRisk = { text: LocaleText; problem: string };

const ENGLISH_ARTICLE = /\b(?:a|an)\s+["“‘'(]?\{\{/i;
// A number, then an optional "percentage", then a word ending in "s".
const NUMBER_THEN_NOUN = /\{\{\s*(\w+)[^}]*\}\}\s+(?:percentage\s+)?([a-z]+s)\b/g;
// A letter or an apostrophe right after a value or its closing quote: "{{name}}'in", "{{x}}”ye".
const TURKISH_GLUED_SUFFIX = /\}\}[”"’]?(?:['’]|\p{L})/u;

const englishRisks = (text: LocaleText): string[] => {
  const problems: string[] = [];
  if (ENGLISH_ARTICLE.test(text.value))
    problems.push('an article before a value: "a" or "an" depends on the value; rephrase');
  if (!PLURAL_KEY.test(text.key)) {
    for (const [, variable = '', noun = ''] of text.value.matchAll(NUMBER_THEN_NOUN)) {
      if (NOT_PLURAL.has(noun)) continue;
      if (variable !== 'count' && NEVER_A_BARE_ONE[`${text.namespace}:${variable}`]) continue;
      problems.push(
        `"{{${variable}}} ${noun}" reads "1 ${noun}" for one: use plural keys (_one, _other) with count`,
      );
    }
  }
  return problems;
};

const turkishRisks = (text: LocaleText): string[] =>
  TURKISH_GLUED_SUFFIX.test(text.value)
    ? ['a suffix glued to a value: its vowel harmony depends on the value; rephrase']
    : [];

/** The risky templates among `texts`, with what is wrong with each. */
export const findGrammarRisks = (texts: readonly LocaleText[]): GrammarRisk[] =>
  texts.flatMap((text) => {
    const problems =
      text.language === 'en'
        ? englishRisks(text)
        : text.language === 'tr'
          ? turkishRisks(text)
          : [];
    return problems.map((problem) => ({ text, problem }));
  });

export const describeRisk = ({ text, problem }: GrammarRisk) =>
  `${text.language}: ${text.namespace}:${text.key}: ${problem}`;
