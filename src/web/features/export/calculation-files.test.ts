import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { predict } from '#engine/index';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { toUsd } from '#shared/money/currencies';
import commonEn from '#web/locales/en/common.json';
import commonTr from '#web/locales/tr/common.json';
import engineEn from '#web/locales/en/engine.json';
import exportEn from '#web/locales/en/export.json';
import engineTr from '#web/locales/tr/engine.json';
import exportTr from '#web/locales/tr/export.json';
import fieldsEn from '#web/locales/en/fields.json';
import fieldsTr from '#web/locales/tr/fields.json';
import { asFieldTranslate } from '#web/lib/field-text';
import { toCalculationCsv, toCalculationJson } from './calculation-files';
import { buildReportContent, type ReportSource } from './report-content';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: {
      en: { export: exportEn, engine: engineEn, fields: fieldsEn, common: commonEn },
      tr: { export: exportTr, engine: engineTr, fields: fieldsTr, common: commonTr },
    },
    interpolation: { escapeValue: false },
  });
});

const source = {
  title: '=cmd|" /C calc"!A0 Kafe',
  input: EXAMPLE_CALCULATOR_INPUT,
  result: predict(EXAMPLE_CALCULATOR_INPUT),
};
const now = new Date('2026-05-04T10:00:00.000Z');

const contentIn = (language: 'en' | 'tr', from: ReportSource = source) =>
  buildReportContent({
    source: from,
    t: i18n.getFixedT(language, 'export'),
    engineT: i18n.getFixedT(language, 'engine'),
    fieldsT: asFieldTranslate(i18n.getFixedT(language, 'fields')),
    commonT: i18n.getFixedT(language, 'common'),
    language,
    now,
  });

// A Turkish founder's capital, typed in lira (issue 34, item 7).
const liraInput = {
  ...EXAMPLE_CALCULATOR_INPUT,
  location: 'TR',
  capitalInvestment: toUsd(1_250_000, 'TRY'),
};
const liraSource: ReportSource = {
  title: 'Kafe',
  input: liraInput,
  capitalEntry: { currency: 'TRY', amount: 1_250_000 },
  result: predict(liraInput),
};

/** A small RFC 4180 reader, enough to read back what toCsv writes. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += character;
  }
  return rows;
};

describe('calculation exports', () => {
  it('JSON carries the inputs, the full result and the model version', () => {
    const parsed = JSON.parse(toCalculationJson(source, now)) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      format: 'foresight-calculation',
      title: source.title,
      exportedAt: now.toISOString(),
      modelVersion: source.result.modelVersion,
      inputHash: source.result.inputHash,
      input: EXAMPLE_CALCULATOR_INPUT,
    });
    expect(parsed.result).toEqual(JSON.parse(JSON.stringify(source.result)));
  });

  it('CSV has every input and the score, with formula-looking cells defused', () => {
    const csv = toCalculationCsv(contentIn('en'), i18n.getFixedT('en', 'export'));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(csv.slice(1));
    expect(rows[0]).toEqual(['Section', 'Key', 'Label', 'Value']);
    const valueOf = (section: string, key: string) =>
      rows.find((row) => row[0] === section && row[1] === key)?.[3];
    expect(valueOf('summary', 'score')).toBe(String(source.result.score));
    expect(valueOf('summary', 'title')).toBe(`'${source.title}`);
    expect(valueOf('summary', 'modelVersion')).toBe(source.result.modelVersion);
    // Spreadsheets get the number itself, not text with grouping and a currency.
    expect(valueOf('input', 'capitalInvestment')).toBe('80000');
    expect(rows.filter((row) => row[0] === 'input')).toHaveLength(12);
    expect(rows.filter((row) => row[0] === 'factor')).toHaveLength(6);
    for (const row of rows) {
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
    }
  });

  it('CSV speaks Turkish when the report is in Turkish', () => {
    const csv = toCalculationCsv(contentIn('tr'), i18n.getFixedT('tr', 'export'));
    expect(csv).toContain('Başarı puanı (0–100)');
    expect(csv).toContain('Değerlendirme');
  });

  it('names the currency capital was typed in, the amount and the rate, in every format', () => {
    const content = contentIn('tr', liraSource);
    const capital = content.inputs.find((entry) => entry.name === 'capitalInvestment');
    expect(capital?.value).toBe('₺1.250.000');
    expect(content.capital.note).toContain('OECD');
    expect(content.capital.note).toContain('2023');
    const rows = parseCsv(toCalculationCsv(content, i18n.getFixedT('tr', 'export')).slice(1));
    const valueOf = (section: string, key: string) =>
      rows.find((row) => row[0] === section && row[1] === key)?.[3];
    expect(valueOf('capital', 'currency')).toBe('TRY');
    expect(valueOf('capital', 'amount')).toBe('1250000');
    expect(valueOf('capital', 'unitsPerUsd')).toBe('7.35');
    expect(valueOf('capital', 'rateSource')).toContain('https://www.oecd.org/');
    // The input row keeps the model's dollars, and says so.
    expect(Number(valueOf('input', 'capitalInvestment'))).toBeCloseTo(liraInput.capitalInvestment);
    expect(rows.find((row) => row[1] === 'capitalInvestment')?.[2]).toContain('USD');
    const json = JSON.parse(toCalculationJson(liraSource, now)) as Record<string, unknown>;
    expect(json.capitalEntry).toEqual({ currency: 'TRY', amount: 1_250_000 });
  });

  it('says dollars when capital was typed in dollars, with no conversion', () => {
    const content = contentIn('en');
    expect(content.capital).toMatchObject({ currency: 'USD', amount: 80_000, note: null });
    const rows = parseCsv(toCalculationCsv(content, i18n.getFixedT('en', 'export')).slice(1));
    expect(rows.find((row) => row[0] === 'capital' && row[1] === 'currency')?.[3]).toBe('USD');
    expect(rows.some((row) => row[1] === 'unitsPerUsd')).toBe(false);
  });
});
