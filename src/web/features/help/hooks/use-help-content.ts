import { queryOptions, usePrefetchQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/constants';
import { isLanguage } from '#web/lib/language';
import { QUOTED_NAMESPACES, type QuotedTranslate, resolveHelpContent } from '../content/help-text';
import { loadHelpContent } from '../content/load-help-content';
import type { HelpContent } from '../content/types';

const helpContentQuery = (language: Language) =>
  queryOptions({
    queryKey: ['help-content', language],
    queryFn: () => loadHelpContent(language),
    // Static content shipped with the build: never stale within a visit.
    staleTime: Infinity,
  });

/**
 * The help content in the reader's language, with the app's own words filled in. Suspends until
 * the content chunk and the quoted namespaces are loaded (the page's Loading... spinner); both
 * start at once rather than one after the other.
 */
export const useHelpContent = (): HelpContent => {
  // The default namespace is bundled, so this call never suspends and gives the language early.
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const language = isLanguage(current) ? current : 'en';
  usePrefetchQuery(helpContentQuery(language));
  const { t } = useTranslation(['help', ...QUOTED_NAMESPACES]);
  const { data } = useSuspenseQuery(helpContentQuery(language));
  return useMemo(
    // Keys are content data, so i18next's typed key check cannot see them.
    () => resolveHelpContent(data, t as unknown as QuotedTranslate),
    [data, t],
  );
};
