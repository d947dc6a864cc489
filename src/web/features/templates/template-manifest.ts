export type TemplateLanguage = 'en' | 'tr';
export type TemplateFormat = 'md' | 'csv';

/** Where a template is meant to be used inside the app. */
export type TemplateUse = 'calculator' | 'simulator';

export type TemplateEntry = {
  /** The text key under `templates:items.<id>` and, with the format, the file's name. */
  id: string;
  format: TemplateFormat;
  /** The file's size in bytes, per language; template-files.test.ts checks it against public/. */
  bytes: Record<TemplateLanguage, number>;
  useWith: readonly TemplateUse[];
};

/** One entry: the file's id and format, its [English, Turkish] size in bytes, where it is used. */
const template = <const Id extends string>(
  id: Id,
  format: TemplateFormat,
  [en, tr]: [number, number],
  useWith: readonly TemplateUse[],
) => ({ id, format, bytes: { en, tr }, useWith }) satisfies TemplateEntry;

/**
 * The downloadable templates in public/templates/<language>/, one file per language with the same
 * name and, for the CSVs, the same rows and columns. Sizes are listed here so the page needs no
 * request to show them; the integrity test fails when a file changes without its entry.
 */
export const TEMPLATES = [
  template('one-page-business-plan', 'md', [2552, 2941], ['calculator']),
  template('24-month-financial-model', 'csv', [3896, 4105], ['simulator', 'calculator']),
  template('customer-interview-script', 'md', [2446, 2657], ['calculator']),
  template('validation-experiment-plan', 'md', [1990, 2132], ['simulator']),
  template('cash-runway-worksheet', 'csv', [2278, 2556], ['simulator']),
  template('unit-economics-sheet', 'csv', [2061, 2363], ['simulator', 'calculator']),
  template('competitor-map', 'csv', [1103, 1252], ['calculator']),
  template('launch-checklist', 'md', [2172, 2507], ['calculator', 'simulator']),
] as const;

export type Template = (typeof TEMPLATES)[number];

export const templateFileName = (entry: Pick<TemplateEntry, 'id' | 'format'>) =>
  `${entry.id}.${entry.format}`;

/** The file's address on this site (Vite copies public/ to the root of the build). */
export const templateUrl = (
  entry: Pick<TemplateEntry, 'id' | 'format'>,
  language: TemplateLanguage,
) => `/templates/${language}/${templateFileName(entry)}`;
