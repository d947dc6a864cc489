import { preloadNamespaces } from '#web/lib/i18n';

/** The translations a result's view reads beyond the bundled ones (result-view.test.tsx checks). */
export const RESULT_WORDS = ['results', 'engine', 'fields'];

/**
 * Asks for them, with the page's own (`pageWords`), for a page that knows it will show a result
 * once its read answers. Left to each part's first render, they came one after another: a saved
 * result's view asked for its words about 250 ms after the read, and its export menu for `export`
 * only once the page's own `calculations` were in (Lighthouse traces).
 */
export const preloadResultWords = (pageWords: string[] = []) => {
  void preloadNamespaces([...pageWords, ...RESULT_WORDS]);
};
