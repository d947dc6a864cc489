import { readFileSync } from 'node:fs';
import type FieldTextsJson from '#web/locales/en/fields.json';

export type FieldTexts = typeof FieldTextsJson;

// Read as files: Playwright's loader refuses JSON imports without an import attribute.
const read = (language: 'en' | 'tr') =>
  JSON.parse(
    readFileSync(
      new URL(`../../../src/web/locales/${language}/fields.json`, import.meta.url),
      'utf8',
    ),
  ) as FieldTexts;

/** The calculator's field labels and option words (namespace `fields`), as the app shows them. */
export const FIELD_TEXTS = { en: read('en'), tr: read('tr') } as const;
