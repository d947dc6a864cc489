/**
 * How blog search compares text, in one place for both sides: the database folds the posts with
 * translate(FOLD_FROM → FOLD_TO) and lower(), and the query's words are folded here the same way.
 * Turkish letters map to their ASCII base, so a search typed without Turkish letters ("girisim")
 * still finds "girişim", and dotted İ / dotless ı never break case-insensitivity.
 */
export const FOLD_FROM = 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû';
export const FOLD_TO = 'cgiiosuaiucgiosuaiu';

const FOLDS = new Map(Array.from(FOLD_FROM).map((letter, index) => [letter, FOLD_TO[index]]));

export const foldForSearch = (text: string): string =>
  Array.from(text.normalize('NFC'), (letter) => FOLDS.get(letter) ?? letter)
    .join('')
    .toLowerCase();

/** At most this many words of a query are used (each one is a LIKE over every post). */
export const SEARCH_WORDS_MAX = 8;

/** The query's distinct folded words. */
export const searchWordsOf = (query: string | undefined): string[] =>
  [
    ...new Set(
      foldForSearch(query ?? '')
        .split(/\s+/u)
        .filter((word) => word !== ''),
    ),
  ].slice(0, SEARCH_WORDS_MAX);

/** `%word%` with LIKE's own characters (\ % _) escaped, so "100%" means a literal percent sign. */
export const likePatternOf = (word: string): string =>
  `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
