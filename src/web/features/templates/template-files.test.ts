import { describe, expect, it } from 'vitest';
import englishFields from '#web/locales/en/fields.json';
import turkishFields from '#web/locales/tr/fields.json';
import { TEMPLATES, type TemplateLanguage, templateUrl } from './template-manifest';

const LANGUAGES: readonly TemplateLanguage[] = ['en', 'tr'];
const FIELDS = { en: englishFields, tr: turkishFields } as const;
const BYTE_ORDER_MARK = '\uFEFF';

// public/ is what Vite copies to the site's root; the raw texts keep the CSVs' byte-order mark.
const FILES = import.meta.glob<string>('/public/templates/*/*', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const read = (url: string) => FILES[`/public${url}`] ?? '';
const byteSize = (text: string) => new TextEncoder().encode(text).length;

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (isQuoted) {
      if (char === '"' && text.charAt(index + 1) === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      rows.push([...row, field.replace(/\r$/, '')]);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
};

describe('template files', () => {
  for (const entry of TEMPLATES) {
    for (const language of LANGUAGES) {
      const url = templateUrl(entry, language);

      it(`${url} exists with the size the manifest lists`, () => {
        expect(Object.keys(FILES)).toContain(`/public${url}`);
        expect(byteSize(read(url))).toBe(entry.bytes[language]);
      });

      it(`${url} is text only: no markup that could run`, () => {
        expect(read(url)).not.toMatch(/<\s*(script|iframe|object|embed)|javascript:/i);
      });
    }

    if (entry.format === 'csv') {
      it(`${entry.id}.csv: UTF-8 with a BOM, same column count on every row, same shape in both languages`, () => {
        const [english, turkish] = LANGUAGES.map((language) => {
          const text = read(templateUrl(entry, language));
          expect(text.startsWith(BYTE_ORDER_MARK)).toBe(true);
          const rows = parseCsv(text.slice(1));
          const widths = new Set(rows.map((row) => row.length));
          expect(widths.size).toBe(1);
          expect(rows.length).toBeGreaterThan(5);
          return rows;
        });
        expect(turkish?.length).toBe(english?.length);
        expect(turkish?.[0]?.length).toBe(english?.[0]?.length);
        // Same numbers and formulas in the same cells: only the words differ.
        const numeric = (rows: string[][] | undefined) =>
          rows?.map((row) => row.map((cell) => (/^(=|-?\d+$)/.test(cell) ? cell : '')));
        expect(numeric(turkish)).toEqual(numeric(english));
      });
    } else {
      it(`${entry.id}.md has no byte-order mark (only the CSVs carry one, for Excel)`, () => {
        for (const language of LANGUAGES) {
          expect(read(templateUrl(entry, language)).startsWith(BYTE_ORDER_MARK)).toBe(false);
        }
      });
    }
  }

  it("the business plan asks for the calculator's inputs in the calculator's own words", () => {
    for (const language of LANGUAGES) {
      const plan = read(templateUrl({ id: 'one-page-business-plan', format: 'md' }, language));
      for (const label of Object.values(FIELDS[language].label)) {
        expect(plan).toMatch(new RegExp(`^- ${label}( \\(.+\\))?:$`, 'm'));
      }
    }
  });

  it('the financial model has 24 months after the starting row, each with its formulas', () => {
    const rows = parseCsv(
      read(templateUrl({ id: '24-month-financial-model', format: 'csv' }, 'en')).slice(1),
    );
    const months = rows.filter((row) => /^\d+$/.test(row[0] ?? '') && Number(row[0]) >= 1);
    expect(months.map((row) => Number(row[0]))).toEqual(
      Array.from({ length: 24 }, (_, i) => i + 1),
    );
    for (const row of months) {
      expect(row.filter((cell) => cell.startsWith('=')).length).toBe(6);
    }
  });
});
