import { href } from '#shared/routes';
import type { ContentBlock, HelpContent } from '../content/types';
import { normalizeText, wordsOf } from './normalize-text';

export const RESULT_TYPES = ['topic', 'faq', 'tutorial', 'article'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** One searchable item: a help topic, a FAQ question, a tutorial or a knowledge-base article. */
export type SearchEntry = {
  type: ResultType;
  id: string;
  title: string;
  /** A short description shown under the title. */
  excerpt: string;
  /** Where the result opens. */
  to: string;
  titleText: string;
  titleWords: string[];
  excerptWords: string[];
  bodyWords: string[];
};

export type SearchHit = { entry: SearchEntry; score: number };
export type SearchGroup = { type: ResultType; hits: SearchHit[] };
export type SearchResult = { query: string; total: number; groups: SearchGroup[] };

/** Query words shorter than this are ignored ("a", "i"): they would match almost everything. */
const MIN_TERM_LENGTH = 2;
/** A query word may carry this many more letters than a content word (Turkish suffixes). */
const MAX_SUFFIX_LENGTH = 5;
/** A content word this short only matches as a prefix of the query word, never the reverse. */
const MIN_STEM_LENGTH = 4;

const WEIGHT = { phraseInTitle: 50, titleStart: 20, title: 10, excerpt: 4, body: 1 } as const;

const blockText = (block: ContentBlock) =>
  typeof block === 'string' ? block : block.list.join(' ');

const entryOf = (
  fields: Pick<SearchEntry, 'type' | 'id' | 'title' | 'excerpt' | 'to'>,
  body: string,
): SearchEntry => ({
  ...fields,
  titleText: normalizeText(fields.title),
  titleWords: wordsOf(fields.title),
  excerptWords: wordsOf(fields.excerpt),
  bodyWords: wordsOf(body),
});

/** Every item of the content as a search entry, in the order the help pages show them. */
export const buildSearchIndex = (content: HelpContent): SearchEntry[] => [
  ...content.topics.map((topic) =>
    entryOf(
      {
        type: 'topic',
        id: topic.id,
        title: topic.title,
        excerpt: topic.summary,
        to: topic.link.to,
      },
      topic.link.label,
    ),
  ),
  ...content.faq.map((item) => {
    const answer = item.answer.map(blockText).join(' ');
    return entryOf(
      { type: 'faq', id: item.id, title: item.question, excerpt: answer, to: href.faq(item.id) },
      answer,
    );
  }),
  ...content.tutorials.map((tutorial) =>
    entryOf(
      {
        type: 'tutorial',
        id: tutorial.id,
        title: tutorial.title,
        excerpt: tutorial.summary,
        to: href.tutorials(tutorial.id),
      },
      tutorial.steps.map((step) => step.text).join(' '),
    ),
  ),
  ...content.articles.map((article) =>
    entryOf(
      {
        type: 'article',
        id: article.id,
        title: article.title,
        excerpt: article.summary,
        to: href.knowledgeBase(article.id),
      },
      article.body.map(blockText).join(' '),
    ),
  ),
];

/** A content word matches a query word it starts with, or that starts with it plus a suffix. */
const wordMatches = (word: string, term: string) =>
  word.startsWith(term) ||
  (word.length >= MIN_STEM_LENGTH &&
    term.startsWith(word) &&
    term.length - word.length <= MAX_SUFFIX_LENGTH);

const anyMatches = (words: readonly string[], term: string) =>
  words.some((word) => wordMatches(word, term));

/** How well an entry matches every term (0: some term is missing, so no match). */
const scoreEntry = (entry: SearchEntry, terms: readonly string[], phrase: string): number => {
  let score = 0;
  for (const term of terms) {
    if (anyMatches(entry.titleWords, term)) score += WEIGHT.title;
    else if (anyMatches(entry.excerptWords, term)) score += WEIGHT.excerpt;
    else if (anyMatches(entry.bodyWords, term)) score += WEIGHT.body;
    else return 0;
  }
  if (entry.titleText.includes(phrase)) score += WEIGHT.phraseInTitle;
  if (entry.titleText.startsWith(phrase)) score += WEIGHT.titleStart;
  return score;
};

/** The query's search terms: normalised, distinct, long enough. */
export const searchTerms = (query: string): string[] =>
  wordsOf(query).filter((term) => term.length >= MIN_TERM_LENGTH);

/**
 * Every entry matching all the query's words, grouped by type (topics, FAQ, tutorials, knowledge
 * base) and ranked: title matches first, then summary, then body matches, inside each group and
 * between groups (by their best match).
 */
export const searchHelp = (index: readonly SearchEntry[], query: string): SearchResult => {
  const terms = searchTerms(query);
  const phrase = terms.join(' ');
  const hits: SearchHit[] =
    terms.length === 0
      ? []
      : index
          .map((entry) => ({ entry, score: scoreEntry(entry, terms, phrase) }))
          .filter((hit) => hit.score > 0)
          .sort((first, second) => second.score - first.score);
  // The group holding the best match comes first (a title match beats a topic's summary);
  // equal groups keep the fixed order: topics, FAQ, tutorials, knowledge base.
  const groups = RESULT_TYPES.map((type) => ({
    type,
    hits: hits.filter((hit) => hit.entry.type === type),
  }))
    .filter((group) => group.hits.length > 0)
    .sort((first, second) => (second.hits[0]?.score ?? 0) - (first.hits[0]?.score ?? 0));
  return { query, total: hits.length, groups };
};
