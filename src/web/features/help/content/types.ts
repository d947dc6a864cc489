/*
 * The shape of the help center's content (FAQ, tutorials, knowledge base, help topics). Each
 * language has one module under content/<lng>/ with the same ids; a test keeps them equal.
 * Texts are plain strings rendered as text (never as HTML). A `[[namespace:key]]` token in a text
 * stands for that translation (a calculator field's label, a button's words), so the help
 * content always uses the app's own vocabulary and follows it when it changes.
 */

/** A link into the app: a path of src/web/app/paths.ts, optionally with `?query` or `#anchor`. */
export type HelpLink = { to: string; label: string };

/** A paragraph, or a bulleted list. */
export type ContentBlock = string | { list: string[] };

export const FAQ_GROUPS = [
  'score',
  'evidence',
  'inputs',
  'simulators',
  'account',
  'languages',
  'pricing',
] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number];

export type FaqItem = {
  /** The anchor: `/faq#<id>` opens this question. */
  id: string;
  group: FaqGroup;
  question: string;
  answer: ContentBlock[];
  links?: HelpLink[];
};

export const TUTORIAL_LEVELS = ['beginner', 'intermediate'] as const;
export type TutorialLevel = (typeof TUTORIAL_LEVELS)[number];

export type TutorialStep = { text: string; link?: HelpLink };

export type Tutorial = {
  id: string;
  level: TutorialLevel;
  /** Estimated time to follow it, in minutes. */
  minutes: number;
  title: string;
  summary: string;
  steps: TutorialStep[];
  links?: HelpLink[];
};

export const KB_TOPICS = ['score', 'evidence', 'inputs', 'money'] as const;
export type KbTopic = (typeof KB_TOPICS)[number];

export type KbArticle = {
  id: string;
  topic: KbTopic;
  title: string;
  summary: string;
  body: ContentBlock[];
  links?: HelpLink[];
};

/** A popular topic on the help center's home: a short answer and where to read on. */
export type HelpTopic = { id: string; title: string; summary: string; link: HelpLink };

export type HelpContent = {
  topics: HelpTopic[];
  faq: FaqItem[];
  tutorials: Tutorial[];
  articles: KbArticle[];
};
