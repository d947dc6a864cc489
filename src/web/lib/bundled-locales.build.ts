import type { LocaleModule } from './bundled-locales';

/** The namespaces every page needs at once; the rest are fetched per page (lib/i18n.ts). */
export const bundledLocales = import.meta.glob<LocaleModule>('../locales/*/{common,errors}.json', {
  eager: true,
});
