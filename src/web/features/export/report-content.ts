import type { TFunction } from 'i18next';
import {
  CALCULATOR_INPUT_NAMES,
  type CalculatorInput,
  type PredictionResult,
  resultSources,
  type SourceRef,
} from '#engine/index';
import { engineText, type ExportLanguage, fieldLabel, fieldValue, localeOf } from './engine-text';

/** Everything an export shows, already translated: the PDF, PNG and CSV only lay it out. */
export type ReportContent = {
  language: ExportLanguage;
  title: string;
  generatedAt: string;
  score: number;
  probabilityText: string;
  intervalText: string;
  bandText: string;
  labelText: string;
  modelVersion: string;
  inputHash: string;
  inputs: { name: string; label: string; value: string }[];
  /** Survival probability after years 1..5, 0..100. */
  survivalCurve: { year: number; percent: number }[];
  factors: { name: string; label: string; rating: number }[];
  contributions: { input: string; label: string; points: number }[];
  strengths: string[];
  challenges: string[];
  recommendations: string[];
  sources: { id: string; name: string; grade: SourceRef['grade'] }[];
};

export type ReportSource = { title: string; input: CalculatorInput; result: PredictionResult };

const percent = (probability: number) => Math.round(probability * 100);

/** The required inputs in form order, then any optional input the calculation states. */
const inputNamesOf = (input: CalculatorInput): string[] => {
  const required: readonly string[] = CALCULATOR_INPUT_NAMES;
  return [...required, ...Object.keys(input).filter((name) => !required.includes(name))];
};

export const buildReportContent = (options: {
  source: ReportSource;
  t: TFunction<'export'>;
  engineT: TFunction<'engine'>;
  language: ExportLanguage;
  now: Date;
}): ReportContent => {
  const { source, t, engineT, language, now } = options;
  const { result, input } = source;
  const text = (entries: PredictionResult['strengths']) =>
    entries.map((entry) => engineText(engineT, entry, language));
  return {
    language,
    title: source.title,
    generatedAt: new Intl.DateTimeFormat(localeOf(language), {
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
      return [
        { name, label: fieldLabel(name, language), value: fieldValue(name, value, language) },
      ];
    }),
    survivalCurve: result.survivalCurve.map((probability, index) => ({
      year: index + 1,
      percent: percent(probability),
    })),
    factors: result.factors.map((factor) => ({
      name: factor.name,
      label: engineT(`factor_names.${factor.name}`),
      rating: Math.round(factor.rating),
    })),
    contributions: result.contributions.map((entry) => ({
      input: entry.input,
      label: fieldLabel(entry.input, language),
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
