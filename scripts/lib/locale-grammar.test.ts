import { describe, expect, it } from 'vitest';
import {
  describeRisk,
  findGrammarRisks,
  type LocaleText,
  NEVER_A_BARE_ONE,
  readLocaleTexts,
} from './locale-grammar';

const english = (value: string, key = 'some.text', namespace = 'pages'): LocaleText => ({
  language: 'en',
  namespace,
  key,
  value,
});
const turkish = (value: string): LocaleText => ({
  language: 'tr',
  namespace: 'pages',
  key: 'some.text',
  value,
});
const risksOf = (text: LocaleText) => findGrammarRisks([text]).map((risk) => risk.problem);

describe('the locale files', () => {
  // Every namespace, new keys included: a template whose grammar depends on its value fails here.
  it('have no template whose grammar depends on the value put into it', () => {
    const risks = findGrammarRisks([...readLocaleTexts('en'), ...readLocaleTexts('tr')]);
    expect(risks.map(describeRisk)).toEqual([]);
  });

  it('use every exception of NEVER_A_BARE_ONE (a stale one would hide a new template)', () => {
    const used = new Set(
      readLocaleTexts('en').flatMap((text) =>
        [...text.value.matchAll(/\{\{\s*(\w+)[^}]*\}\}\s+(?:percentage\s+)?[a-z]+s\b/g)].map(
          ([, variable]) => `${text.namespace}:${variable}`,
        ),
      ),
    );
    expect(Object.keys(NEVER_A_BARE_ONE).filter((entry) => !used.has(entry))).toEqual([]);
  });
});

describe('findGrammarRisks', () => {
  it.each([
    'Targeting a “{{value}}” market would move the estimate.',
    'Targeting a {{value}} market.',
    'An {{value}} plan.',
    'Pick an "{{value}}" option.',
  ])('refuses an English article before a value: %s', (value) => {
    expect(risksOf(english(value))).toEqual([expect.stringMatching(/^an article before a value/)]);
  });

  it('refuses a number before a plural noun outside plural keys, unless it is never a bare 1', () => {
    expect(risksOf(english('Buy {{count}} tokens'))).toHaveLength(1);
    expect(risksOf(english('{{done}} of {{total}} steps done'))).toHaveLength(1);
    expect(risksOf(english('by {{change}} percentage points', 'x', 'pages'))).toHaveLength(1);
    // Plural forms agree by themselves; formatPoints always writes a decimal ("1.0 points").
    expect(risksOf(english('Buy {{count}} tokens', 'buy_other'))).toEqual([]);
    expect(risksOf(english('by {{change}} percentage points', 'x', 'market'))).toEqual([]);
    expect(risksOf(english('adds about {{points}} points', 'x', 'engine'))).toEqual([]);
    // `count` is never an exception: it is what plural keys are chosen by.
    expect(risksOf(english('{{count}} points', 'x', 'engine'))).toHaveLength(1);
    // Words ending in "s" that are not counted nouns.
    expect(risksOf(english('{{name}} is ready and {{sector}} has risen'))).toEqual([]);
  });

  it.each([
    "firmaların yaklaşık %{{baselinePercent}}'i ayakta kalıyor",
    '{{name}}’in hesabı',
    '“{{value}}”ye geçmek',
    '“{{value}}”’ye geçmek',
    '{{value}}de',
  ])('refuses a Turkish suffix glued to a value: %s', (value) => {
    expect(risksOf(turkish(value))).toEqual([expect.stringMatching(/^a suffix glued to a value/)]);
  });

  it('accepts Turkish values followed by a word, a space or punctuation', () => {
    for (const value of [
      'Hedef pazarı “{{value}}” olarak belirlemek',
      'Sektörünüz ({{value}}) tahmine {{points}} puan ekliyor.',
      '{{count}} adımdan {{done}} tanesi; %{{percent}}, {{rank}}. sırada',
    ])
      expect(risksOf(turkish(value))).toEqual([]);
  });
});
