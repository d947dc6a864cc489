import type { Language } from '#shared/constants';
import type { HelpContent } from './types';

// One chunk per language: a reader never downloads the other language's help texts.
const LOADERS = {
  en: () => import('./en/index').then((module) => module.content),
  tr: () => import('./tr/index').then((module) => module.content),
} satisfies Record<Language, () => Promise<HelpContent>>;

/** The help content (FAQ, tutorials, knowledge base, topics) in one language, texts unresolved. */
export const loadHelpContent = (language: Language): Promise<HelpContent> => LOADERS[language]();
