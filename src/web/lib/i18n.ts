import i18n, { type BackendModule, type Resource } from 'i18next';
import { useLayoutEffect } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Language } from '#shared/constants';
import { LANGUAGE_STORAGE_KEY, detectLanguage } from './language';
import { type LocaleModule, bundledLocales } from './bundled-locales';
import { writeStorage } from './local-storage';

/** Namespaces every page needs at once: bundled so the shell renders without waiting. */
export const BUNDLED_NAMESPACES = ['common', 'errors'];

// Bundling every namespace of both languages cost ~28 KB gzipped on every page; the others are
// separate chunks, fetched when a page first asks for them (a new locales/<lng>/<ns>.json works
// without code changes).
// Turkish's shell texts are a chunk too, loaded before the first render only for Turkish readers
// (shellLocalesReady) and on switching language otherwise (docs/decisions/009).
const lazyLocales = import.meta.glob<LocaleModule>([
  '../locales/*/*.json',
  '!../locales/en/{common,errors}.json',
]);

const LOCALE_PATH = /\/locales\/([^/]+)\/([^/]+)\.json$/;

const buildResources = (modules: Record<string, LocaleModule>): Resource => {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(modules)) {
    const match = LOCALE_PATH.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const [, language, namespace] = match;
    resources[language] = { ...resources[language], [namespace]: module.default };
  }
  return resources;
};

/** The translations available without a fetch (all of them under Vitest). */
export const resources = buildResources(bundledLocales);

/** Every namespace that exists in some language, bundled or not. */
export const namespaces = [
  ...new Set(
    [...Object.keys(lazyLocales), ...Object.keys(bundledLocales)]
      .map((path) => LOCALE_PATH.exec(path)?.[2])
      .filter((namespace): namespace is string => namespace !== undefined),
  ),
];

/** i18next backend reading a namespace's JSON chunk; an unknown file is an empty namespace. */
const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = lazyLocales[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** `<html lang>` and `<html dir>` follow the language; i18next knows Turkish is left-to-right. */
const applyDocumentLanguage = (language: string) => {
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
};

/**
 * Keeps `<html lang>` and `dir` on the rendered language. Set in the commit that renders the new
 * texts (a layout effect), not on i18next's languageChanged event: that fires before React renders,
 * so screen readers and the browser saw a Turkish lang over English text for a moment.
 */
export const useDocumentLanguage = () => {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  useLayoutEffect(() => applyDocumentLanguage(language), [language]);
};

export const initI18n = (language: Language = detectLanguage()) => {
  if (!i18n.isInitialized) {
    void i18n
      .use(lazyLocaleBackend)
      .use(initReactI18next)
      .init({
        resources,
        partialBundledLanguages: true,
        lng: language,
        fallbackLng: 'en',
        supportedLngs: ['en', 'tr'],
        // Pages add their namespaces through useTranslation('<ns>'), which suspends until loaded.
        ns: BUNDLED_NAMESPACES,
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        initAsync: false,
        returnNull: false,
      });
  }
  // The first render is already in this language (main.tsx waits for it); later switches are
  // applied by useDocumentLanguage.
  applyDocumentLanguage(i18n.language);
  return i18n;
};

/**
 * Resolves once the shell's namespaces of the current language are in: at once for English (in
 * the bundle), after one small fetch for Turkish. main.tsx renders after it, so the first render
 * is in the reader's language with no flash of English.
 */
export const shellLocalesReady = (): Promise<void> =>
  new Promise((resolve) => {
    void i18n.loadNamespaces(BUNDLED_NAMESPACES, () => resolve());
  });

/** Loads namespaces ahead of need (e.g. `pages`, whose error titles the global toast uses). */
export const preloadNamespaces = (names: string[]) => i18n.loadNamespaces(names);

/** Switches the language and remembers the choice (spec section 4). */
export const setLanguage = async (language: Language) => {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
};

export { i18n };
