import { describe, expect, it } from 'vitest';
import { assembleHelpContent } from '../content/assemble-help-content';
import englishTexts from '../content/en.json';
import turkishTexts from '../content/tr.json';
import type { HelpContent } from '../content/types';
import { buildSearchIndex, searchHelp, searchTerms } from './search-help';

const english = assembleHelpContent(englishTexts);
const turkish = assembleHelpContent(turkishTexts);

const FIXTURE: HelpContent = {
  topics: [],
  faq: [
    {
      id: 'body-only',
      group: 'score',
      question: 'What does the band mean?',
      answer: ['The range of the score is shown next to it.'],
    },
    {
      id: 'title-match',
      group: 'score',
      question: 'Why is there a range?',
      answer: ['It is an 80% interval.'],
    },
  ],
  tutorials: [
    {
      id: 'tutorial',
      level: 'beginner',
      minutes: 5,
      title: 'Read your result',
      summary: 'Understand the range and the band.',
      steps: [{ text: 'Open the result.' }],
    },
  ],
  articles: [
    {
      id: 'range-article',
      topic: 'score',
      title: 'The uncertainty range',
      summary: 'What the interval means.',
      body: ['Sermayenin etkisi sınırlıdır.'],
    },
  ],
};
const index = buildSearchIndex(FIXTURE);
const ids = (query: string) =>
  searchHelp(index, query).groups.flatMap((group) => group.hits.map((hit) => hit.entry.id));

describe('searchHelp', () => {
  it('ranks title matches before summary and body matches inside a group', () => {
    const result = searchHelp(index, 'range');
    const faq = result.groups.find((group) => group.type === 'faq');
    expect(faq?.hits.map((hit) => hit.entry.id)).toEqual(['title-match', 'body-only']);
    expect(result.total).toBe(4);
  });

  it('groups results by type, the group with the best match first, every hit counted once', () => {
    const result = searchHelp(index, 'range');
    // FAQ and knowledge base both have a title match (fixed order between them); the tutorial
    // only mentions the range in its summary.
    expect(result.groups.map((group) => [group.type, group.hits.length])).toEqual([
      ['faq', 2],
      ['article', 1],
      ['tutorial', 1],
    ]);
    expect(searchHelp(index, 'uncertainty').groups[0]?.type).toBe('article');
  });

  it('needs every word of the query somewhere in the item', () => {
    expect(ids('range interval')).toEqual(['title-match', 'range-article']);
    expect(ids('range spaceship')).toEqual([]);
  });

  it('ignores case, accents and Turkish dotted and dotless i', () => {
    expect(ids('SERMAYENİN')).toEqual(['range-article']);
    expect(ids('sinirlidir')).toEqual(['range-article']);
    expect(ids('UNCERTAİNTY')).toEqual(['range-article']);
  });

  it('matches word beginnings and a query word with a suffix', () => {
    expect(ids('uncert')).toEqual(['range-article']);
    // "sermayenin" in the text, "sermaye" asked; and the other way round.
    expect(ids('sermaye')).toEqual(['range-article']);
    expect(ids('ranges')).toContain('title-match');
  });

  it('finds nothing for an empty, one-letter or unknown query', () => {
    expect(searchHelp(index, '').total).toBe(0);
    expect(searchHelp(index, '  a  ').groups).toEqual([]);
    expect(searchHelp(index, 'zzzqqq').total).toBe(0);
    expect(searchTerms('a to be')).toEqual(['to', 'be']);
  });

  it('links each result to its page and anchor', () => {
    const links = searchHelp(index, 'range').groups.flatMap((group) =>
      group.hits.map((hit) => hit.entry.to),
    );
    expect(links).toContain('/faq#title-match');
    expect(links).toContain('/tutorials#tutorial');
    expect(links).toContain('/knowledge-base#range-article');
  });
});

describe('searchHelp over the shipped content', () => {
  it('finds the data export question and the capital article in English', () => {
    const englishIndex = buildSearchIndex(english);
    const top = (query: string, type: string) =>
      searchHelp(englishIndex, query).groups.find((group) => group.type === type)?.hits[0]?.entry
        .id;
    expect(top('download my data', 'faq')).toBe('data-export');
    expect(top('starting capital', 'article')).toBe('input-capital');
    expect(top('monte carlo', 'article')).toBe('monte-carlo');
  });

  it('finds Turkish items from an unaccented, upper-case or suffixed query', () => {
    const turkishIndex = buildSearchIndex(turkish);
    const faqIds = (query: string) =>
      searchHelp(turkishIndex, query)
        .groups.find((group) => group.type === 'faq')
        ?.hits.map((hit) => hit.entry.id) ?? [];
    expect(faqIds('VERİLERİMİ İNDİR')).toContain('data-export');
    expect(faqIds('verilerimi indir')[0]).toBe('data-export');
    expect(faqIds('hesabimi sil')[0]).toBe('delete-account');
  });
});
