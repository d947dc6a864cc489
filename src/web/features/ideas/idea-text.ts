import { useTranslation } from 'react-i18next';
import type { IdeaText } from '#shared/ideas/idea-types';

/** An idea's title or summary in the reader's language (the catalogue holds both). */
export const useIdeaText = () => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (text: IdeaText) => (language === 'tr' ? text.tr : text.en);
};
