import { z } from 'zod';

// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const NUL = /\u0000/;
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;

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
