import { HELP_STRUCTURE } from './structure';
import {
  FAQ_GROUPS,
  type HelpContent,
  type HelpLink,
  type HelpStructure,
  type HelpTexts,
  KB_TOPICS,
} from './types';

type Section = keyof HelpTexts;

/** Texts that do not fit the structure (a missing or unknown id, a link without its label). */
const misfit = (message: string) => new Error(`Help texts do not fit the structure: ${message}`);

const textsFor = <Text>(texts: Record<string, Text>, section: Section, ids: string[]) => {
  const unknown = Object.keys(texts).filter((id) => !ids.includes(id));
  if (unknown.length > 0) throw misfit(`${section}: no such item ${unknown.join(', ')}`);
  return (id: string): Text => {
    const text = texts[id];
    if (!text) throw misfit(`${section}: no text for ${id}`);
    return text;
  };
};

/** The structure's targets named by a language's labels; absent when the item has no links. */
const withLinks = (
  where: string,
  targets: readonly string[] | undefined,
  labels: string[] | undefined,
): { links?: HelpLink[] } => {
  if ((targets?.length ?? 0) !== (labels?.length ?? 0))
    throw misfit(`${where}: ${labels?.length ?? 0} labels for ${targets?.length ?? 0} links`);
  if (!targets || !labels) return {};
  return { links: targets.map((to, index) => ({ to, label: labels[index] ?? '' })) };
};

const stepsOf = (
  id: string,
  targets: readonly (string | null)[],
  steps: HelpTexts['tutorials'][string]['steps'],
) => {
  if (steps.length !== targets.length)
    throw misfit(`tutorials: ${id} has ${steps.length} steps, not ${targets.length}`);
  return steps.map(({ text, link: label }, index) => {
    const to = targets[index] ?? null;
    if ((to === null) !== (label === undefined))
      throw misfit(`tutorials: ${id} step ${index + 1} needs a link label exactly when it links`);
    return to === null || label === undefined ? { text } : { text, link: { to, label } };
  });
};

/** One language's help content: the structure, in its order, with that language's words. */
export const assembleHelpContent = (
  texts: HelpTexts,
  structure: HelpStructure = HELP_STRUCTURE,
): HelpContent => {
  const faq = FAQ_GROUPS.flatMap((group) =>
    structure.faq[group].map((item) => ({ ...item, group })),
  );
  const articles = KB_TOPICS.flatMap((topic) =>
    structure.articles[topic].map((item) => ({ ...item, topic })),
  );
  const topicText = textsFor(
    texts.topics,
    'topics',
    structure.topics.map(({ id }) => id),
  );
  const faqText = textsFor(
    texts.faq,
    'faq',
    faq.map(({ id }) => id),
  );
  const tutorialText = textsFor(
    texts.tutorials,
    'tutorials',
    structure.tutorials.map(({ id }) => id),
  );
  const articleText = textsFor(
    texts.articles,
    'articles',
    articles.map(({ id }) => id),
  );
  return {
    topics: structure.topics.map(({ id, link }) => {
      const { title, summary, link: label } = topicText(id);
      return { id, title, summary, link: { to: link, label } };
    }),
    faq: faq.map(({ id, group, links }) => {
      const { question, answer, links: labels } = faqText(id);
      return { id, group, question, answer, ...withLinks(`faq: ${id}`, links, labels) };
    }),
    tutorials: structure.tutorials.map(({ id, level, minutes, steps, links }) => {
      const text = tutorialText(id);
      return {
        id,
        level,
        minutes,
        title: text.title,
        summary: text.summary,
        steps: stepsOf(id, steps, text.steps),
        ...withLinks(`tutorials: ${id}`, links, text.links),
      };
    }),
    articles: articles.map(({ id, topic, links }) => {
      const { title, summary, body, links: labels } = articleText(id);
      return { id, topic, title, summary, body, ...withLinks(`articles: ${id}`, links, labels) };
    }),
  };
};
