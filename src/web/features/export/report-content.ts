import type { TFunction } from 'i18next';
import {
  CALCULATOR_INPUT_NAMES,
  type CalculatorInput,
  type PredictionResult,
  resultSources,
  type SourceRef,
} from '#engine/index';
import { engineText } from '#web/lib/engine-text';
import {
  type FieldTextContext,
  type FieldTranslate,
  fieldLabel,
  formatInputValue,
} from '#web/lib/field-text';
import { formatPercent, localeOf, toPercent } from '#web/lib/format';

export type ExportLanguage = 'en' | 'tr';

/** Everything an export shows, already translated: the PDF, PNG and CSV only lay it out. */
export type ReportContent = {
  language: ExportLanguage;
  /** BCP 47 locale the numbers are written in (lib/format.ts). */
  locale: string;
  title: string;
  generatedAt: string;
  score: number;
  probabilityText: string;
  intervalText: string;
  bandText: string;
  labelText: string;
  modelVersion: string;
  inputHash: string;
  /** `value` in words for people; `raw` as stored (code or number) for spreadsheets. */
  inputs: { name: string; label: string; value: string; raw: string | number }[];
  /** Survival probability after years 1..5: `percent` 0..100 for files, `text` for people. */
  survivalCurve: { year: number; percent: number; text: string }[];
  factors: { name: string; label: string; rating: number }[];
  contributions: { input: string; label: string; points: number }[];
  strengths: string[];
  challenges: string[];
  recommendations: string[];
  sources: { id: string; name: string; grade: SourceRef['grade'] }[];
};

export type ReportSource = { title: string; input: CalculatorInput; result: PredictionResult };

/** The required inputs in form order, then any optional input the calculation states. */
const inputNamesOf = (input: CalculatorInput): string[] => {
  const required: readonly string[] = CALCULATOR_INPUT_NAMES;
  return [...required, ...Object.keys(input).filter((name) => !required.includes(name))];
};

export const buildReportContent = (options: {
  source: ReportSource;
  t: TFunction<'export'>;
  engineT: TFunction<'engine'>;
  /** `t` of the `fields` namespace (lib/field-text.ts). */
  fieldsT: FieldTranslate;
  language: ExportLanguage;
  now: Date;
}): ReportContent => {
  const { source, t, engineT, language, now } = options;
  const { result, input } = source;
  const locale = localeOf(language);
  const fields: FieldTextContext = { t: options.fieldsT, locale };
  const percent = (probability: number) => formatPercent(probability, locale);
  const text = (entries: PredictionResult['strengths']) =>
    entries.map((entry) => engineText(engineT, entry, fields));
  return {
    language,
    locale,
    title: source.title,
    generatedAt: new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(now),
    score: result.score,
    probabilityText: t('report.probability', { score: percent(result.probability) }),
    intervalText: t('report.interval', {
      low: percent(result.interval.low),
      high: percent(result.interval.high),
    }),
    bandText: engineT(`band.${result.band}`),
    labelText: engineT(`label.${result.label}`),
    modelVersion: result.modelVersion,
    inputHash: result.inputHash,
    // Optional inputs the user left out are not listed.
    inputs: inputNamesOf(input).flatMap((name) => {
      const value = (input as Partial<Record<string, string | number>>)[name];
      if (value === undefined) return [];
      const label = fieldLabel(fields.t, name);
      return [{ name, label, value: formatInputValue(fields, name, value), raw: value }];
    }),
    survivalCurve: result.survivalCurve.map((probability, index) => ({
      year: index + 1,
      percent: toPercent(probability),
      text: percent(probability),
    })),
    factors: result.factors.map((factor) => ({
      name: factor.name,
      label: engineT(`factor_names.${factor.name}`),
      rating: Math.round(factor.rating),
    })),
    contributions: result.contributions.map((entry) => ({
      input: entry.input,
      label: fieldLabel(fields.t, entry.input),
      points: Math.round(entry.deltaPoints * 10) / 10,
    })),
    strengths: text(result.strengths),
    challenges: text(result.challenges),
    recommendations: text(result.recommendations),
    sources: resultSources(result).map(({ id, grade }) => ({
      id,
      name: engineT(`sources.${id}`, { defaultValue: id }),
      grade,
    })),
  };
};
