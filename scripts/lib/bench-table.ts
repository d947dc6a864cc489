/**
 * The one row type every benchmark part reports, and the one table `npm run bench` prints.
 * A part run by scripts/bench/bench.ts gets `--rows-file <path>` and writes its rows there as JSON; run
 * alone, it prints its own rows with the same printer and exits with 1 when one missed its target.
 */
import { writeFileSync } from 'node:fs';

export const BENCH_AREAS = [
  'engine',
  'api',
  'simulation',
  'goal-search',
  'bundle',
  'browser',
] as const;
export type BenchArea = (typeof BENCH_AREAS)[number];

export const ROWS_FILE_FLAG = '--rows-file';

/** A limit on the figure itself or on its ratio to the baseline, and who set it. */
export type BenchTarget = {
  on: 'value' | 'ratio';
  comparison: '<=' | '>=';
  limit: number;
  source: string;
};

/** The same-run measurement the figure is compared with (same unit as the figure). */
export type BenchBaseline = { label: string; value: number };

export type BenchRow = {
  area: BenchArea;
  figure: string;
  value: number;
  unit: string;
  target: BenchTarget | null;
  baseline: BenchBaseline | null;
  /** value / baseline.value */
  ratio: number | null;
  /** null when the figure has no target (shown for context). */
  met: boolean | null;
};

/** Builds a row, working out the ratio and whether the target was met. */
export const benchRow = (row: Omit<BenchRow, 'ratio' | 'met'>): BenchRow => {
  const ratio = row.baseline && row.baseline.value !== 0 ? row.value / row.baseline.value : null;
  const { target } = row;
  if (!target) return { ...row, ratio, met: null };
  const judged = target.on === 'value' ? row.value : ratio;
  const met =
    judged !== null &&
    Number.isFinite(judged) &&
    (target.comparison === '<=' ? judged <= target.limit : judged >= target.limit);
  return { ...row, ratio, met };
};

/** Three significant digits at most, whole numbers from 100 up, thousands grouped. */
const formatNumber = (value: number): string => {
  if (!Number.isFinite(value)) return String(value);
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  const digits =
    Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : Math.abs(value) >= 1 ? 2 : 3;
  return value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
};

const withUnit = (value: number, unit: string) =>
  unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);

/** A limit as it was written (0.2, 1,000): no padding to three digits. */
const formatLimit = (limit: number) => limit.toLocaleString('en-US', { maximumFractionDigits: 3 });

const formatTarget = (row: BenchRow): string => {
  const { target } = row;
  if (!target) return '—';
  const limit =
    target.on === 'value'
      ? `${formatLimit(target.limit)}${row.unit ? ` ${row.unit}` : ''}`
      : `${formatLimit(target.limit)}× baseline`;
  return `${target.comparison} ${limit}`;
};

const formatBaseline = (row: BenchRow): string =>
  row.baseline ? `${withUnit(row.baseline.value, row.unit)} (${row.baseline.label})` : '—';

const VERDICTS = { true: 'met', false: 'MISSED', null: '—' } as const;

const COLUMNS = ['area', 'figure', 'value', 'target', 'from', 'baseline', 'ratio', 'met'] as const;

const cells = (row: BenchRow): string[] => [
  row.area,
  row.figure,
  withUnit(row.value, row.unit),
  formatTarget(row),
  row.target?.source ?? '—',
  formatBaseline(row),
  row.ratio === null ? '—' : `${formatNumber(row.ratio)}×`,
  VERDICTS[String(row.met) as keyof typeof VERDICTS],
];

/** A markdown table whose columns are padded to line up in a terminal too. */
export const formatTable = (rows: readonly BenchRow[]): string => {
  const body = rows.map(cells);
  const widths = COLUMNS.map((title, column) =>
    Math.max(title.length, ...body.map((line) => (line[column] ?? '').length)),
  );
  const line = (values: readonly string[]) =>
    `| ${values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(COLUMNS), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join(
    '\n',
  );
};

/** "Missed: …" naming every missed figure with its value and target, or "All targets met". */
export const formatVerdict = (rows: readonly BenchRow[]): string => {
  const missed = rows.filter((row) => row.met === false);
  if (missed.length === 0) return 'All targets met';
  return `Missed: ${missed
    .map(
      (row) =>
        `${row.area} ${row.figure} (${withUnit(row.value, row.unit)}, target ${formatTarget(row)})`,
    )
    .join('; ')}`;
};

/**
 * Hands a part's rows on: to the file scripts/bench/bench.ts named, or, run alone, printed as the table
 * with its verdict (exit code 1 when a target was missed).
 */
export const reportRows = (rows: readonly BenchRow[], argv = process.argv) => {
  const flagAt = argv.indexOf(ROWS_FILE_FLAG);
  const rowsFile = flagAt >= 0 ? argv[flagAt + 1] : undefined;
  if (rowsFile) {
    writeFileSync(rowsFile, JSON.stringify(rows));
    return;
  }
  console.log(`\n${formatTable(rows)}\n${formatVerdict(rows)}`);
  if (rows.some((row) => row.met === false)) process.exitCode = 1;
};

/** The nearest-rank percentile of ascending `sorted` values (`share` 0.99 for p99). */
export const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;

/** The median, the statistic every timed figure of the table is judged on. */
export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};
