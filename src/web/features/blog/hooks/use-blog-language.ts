import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/constants';
import { isLanguage } from '#web/lib/language';

/** The blog follows the interface language: English and Turkish posts are separate posts. */
export const useBlogLanguage = (): Language => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
};
