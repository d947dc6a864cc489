import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '#shared/constants';
import { LANGUAGE_STORAGE_KEY, detectLanguage } from './language';
import { writeStorage } from './local-storage';

type LocaleModule = { default: Record<string, unknown> };

// Every namespace file is bundled, so a new locales/<lng>/<ns>.json works without code changes.
const localeModules = import.meta.glob<LocaleModule>('../locales/*/*.json', { eager: true });

const buildResources = (modules: Record<string, LocaleModule>): Resource => {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(modules)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const [, language, namespace] = match;
    resources[language] = { ...resources[language], [namespace]: module.default };
  }
  return resources;
};

export const resources = buildResources(localeModules);
export const namespaces = [
  ...new Set(Object.values(resources).flatMap((byNamespace) => Object.keys(byNamespace))),
];

/** `<html lang>` and `<html dir>` follow the language; i18next knows Turkish is left-to-right. */
const applyDocumentLanguage = (language: string) => {
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
};

export const initI18n = (language: Language = detectLanguage()) => {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', applyDocumentLanguage);
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'tr'],
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  applyDocumentLanguage(i18n.language);
  return i18n;
};

/** Switches the language and remembers the choice (spec section 4). */
export const setLanguage = async (language: Language) => {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
};

export { i18n };
