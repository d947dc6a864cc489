import { z } from 'zod';

// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const NUL = /\u0000/;
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;

/**
 * Bidi controls (embeddings and overrides U+202A-U+202E, isolates U+2066-U+2069, the marks U+200E,
 * U+200F and U+061C) and zero-width characters (U+200B-U+200D, U+2060, U+FEFF). They draw nothing,
 * yet can show a name reversed ("txt.exe" as "exe.txt") or make two names look alike (issue 34).
 */
const INVISIBLE_FORMATTING = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

export const withoutInvisibleFormatting = (value: string): string =>
  value.replace(INVISIBLE_FORMATTING, '');

/** One line of printable text: a name that is written into a mail's greeting or subject. */
export const isFreeOfControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);

/**
 * A string safe to store. PostgreSQL rejects NUL bytes (a 500 if they got through) and silently
 * replaces unpaired surrogates, so both are refused at the boundary.
 */
export const safeText = () =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? 'This field is required' : 'Must be text'),
    })
    .refine((value) => !NUL.test(value) && !UNPAIRED_SURROGATE.test(value), {
      message: 'Must not contain invalid characters',
    });

/**
 * A name or title the user writes on one line (display names, business names, titles): safe to
 * store, its invisible direction and zero-width characters removed (a copied name keeps working,
 * a disguised one loses its disguise), trimmed and NFC-normalised. Add .min/.max after it.
 */
export const singleLineName = () =>
  safeText()
    .overwrite(withoutInvisibleFormatting)
    .trim()
    .overwrite((value) => value.normalize('NFC'));
