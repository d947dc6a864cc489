import type { TFunction } from 'i18next';
import { toCsv } from './csv-cell';
import { capitalEntryOfSource, type ReportContent, type ReportSource } from './report-content';

export const EXPORT_FORMAT_VERSION = 1;

/** The machine-readable export: the inputs and the full engine result, as the API stores them. */
export const toCalculationJson = (source: ReportSource, exportedAt: Date): string =>
  JSON.stringify(
    {
      format: 'foresight-calculation',
      formatVersion: EXPORT_FORMAT_VERSION,
      exportedAt: exportedAt.toISOString(),
      title: source.title,
      modelVersion: source.result.modelVersion,
      inputHash: source.result.inputHash,
      input: source.input,
      capitalEntry: capitalEntryOfSource(source),
      result: source.result,
    },
    null,
    2,
  );

/** A spreadsheet of the inputs and results: one row per value, with codes and translated labels. */
export const toCalculationCsv = (content: ReportContent, t: TFunction<'export'>): string => {
  const rows: (string | number)[][] = [
    [t('csv.section'), t('csv.key'), t('csv.label'), t('csv.value')],
    ['summary', 'title', t('csv.title'), content.title],
    ['summary', 'score', t('csv.score'), content.score],
    ['summary', 'interval', t('csv.interval'), content.intervalText],
    ['summary', 'band', t('csv.band'), content.bandText],
    ['summary', 'label', t('csv.resultLabel'), content.labelText],
    ['summary', 'modelVersion', t('csv.modelVersion'), content.modelVersion],
    ['summary', 'inputHash', t('csv.inputHash'), content.inputHash],
    ['summary', 'generatedAt', t('csv.generatedAt'), content.generatedAt],
    // Spreadsheets get numbers as numbers (capital, in the model's dollars), codes in words.
    ...content.inputs.map((entry) => [
      'input',
      entry.name,
      entry.rawLabel,
      typeof entry.raw === 'number' ? entry.raw : entry.value,
    ]),
    // The capital as typed, and the rate that made it the dollars above.
    ['capital', 'currency', t('csv.capitalCurrency'), content.capital.currency],
    ['capital', 'amount', t('csv.capitalAmount'), content.capital.amount],
    ...(content.capital.source
      ? [
          ['capital', 'unitsPerUsd', t('csv.capitalRate'), content.capital.unitsPerUsd],
          ['capital', 'rateSource', t('csv.capitalSource'), content.capital.source],
        ]
      : []),
    ...content.survivalCurve.map((entry) => [
      'survival',
      `year${entry.year}`,
      t('csv.survivalYear', { year: entry.year }),
      entry.percent,
    ]),
    ...content.factors.map((entry) => ['factor', entry.name, entry.label, entry.rating]),
    ...content.contributions.map((entry) => [
      'contribution',
      entry.input,
      entry.label,
      entry.points,
    ]),
    ...content.sources.map((entry) => ['source', entry.id, t('csv.grade'), entry.grade]),
  ];
  return toCsv(rows);
};
