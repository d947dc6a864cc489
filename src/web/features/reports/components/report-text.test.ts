import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT, predict, type CalculatorInput } from '#engine/index';
import { SECTOR_CODES } from '#engine/inputs';
import { buildReport } from '#shared/reports/build-report';
import { sectorKnowledge } from '#shared/reports/knowledge-base';
import type { ReportText } from '#shared/contracts/reports';
import { asFieldTranslate } from '#web/lib/field-text';
import { localeOf } from '#web/lib/format';
import reportsEn from '#web/locales/en/reports.json';
import engineEn from '#web/locales/en/engine.json';
import fieldsEn from '#web/locales/en/fields.json';
import reportsTr from '#web/locales/tr/reports.json';
import engineTr from '#web/locales/tr/engine.json';
import fieldsTr from '#web/locales/tr/fields.json';
import { type ReportTextDeps, resolveReportText, resolveSource } from './report-text';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: {
      en: { reports: reportsEn, engine: engineEn, fields: fieldsEn },
      tr: { reports: reportsTr, engine: engineTr, fields: fieldsTr },
    },
    interpolation: { escapeValue: false },
  });
});

const depsIn = (language: 'en' | 'tr'): ReportTextDeps => ({
  t: i18n.getFixedT(language, 'reports'),
  engineT: i18n.getFixedT(language, 'engine'),
  fields: { t: asFieldTranslate(i18n.getFixedT(language, 'fields')), locale: localeOf(language) },
  language,
});

const textsOf = (input: CalculatorInput): ReportText[] => {
  const { report, steps } = buildReport(input, predict(input));
  return [
    ...Object.values(report.swot).flat(),
    ...report.competition.points,
    ...report.nextSteps,
    ...steps.map((step) => step.text),
  ];
};

const INPUTS: CalculatorInput[] = [
  ...SECTOR_CODES.map((sector) => ({ ...EXAMPLE_CALCULATOR_INPUT, sector })),
  // A later stage and other choices reach the other texts (cash habit, market sizes, levels).
  { ...EXAMPLE_CALCULATOR_INPUT, businessStage: 'operating_1_to_3_years', marketSize: 'national' },
  { ...EXAMPLE_CALCULATOR_INPUT, competitionLevel: 'very_high', marketSize: 'niche' },
  { ...EXAMPLE_CALCULATOR_INPUT, competitionLevel: 'low', marketSize: 'international' },
  { ...EXAMPLE_CALCULATOR_INPUT, competitionLevel: 'moderate', marketSize: 'regional' },
];

describe('report texts', () => {
  it.each(['en', 'tr'] as const)(
    'reads every text of every sector in %s: no missing key, no empty placeholder',
    (language) => {
      const deps = depsIn(language);
      for (const input of INPUTS) {
        for (const text of textsOf(input)) {
          const written = resolveReportText(text, deps);
          expect(written, JSON.stringify(text)).not.toMatch(
            /\{\{|^(report|recommendations|strengths|challenges)\./,
          );
          expect(written.length, JSON.stringify(text)).toBeGreaterThan(20);
        }
      }
    },
  );

  it('writes figures in the reader’s digits and years as years', () => {
    const text: ReportText = {
      kind: 'message',
      key: 'swot.startsRose',
      params: { earlier: 42655, later: 57339, fromYear: '2009', toYear: '2019' },
      source: 'census-bds-2019',
    };
    expect(resolveReportText(text, depsIn('en'))).toBe(
      'New U.S. firms in this sector rose from 42,655 in 2009 to 57,339 in 2019.',
    );
    expect(resolveReportText(text, depsIn('tr'))).toBe(
      'Bu sektörde yeni kurulan ABD firmalarının sayısı 2009 yılında 42.655 iken 2019 yılında 57.339 oldu.',
    );
  });

  it('takes curated sector texts in the reader’s language and names sources in it', () => {
    const text: ReportText = { kind: 'knowledge', sector: 'retail', entry: 'threat' };
    expect(resolveReportText(text, depsIn('tr'))).toBe(sectorKnowledge('retail').threat.tr);
    expect(resolveReportText(text, depsIn('en'))).toBe(sectorKnowledge('retail').threat.en);
    const source = resolveSource('census-bds-2019', depsIn('en').engineT);
    expect(source.url).toBe('https://www.census.gov/programs-surveys/bds.html');
    expect(source.name).toMatch(/^US Census Bureau, Business Dynamics Statistics/);
    expect(resolveSource('census-bds-2019', depsIn('tr').engineT).name).not.toBe(source.name);
  });
});
