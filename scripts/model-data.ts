import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsvRecords } from './model-csv';
import { type SbaLoan, toSbaLoan } from './model-sba';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

export const repoPath = (...parts: string[]): string => path.join(REPO_ROOT, ...parts);
