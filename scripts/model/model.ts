/**
 * The model pipeline's one entry (README.md beside it says what each stage reads and writes):
 *   npx tsx scripts/model/model.ts fit [--data <dir>]        coefficients.json (npm run model:fit)
 *   npx tsx scripts/model/model.ts evaluate <loans.csv> [--out <predictions.csv>]
 *                                                           the committed model on SBA-schema loans
 *                                                           (npm run model:evaluate)
 *   npx tsx scripts/model/model.ts cv [--folds 5] [--seed 1] [--write]
 *                                                           cross-validation; --write updates
 *                                                           evaluation.json
 *   npx tsx scripts/model/model.ts ablation [--folds 5] [--seed 1]
 *                                                           what each honesty constraint costs
 * Each command's module is loaded only when chosen: fitting reads hundreds of megabytes of data.
 */
const COMMANDS = {
  fit: async () => (await import('./fit')).main(),
  evaluate: async (args: readonly string[]) => (await import('./evaluate')).main(args),
  cv: async (args: readonly string[]) => (await import('./cv')).main(args),
  ablation: async () => (await import('./ablation')).main(),
} as const;

const isCommand = (name: string | undefined): name is keyof typeof COMMANDS =>
  name !== undefined && Object.hasOwn(COMMANDS, name);

export const MODEL_COMMANDS = Object.keys(COMMANDS);

const [command, ...args] = process.argv.slice(2);
if (isCommand(command)) {
  await COMMANDS[command](args);
} else {
  console.error(`usage: npx tsx scripts/model/model.ts <${MODEL_COMMANDS.join('|')}> [options]`);
  process.exitCode = 2;
}
