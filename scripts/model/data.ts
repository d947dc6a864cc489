import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsvRecords } from './csv';
import { buildBdsPart } from './fit-bds';
import { type SbaLoan, toSbaLoan } from './sba';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `--data <dir>`, else FORESIGHT_DATA_DIR, else ../shared/data beside the repository. */
export const dataDirectory = (argv: readonly string[] = process.argv): string => {
  const flag = argv.indexOf('--data');
  const fromFlag = flag >= 0 ? argv[flag + 1] : undefined;
  return path.resolve(
    fromFlag ?? process.env.FORESIGHT_DATA_DIR ?? path.join(REPO_ROOT, '..', 'shared', 'data'),
  );
};

export const readData = (directory: string, relative: string): string =>
  readFileSync(path.join(directory, relative), 'utf8');

export const readLoans = (file: string): SbaLoan[] =>
  parseCsvRecords(readFileSync(file, 'utf8')).map(toSbaLoan);

/** The training loans, relative to the data directory. */
export const SBA_LOANS_FILE = 'sba-7a/sba-7a-loans-train.csv';

/** What the fit, the cross-validation and the ablation start from: the BDS part and every loan. */
export const readTrainingData = (directory: string = dataDirectory()) => ({
  bds: buildBdsPart(
    readData(directory, 'census-bds/bds2019_sec_fa.csv'),
    readData(directory, 'census-bds/bds2019_st_fa.csv'),
  ),
  loans: readLoans(path.join(directory, SBA_LOANS_FILE)),
});

export const repoPath = (...parts: string[]): string => path.join(REPO_ROOT, ...parts);
