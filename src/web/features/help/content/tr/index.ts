import type { HelpContent } from '../types';
import { inputArticles } from './articles-inputs';
import { scoreArticles } from './articles-score';
import { faq } from './faq';
import { topics } from './topics';
import { tutorials } from './tutorials';

/** The Turkish help content; loaded on its own chunk (load-help-content.ts). */
export const content: HelpContent = {
  topics,
  faq,
  tutorials,
  articles: [...scoreArticles, ...inputArticles],
};
