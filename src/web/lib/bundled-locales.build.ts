import type { LocaleModule } from './bundled-locales';

/**
 * The namespaces every page needs at once, in English (the fallback language); the rest, and
 * Turkish's shell texts, are fetched when needed (lib/i18n.ts, docs/decisions/009).
 */
export const bundledLocales = import.meta.glob<LocaleModule>('../locales/en/{common,errors}.json', {
  eager: true,
});
