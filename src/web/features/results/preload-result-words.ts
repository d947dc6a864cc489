import { preloadNamespaces } from '#web/lib/i18n';

/** The translations a result's view reads beyond the bundled ones (result-view.test.tsx checks). */
export const RESULT_WORDS = ['results', 'engine', 'fields'];

/**
 * Asks for them, for a page that knows it will show a result once its read answers. Left to the
 * view's first render, they were asked for about 250 ms after a saved result's read had gone out,
 * and the result waited for them (Lighthouse traces).
 */
export const preloadResultWords = () => {
  void preloadNamespaces(RESULT_WORDS);
};
