/**
 * npx tsx scripts/model-cv.ts [--folds 5] [--seed 1] : stratified k-fold cross-validation of the
 * whole pipeline (fit, centre, predict) on the training file, judged on loans with NAICS and
 * UrbanRural recorded. Slow (about a minute); prints one JSON object.
 */
import path from 'node:path';
import { buildBdsPart } from './model-fit-bds';
import { buildSbaProblem, fitCoefficients, isFittable, sbaLinearPredictor } from './model-fit-core';
import { chargeOffProbability, loanSurvival } from './model-link';
import { fitLogistic } from './model-logistic';
import { auc, computeMetrics, roundMetrics } from './model-metrics';
import { dataDirectory, readData, readLoans } from './model-data';
import type { SbaLoan } from './model-sba';

const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

/** Deterministic shuffle (LCG) so the folds reproduce. */
const shuffled = <T>(items: T[], seed: number): T[] => {
  let state = seed >>> 0;
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const swap = state % (index + 1);
    [copy[index], copy[swap]] = [copy[swap] as T, copy[index] as T];
  }
  return copy;
};

const main = () => {
  const folds = option('--folds', 5);
  const seed = option('--seed', 1);
  const directory = dataDirectory();
  const bds = buildBdsPart(
    readData(directory, 'census-bds/bds2019_sec_fa.csv'),
    readData(directory, 'census-bds/bds2019_st_fa.csv'),
  );
  const loans = readLoans(path.join(directory, 'sba-7a/sba-7a-loans-train.csv'));
  const fold = new Map<SbaLoan, number>();
  for (const outcome of [true, false]) {
    shuffled(
      loans.filter((loan) => isFittable(loan) && loan.chargedOff === outcome),
      seed,
    ).forEach((loan, index) => fold.set(loan, index % folds));
  }
  const rows: {
    y: number;
    survival: number;
    neutral: number;
    chargeOff: number;
    raw: number;
    newExist: number;
    sector: string;
  }[] = [];
  const foldAucs: number[] = [];
  for (let k = 0; k < folds; k += 1) {
    const training = loans.filter((loan) => fold.get(loan) !== k);
    const test = loans.filter((loan) => fold.get(loan) === k);
    const model = fitCoefficients(bds, training);
    const raw = fitLogistic(buildSbaProblem(bds, training.filter(isFittable)).problem).weights;
    const foldRows = test.map((loan) => {
      const survival = loanSurvival(loan, model);
      return {
        y: loan.chargedOff ? 1 : 0,
        survival,
        neutral: loanSurvival({ ...loan, newExist: null }, model),
        chargeOff: chargeOffProbability(survival, model),
        raw: sbaLinearPredictor(bds, raw, loan),
        newExist: loan.newExist ?? 0,
        sector: loan.sector ?? 'unknown',
      };
    });
    foldAucs.push(
      auc(
        foldRows.map((row) => 1 - row.survival),
        foldRows.map((row) => row.y),
      ),
    );
    rows.push(...foldRows);
  }
  const ys = rows.map((row) => row.y);
  const within = (newExist: number) => {
    const subset = rows.filter((row) => row.newExist === newExist);
    return Number(
      auc(
        subset.map((row) => 1 - row.survival),
        subset.map((row) => row.y),
      ).toFixed(4),
    );
  };
  const mean = foldAucs.reduce((a, b) => a + b, 0) / folds;
  const sdFold = Math.sqrt(
    foldAucs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (folds - 1),
  );
  console.log(
    JSON.stringify({
      folds,
      seed,
      judged: rows.length,
      pipeline: roundMetrics(
        computeMetrics(
          rows.map((row) => row.chargeOff),
          ys,
        ),
      ),
      pipelineFoldAuc: { mean: Number(mean.toFixed(4)), sd: Number(sdFold.toFixed(4)) },
      aucStageNeutral: Number(
        auc(
          rows.map((row) => 1 - row.neutral),
          ys,
        ).toFixed(4),
      ),
      aucWithinNew: within(2),
      aucWithinExisting: within(1),
      calibrationBySector: Object.fromEntries(
        [...new Set(rows.map((row) => row.sector))].sort().map((sector) => {
          const subset = rows.filter((row) => row.sector === sector);
          const avg = (values: number[]) =>
            Number((values.reduce((a, b) => a + b, 0) / values.length).toFixed(3));
          return [
            sector,
            {
              n: subset.length,
              predictedChargeOff: avg(subset.map((row) => row.chargeOff)),
              observedChargeOff: avg(subset.map((row) => row.y)),
              meanSurvival: avg(subset.map((row) => row.survival)),
            },
          ];
        }),
      ),
      aucRawSbaLogistic: Number(
        auc(
          rows.map((row) => row.raw),
          ys,
        ).toFixed(4),
      ),
    }),
  );
};

main();
