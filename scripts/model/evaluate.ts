/**
 * `model.ts evaluate` (npm run model:evaluate) <loans.csv> [--out <predictions.csv>]
 * Reads loans in the SBA 7(a) schema, maps each to calculator inputs (model/sba.ts), predicts with
 * the committed model and prints the metrics of charge-off as ONE JSON line, last. Rows without
 * an outcome are predicted (for --out) but not scored.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { COEFFICIENTS } from '#engine/model/coefficients';
import type { ModelCoefficients } from '#engine/model/model-types';
import { parseCsvRecords } from './csv';
import { chargeOffProbability, loanSurvival } from './link';
import { computeMetrics, type Metrics, roundMetrics } from './metrics';
import { type SbaLoan, toSbaLoan } from './sba';

export type Evaluation = { metrics: Metrics; survival: number[]; loans: SbaLoan[] };

/** Predicts every loan and scores those with an outcome. */
export const evaluateCsv = (csv: string, model: ModelCoefficients = COEFFICIENTS): Evaluation => {
  const loans = parseCsvRecords(csv).map(toSbaLoan);
  const survival = loans.map((loan) => loanSurvival(loan, model));
  const scored = loans.flatMap((loan, index) =>
    loan.chargedOff === null ? [] : [{ y: loan.chargedOff ? 1 : 0, s: survival[index] ?? 0 }],
  );
  const metrics = computeMetrics(
    scored.map((entry) => chargeOffProbability(entry.s, model)),
    scored.map((entry) => entry.y),
  );
  return { metrics, survival, loans };
};

export const predictionsCsv = (evaluation: Evaluation): string =>
  [
    'LoanNr_ChkDgt,survival_probability',
    ...evaluation.loans.map(
      (loan, index) => `${loan.id},${(evaluation.survival[index] ?? 0).toFixed(6)}`,
    ),
  ].join('\n') + '\n';

/** `model.ts evaluate <loans.csv> [--out <predictions.csv>]`. */
export const main = (args: readonly string[]) => {
  const outFlag = args.indexOf('--out');
  const outPath = outFlag >= 0 ? args[outFlag + 1] : undefined;
  const file = args.find(
    (arg, index) =>
      (!arg.startsWith('--') && index !== outFlag + 1) || (outFlag < 0 && !arg.startsWith('--')),
  );
  if (!file) {
    console.error('usage: npm run model:evaluate -- <loans.csv> [--out <predictions.csv>]');
    process.exitCode = 2;
    return;
  }
  const evaluation = evaluateCsv(readFileSync(file, 'utf8'));
  if (outPath) writeFileSync(outPath, predictionsCsv(evaluation));
  console.log(JSON.stringify(roundMetrics(evaluation.metrics)));
};
