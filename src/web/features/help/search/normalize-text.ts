/**
 * Text as the search compares it: lower case, without accents, Turkish dotted and dotless i
 * folded into "i" (so "İstanbul", "ISTANBUL" and "istanbul" match, and "ı" matches "i"), and
 * anything that is not a letter or digit turned into a space.
 */
export const normalizeText = (text: string): string =>
  text
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The distinct words of a text, normalised. */
export const wordsOf = (text: string): string[] => {
  const normalized = normalizeText(text);
  return normalized === '' ? [] : [...new Set(normalized.split(' '))];
};
