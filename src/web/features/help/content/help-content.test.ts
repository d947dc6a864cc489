import { describe, expect, it } from 'vitest';
import { ASSOCIATION, causalClaimsIn } from '#tests/fixtures/web/causal-claims';
import { paths } from '#shared/routes';
import { resources } from '#web/lib/i18n';
import { assembleHelpContent } from './assemble-help-content';
import englishTexts from './en.json';
import { allTexts, resolveHelpText, textTokens } from './help-text';
import { HELP_STRUCTURE } from './structure';
import turkishTexts from './tr.json';
import { FAQ_GROUPS, type HelpContent, type HelpTexts, KB_TOPICS, TUTORIAL_LEVELS } from './types';

const TEXTS: Record<'en' | 'tr', HelpTexts> = { en: englishTexts, tr: turkishTexts };
const english = assembleHelpContent(englishTexts);
const turkish = assembleHelpContent(turkishTexts);
const CONTENT = { en: english, tr: turkish } as const;

/** A translation by dotted key, or undefined when the key does not exist. */
const lookup = (language: string, namespace: string, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[part]
          : undefined,
      resources[language]?.[namespace],
    );

/** The ids a page of the help center can be deep-linked to. */
const anchorsOf = (content: HelpContent): Record<string, Set<string>> => ({
  [paths.faq]: new Set([
    ...content.faq.map((item) => item.id),
    ...FAQ_GROUPS.map((group) => `group-${group}`),
  ]),
  [paths.tutorials]: new Set(content.tutorials.map((tutorial) => tutorial.id)),
  [paths.knowledgeBase]: new Set([
    ...content.articles.map((article) => article.id),
    ...KB_TOPICS.map((topic) => `topic-${topic}`),
  ]),
});

const linksOf = (content: HelpContent) => [
  ...content.topics.map((topic) => topic.link),
  ...content.faq.flatMap((item) => item.links ?? []),
  ...content.tutorials.flatMap((tutorial) => [
    ...(tutorial.links ?? []),
    ...tutorial.steps.flatMap((step) => (step.link ? [step.link] : [])),
  ]),
  ...content.articles.flatMap((article) => article.links ?? []),
];

/** Everything but the words: ids, groups, levels, times and link targets, in order. */
const skeletonOf = (content: HelpContent) => ({
  topics: content.topics.map((topic) => [topic.id, topic.link.to]),
  faq: content.faq.map((item) => [
    item.id,
    item.group,
    item.answer.length,
    item.links?.map((link) => link.to),
  ]),
  tutorials: content.tutorials.map((tutorial) => [
    tutorial.id,
    tutorial.level,
    tutorial.minutes,
    tutorial.steps.map((step) => step.link?.to ?? null),
    tutorial.links?.map((link) => link.to),
  ]),
  articles: content.articles.map((article) => [
    article.id,
    article.topic,
    article.body.map((block) => (typeof block === 'string' ? 'p' : block.list.length)),
    article.links?.map((link) => link.to),
  ]),
});

const ROUTE_PATHS = new Set<string>(Object.values(paths).filter((path) => !path.includes(':')));

/** The structure's ids of each section, in order. */
const STRUCTURE_IDS = {
  topics: HELP_STRUCTURE.topics.map(({ id }) => id),
  faq: FAQ_GROUPS.flatMap((group) => HELP_STRUCTURE.faq[group].map(({ id }) => id)),
  tutorials: HELP_STRUCTURE.tutorials.map(({ id }) => id),
  articles: KB_TOPICS.flatMap((topic) => HELP_STRUCTURE.articles[topic].map(({ id }) => id)),
};

/** English texts with one change, to show what the assembly refuses. */
const changed = (change: (texts: HelpTexts) => void): HelpTexts => {
  const texts = structuredClone(englishTexts) as HelpTexts;
  change(texts);
  return texts;
};

/** A value the English texts are known to hold; fails the test loudly if they no longer do. */
const present = <Value>(value: Value | undefined): Value => {
  if (value === undefined) throw new Error('The English help texts no longer hold this item');
  return value;
};

/** A step of the "first-estimate" tutorial, the one the refusals below change. */
const firstEstimateStep = (texts: HelpTexts, index: number) =>
  present(present(texts.tutorials['first-estimate']).steps[index]);

describe('help structure and texts', () => {
  it.each(['en', 'tr'] as const)('has a text for exactly the structure’s ids (%s)', (language) => {
    for (const [section, ids] of Object.entries(STRUCTURE_IDS))
      expect(Object.keys(TEXTS[language][section as keyof HelpTexts]).sort(), section).toEqual(
        [...ids].sort(),
      );
  });

  it('orders the content as the structure does, FAQ and articles by their groups', () => {
    expect(english.topics.map(({ id }) => id)).toEqual(STRUCTURE_IDS.topics);
    expect(english.faq.map(({ id }) => id)).toEqual(STRUCTURE_IDS.faq);
    expect(english.tutorials.map(({ id }) => id)).toEqual(STRUCTURE_IDS.tutorials);
    expect(english.articles.map(({ id }) => id)).toEqual(STRUCTURE_IDS.articles);
  });

  it('refuses texts that do not fit the structure', () => {
    const refused = [
      changed((texts) => delete texts.faq['offline']),
      changed((texts) => (texts.articles['no-such-article'] = present(texts.articles['bds']))),
      changed((texts) => present(present(texts.faq['is-it-free']).links).push('A second label')),
      changed((texts) => delete present(texts.faq['is-it-free']).links),
      changed((texts) => present(texts.tutorials['first-estimate']).steps.pop()),
      changed((texts) => delete firstEstimateStep(texts, 0).link),
      changed((texts) => (firstEstimateStep(texts, 1).link = 'A label')),
    ];
    for (const texts of refused)
      expect(() => assembleHelpContent(texts)).toThrow(/do not fit the structure/);
  });
});

describe('help content', () => {
  it('has the same items, ids, groups and links in English and Turkish', () => {
    expect(skeletonOf(turkish)).toEqual(skeletonOf(english));
  });

  it('has at least 24 FAQ answers, 6 tutorials and 15 articles, covering every group', () => {
    expect(english.faq.length).toBeGreaterThanOrEqual(24);
    expect(english.tutorials.length).toBeGreaterThanOrEqual(6);
    expect(english.articles.length).toBeGreaterThanOrEqual(15);
    expect(new Set(english.faq.map((item) => item.group))).toEqual(new Set(FAQ_GROUPS));
    expect(new Set(english.tutorials.map((item) => item.level))).toEqual(new Set(TUTORIAL_LEVELS));
    expect(new Set(english.articles.map((item) => item.topic))).toEqual(new Set(KB_TOPICS));
    for (const tutorial of english.tutorials)
      expect(tutorial.steps.length).toBeGreaterThanOrEqual(4);
  });

  it('uses each id once per page, never the id of a group heading', () => {
    for (const content of Object.values(CONTENT)) {
      const pages = [
        [...content.faq.map((item) => item.id), ...FAQ_GROUPS.map((group) => `group-${group}`)],
        content.tutorials.map((tutorial) => tutorial.id),
        [...content.articles.map((item) => item.id), ...KB_TOPICS.map((topic) => `topic-${topic}`)],
        content.topics.map((topic) => topic.id),
      ];
      for (const ids of pages) expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it.each(['en', 'tr'] as const)('has no empty text (%s)', (language) => {
    const content = CONTENT[language];
    for (const text of allTexts(content)) expect(text.trim()).not.toBe('');
    for (const item of content.faq) expect(item.answer.length).toBeGreaterThan(0);
    for (const article of content.articles) expect(article.body.length).toBeGreaterThan(0);
  });

  it.each(['en', 'tr'] as const)('links only to real routes and real anchors (%s)', (language) => {
    const content = CONTENT[language];
    const anchors = anchorsOf(content);
    for (const link of linksOf(content)) {
      const url = new URL(link.to, 'http://app.test');
      expect(ROUTE_PATHS, link.to).toContain(url.pathname);
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor !== '') expect(anchors[url.pathname]?.has(anchor), link.to).toBe(true);
    }
  });

  it.each(['en', 'tr'] as const)('quotes only app texts that exist (%s)', (language) => {
    const tokens = allTexts(CONTENT[language]).flatMap(textTokens);
    expect(tokens.length).toBeGreaterThan(50);
    for (const { namespace, key } of tokens) {
      const value = lookup(language, namespace, key);
      expect(typeof value === 'string' && value !== '', `${namespace}:${key}`).toBe(true);
    }
  });

  it.each(['en', 'tr'] as const)(
    'never claims that a change causes survival, and names no withdrawn source (%s)',
    (language) => {
      const texts = allTexts(CONTENT[language]);
      expect(texts.flatMap((text) => causalClaimsIn(language, 'help', text))).toEqual([]);
      // Model 2026.12-3 withdrew these: capital and team size are no longer SBA effects bounded to a
      // few points, and experience no longer comes from Gompers et al.
      for (const withdrawn of [/Gompers/, /Azoulay/, /\bbounded\b/i, /\b(12|8) (points|puan)\b/])
        expect(texts.filter((text) => withdrawn.test(text))).toEqual([]);
    },
  );

  it.each(['en', 'tr'] as const)(
    'cites the survival tables of new firms for the inputs they inform (%s)',
    (language) => {
      const article = (id: string) => {
        const found = CONTENT[language].articles.find((entry) => entry.id === id);
        if (!found) throw new Error(`missing article ${id}`);
        return allTexts({
          ...CONTENT[language],
          topics: [],
          faq: [],
          tutorials: [],
          articles: [found],
        }).join(' ');
      };
      for (const id of [
        'input-capital',
        'input-team-size',
        'input-experience',
        'input-legal-form-activity',
      ])
        expect(article(id), id).toMatch(/INSEE/);
      expect(article('input-market')).toMatch(/CBS/);
      expect(article('input-legal-form-activity')).toMatch(/fields:label\.legalForm/);
      expect(article('input-legal-form-activity')).toMatch(/fields:label\.timeCommitment/);
      expect(article('input-capital')).toMatch(ASSOCIATION[language]);
      expect(article('new-firm-tables')).toMatch(ASSOCIATION[language]);
    },
  );

  it('resolves a quoted label to the current words of the app', () => {
    const translate = (key: string, { ns }: { ns: string }) => String(lookup('tr', ns, key));
    expect(resolveHelpText('“[[fields:label.capitalInvestment]]” alanı', translate)).toBe(
      '“Başlangıç sermayesi” alanı',
    );
    expect(resolveHelpText('no tokens here', translate)).toBe('no tokens here');
  });
});
