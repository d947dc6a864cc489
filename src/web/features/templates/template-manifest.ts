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

/**
 * The downloadable templates in public/templates/<language>/, one file per language with the same
 * name and, for the CSVs, the same rows and columns. Sizes are listed here so the page needs no
 * request to show them; the integrity test fails when a file changes without its entry.
 */
export const TEMPLATES = [
  {
    id: 'one-page-business-plan',
    format: 'md',
    bytes: { en: 2552, tr: 2941 },
    useWith: ['calculator'],
  },
  {
    id: '24-month-financial-model',
    format: 'csv',
    bytes: { en: 3896, tr: 4105 },
    useWith: ['simulator', 'calculator'],
  },
  {
    id: 'customer-interview-script',
    format: 'md',
    bytes: { en: 2446, tr: 2657 },
    useWith: ['calculator'],
  },
  {
    id: 'validation-experiment-plan',
    format: 'md',
    bytes: { en: 1990, tr: 2132 },
    useWith: ['simulator'],
  },
  {
    id: 'cash-runway-worksheet',
    format: 'csv',
    bytes: { en: 2278, tr: 2556 },
    useWith: ['simulator'],
  },
  {
    id: 'unit-economics-sheet',
    format: 'csv',
    bytes: { en: 2061, tr: 2363 },
    useWith: ['simulator', 'calculator'],
  },
  {
    id: 'competitor-map',
    format: 'csv',
    bytes: { en: 1103, tr: 1252 },
    useWith: ['calculator'],
  },
  {
    id: 'launch-checklist',
    format: 'md',
    bytes: { en: 2172, tr: 2507 },
    useWith: ['calculator', 'simulator'],
  },
] as const satisfies readonly TemplateEntry[];

export type Template = (typeof TEMPLATES)[number];

export const templateFileName = (entry: Pick<TemplateEntry, 'id' | 'format'>) =>
  `${entry.id}.${entry.format}`;

/** The file's address on this site (Vite copies public/ to the root of the build). */
export const templateUrl = (
  entry: Pick<TemplateEntry, 'id' | 'format'>,
  language: TemplateLanguage,
) => `/templates/${language}/${templateFileName(entry)}`;
