/*
 * The shape of the help center's content (FAQ, tutorials, knowledge base, help topics). The
 * structure (ids, order, groups, levels, times, link targets) is one language-neutral module,
 * structure.ts; each language's texts are one JSON file, <lng>.json, keyed by those ids
 * (HelpTexts below); assemble-help-content.ts puts the two together into HelpContent.
 * Texts are plain strings rendered as text (never as HTML). A `[[namespace:key]]` token in a text
 * stands for that translation (a calculator field's label, a button's words), so the help
 * content always uses the app's own vocabulary and follows it when it changes.
 */

/** A link into the app: a path of src/shared/routes.ts, optionally with `?query` or `#anchor`. */
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

/** Where the help center's links go, the same in every language; each language names them. */
type LinkTargets = readonly string[];

export type TopicStructure = { id: string; link: string };
export type FaqStructure = { id: string; links?: LinkTargets };
export type TutorialStructure = {
  id: string;
  level: TutorialLevel;
  minutes: number;
  /** One entry a step, in order: the step's link target, or null for a step without a link. */
  steps: readonly (string | null)[];
  links?: LinkTargets;
};
export type ArticleStructure = { id: string; links?: LinkTargets };

/** Everything but the words (structure.ts); FAQ and articles in the order of their groups. */
export type HelpStructure = {
  topics: readonly TopicStructure[];
  faq: Record<FaqGroup, readonly FaqStructure[]>;
  tutorials: readonly TutorialStructure[];
  articles: Record<KbTopic, readonly ArticleStructure[]>;
};

/** Labels of an item's links, in the order of the structure's targets. */
type LinkLabels = { links?: string[] };

/** One language's words (<lng>.json), keyed by the structure's ids. */
export type HelpTexts = {
  topics: Record<string, { title: string; summary: string; link: string }>;
  faq: Record<string, { question: string; answer: ContentBlock[] } & LinkLabels>;
  tutorials: Record<
    string,
    { title: string; summary: string; steps: { text: string; link?: string }[] } & LinkLabels
  >;
  articles: Record<string, { title: string; summary: string; body: ContentBlock[] } & LinkLabels>;
};
