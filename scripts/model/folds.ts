/** What the model's cross-validation scripts share: their folds and their numeric options. */
import type { SbaLoan } from './sba';

/** `--name <number>` from the command line, else `fallback`. */
export const numberOption = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

/** Deterministic shuffle (LCG) so the folds reproduce. */
const shuffled = <T>(items: readonly T[], seed: number): T[] => {
  let state = seed >>> 0;
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const swap = state % (index + 1);
    [copy[index], copy[swap]] = [copy[swap] as T, copy[index] as T];
  }
  return copy;
};

/**
 * Stratified folds of the judged loans: charged-off and paid loans are each shuffled with `seed`
 * and dealt round-robin, so every fold has the same charge-off rate. Loans not given are in none.
 */
export const stratifiedFolds = (
  judged: readonly SbaLoan[],
  folds: number,
  seed: number,
): Map<SbaLoan, number> => {
  const fold = new Map<SbaLoan, number>();
  for (const outcome of [true, false]) {
    shuffled(
      judged.filter((loan) => loan.chargedOff === outcome),
      seed,
    ).forEach((loan, index) => fold.set(loan, index % folds));
  }
  return fold;
};
