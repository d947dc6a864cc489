/**
 * npm run model:fit [-- --data <dir>] : regenerates src/engine/model/coefficients.json from the
 * Census BDS and SBA 7(a) files in ../shared/data (nothing raw is written to the repository).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildBdsPart } from './model-fit-bds';
import { fitCoefficients } from './model-fit-core';
import { dataDirectory, readData, readLoans, repoPath } from './model-data';

const SIGNIFICANT_DIGITS = 10;
export const COEFFICIENTS_PATH = repoPath('src', 'engine', 'model', 'coefficients.json');

const main = () => {
  const directory = dataDirectory();
  const bds = buildBdsPart(
    readData(directory, 'census-bds/bds2019_sec_fa.csv'),
    readData(directory, 'census-bds/bds2019_st_fa.csv'),
  );
  const loans = readLoans(path.join(directory, 'sba-7a/sba-7a-loans-train.csv'));
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
      capitalSlopes: fitted.capitalSlopes.map((value) => Number(value.toFixed(3))),
      scaleLevels: fitted.scaleLevels,
      chargeOffLink: [coefficients.chargeOffLink.intercept, coefficients.chargeOffLink.slope],
    }),
  );
};

main();
