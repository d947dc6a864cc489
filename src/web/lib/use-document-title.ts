import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `document.title` to "<page> · Foresight" in the current language. */
export const useDocumentTitle = (pageTitle: string) => {
  const { t } = useTranslation();
  const title = t('documentTitle', { page: pageTitle });
  useEffect(() => {
    document.title = title;
  }, [title]);
};
