import { z } from 'zod';

// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const NUL = /\u0000/;
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

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
