import type { Language } from '#shared/constants';
import { assembleHelpContent } from './assemble-help-content';
import type { HelpContent, HelpTexts } from './types';

// One chunk per language: a reader never downloads the other language's help texts.
const LOADERS = {
  en: () => import('./en.json'),
  tr: () => import('./tr.json'),
} satisfies Record<Language, () => Promise<{ default: HelpTexts }>>;

/** The help content (FAQ, tutorials, knowledge base, topics) in one language, texts unresolved. */
export const loadHelpContent = async (language: Language): Promise<HelpContent> =>
  assembleHelpContent((await LOADERS[language]()).default);
