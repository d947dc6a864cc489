/**
 * `model.ts fit` (npm run model:fit) [--data <dir>]: regenerates src/engine/model/coefficients.json from the
 * Census BDS and SBA 7(a) files in ../shared/data (nothing raw is written to the repository).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fitCoefficients } from './fit-core';
import { readTrainingData, repoPath } from './data';

const SIGNIFICANT_DIGITS = 10;
export const COEFFICIENTS_PATH = repoPath('src', 'engine', 'model', 'coefficients.json');

/** `model.ts fit`: options are read by readTrainingData (`--data <dir>`). */
export const main = () => {
  const { bds, loans } = readTrainingData();
  const coefficients = fitCoefficients(bds, loans);
  const json = JSON.stringify(
    coefficients,
    (_key, value: unknown) =>
      typeof value === 'number' ? Number(value.toPrecision(SIGNIFICANT_DIGITS)) : value,
    2,
  );
  writeFileSync(COEFFICIENTS_PATH, `${json}\n`);
  const fitted = coefficients.fitted;
  console.log(
    JSON.stringify({
      wrote: path.relative(repoPath(), COEFFICIENTS_PATH),
      modelVersion: coefficients.modelVersion,
      fittedLoans: fitted.provenance.rows,
      capital: coefficients.newFirm.base.capital,
      operationScale: coefficients.newFirm.base.operationScale,
      legalForm: coefficients.newFirm.withLegalForm.legalForm,
      chargeOffLink: [coefficients.chargeOffLink.intercept, coefficients.chargeOffLink.slope],
    }),
  );
};
