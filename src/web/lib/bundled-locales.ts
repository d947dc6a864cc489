export type LocaleModule = { default: Record<string, unknown> };

// Under Vitest every namespace is bundled so tests render text synchronously; vite.config.ts swaps
// in bundled-locales.build.ts for the browser build, which bundles only the shell's namespaces.
export const bundledLocales = import.meta.glob<LocaleModule>('../locales/*/*.json', {
  eager: true,
});
