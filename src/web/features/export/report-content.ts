import type { TFunction } from 'i18next';
import {
  CALCULATOR_INPUT_NAMES,
  type CalculatorInput,
  type PredictionResult,
  resultSources,
  type SourceRef,
} from '#engine/index';
import { conversionRateOf, type MoneyEntry } from '#shared/money/currencies';
import { conversionText } from '#web/lib/conversion-text';
import { engineText } from '#web/lib/engine-text';
import {
  type FieldTextContext,
  type FieldTranslate,
  fieldLabel,
  fieldLabelWithUnit,
  formatInputValue,
} from '#web/lib/field-text';
import { formatPercent, localeOf, toPercent } from '#web/lib/format';
import { moneyViewOfEntry } from '#web/lib/money-view';

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
  /**
   * `value` in words for people (capital in the currency it was typed in); `raw` as stored (code,
   * or the model's dollars) for spreadsheets, whose `rawLabel` names the unit.
   */
  inputs: { name: string; label: string; rawLabel: string; value: string; raw: string | number }[];
  /**
   * The capital as typed and how it became the model's dollars: `note` says so in words (null for
   * dollars), `unitsPerUsd` and `source` name the rate for spreadsheets.
   */
  capital: {
    currency: MoneyEntry['currency'];
    amount: number;
    usd: number;
    unitsPerUsd: number;
    note: string | null;
    source: string | null;
  };
  /** Survival probability after years 1..5: `percent` 0..100 for files, `text` for people. */
  survivalCurve: { year: number; percent: number; text: string }[];
  factors: { name: string; label: string; rating: number }[];
  contributions: { input: string; label: string; points: number }[];
  strengths: string[];
  challenges: string[];
  recommendations: string[];
  sources: { id: string; name: string; grade: SourceRef['grade'] }[];
};

export type ReportSource = {
  title: string;
  input: CalculatorInput;
  /** The capital as typed; absent when typed in dollars. */
  capitalEntry?: MoneyEntry | undefined;
  result: PredictionResult;
};

/** The capital as typed, dollars when the source keeps no entry. */
export const capitalEntryOfSource = (source: ReportSource): MoneyEntry =>
  source.capitalEntry ?? { currency: 'USD', amount: source.input.capitalInvestment };

const capitalOf = (source: ReportSource, commonT: TFunction, locale: string) => {
  const entry = capitalEntryOfSource(source);
  const usd = source.input.capitalInvestment;
  const text = conversionText({ t: commonT, locale, ...entry, usd });
  const rate = conversionRateOf(entry.currency);
  return {
    ...entry,
    usd,
    // The published figure when it is the one used; else the rate the saved amount implies.
    unitsPerUsd: text?.source && rate ? rate.unitsPerUsd : moneyViewOfEntry(entry, usd).unitsPerUsd,
    note: text ? [text.modelAmount, text.rate, text.source?.text].filter(Boolean).join(' ') : null,
    source: text?.source && rate ? `${rate.title} (${rate.url})` : null,
  };
};

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
  /** `t` of the `common` namespace: the words of a currency conversion (lib/conversion-text.ts). */
  commonT: TFunction;
  language: ExportLanguage;
  now: Date;
}): ReportContent => {
  const { source, t, engineT, language, now } = options;
  const { result, input } = source;
  const locale = localeOf(language);
  const capital = capitalOf(source, options.commonT, locale);
  // Capital and the engine's amounts in the currency the capital was typed in.
  const fields: FieldTextContext = {
    t: options.fieldsT,
    locale,
    money: moneyViewOfEntry(capital, capital.usd),
  };
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
      const rawLabel =
        name === 'capitalInvestment' ? fieldLabelWithUnit(fields.t, { name, unit: 'USD' }) : label;
      return [{ name, label, rawLabel, value: formatInputValue(fields, name, value), raw: value }];
    }),
    capital,
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
