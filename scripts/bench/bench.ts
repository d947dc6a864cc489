/**
 * npm run bench: every benchmark part in its own child process, one after another (never two at
 * once, so no part measures another's load), then ONE table of every figure with its target, its
 * same-run baseline and their ratio, and a last line "Missed: …" or "All targets met".
 * docs/benchmarks.md explains each row and where its target comes from.
 *
 * Parts: scripts/bench/bench-engine.ts (engine, simulation, goal-search), scripts/bench/bench-api.ts (api),
 * scripts/bench/bench-bundle.ts (bundle), scripts/bench/bench-web.ts (browser). The web app is built once into
 * a temporary folder (the project's own build settings, never dist/web) for bundle and browser.
 *
 * Exit code: 0 when every target was met; 1 when a target was missed or a part failed (a failed
 * part is named under the table: its figures are missing, not met).
 * Usage: npm run bench [-- --only engine,api,simulation,goal-search,bundle,browser]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BENCH_AREAS,
  type BenchArea,
  type BenchRow,
  formatTable,
  formatVerdict,
  ROWS_FILE_FLAG,
} from '../lib/bench-table';

type Part = { script: string; areas: readonly BenchArea[]; needsBuild: boolean };

const PARTS: readonly Part[] = [
  {
    script: 'scripts/bench/bench-engine.ts',
    areas: ['engine', 'simulation', 'goal-search'],
    needsBuild: false,
  },
  { script: 'scripts/bench/bench-api.ts', areas: ['api'], needsBuild: false },
  { script: 'scripts/bench/bench-bundle.ts', areas: ['bundle'], needsBuild: true },
  { script: 'scripts/bench/bench-web.ts', areas: ['browser'], needsBuild: true },
];

const { values: options } = parseArgs({
  options: { only: { type: 'string', default: BENCH_AREAS.join(',') } },
});

const isArea = (name: string): name is BenchArea =>
  (BENCH_AREAS as readonly string[]).includes(name);

const selectedAreas = (only: string): Set<BenchArea> => {
  const names = only
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isArea(name));
  if (unknown.length > 0 || names.length === 0) {
    console.error(
      `--only takes a comma-separated list of ${BENCH_AREAS.join(', ')}; got "${only}"`,
    );
    process.exit(2);
  }
  return new Set(names.filter(isArea));
};

/** Runs a command with inherited output; resolves with its exit code. */
const runChild = (command: string, args: readonly string[]) =>
  new Promise<number>((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.once('error', () => resolve(127));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const main = async () => {
  const areas = selectedAreas(options.only);
  const parts = PARTS.filter((part) => part.areas.some((area) => areas.has(area)));
  const folder = mkdtempSync(path.join(tmpdir(), 'foresight-bench-'));
  const dist = path.join(folder, 'web');
  const rows: BenchRow[] = [];
  const failed: string[] = [];
  const startedAt = new Date();
  try {
    if (parts.some((part) => part.needsBuild)) {
      console.log(`• Building the web app into ${dist} (load average ${loadAverage()})`);
      const code = await runChild(path.resolve('node_modules/.bin/vite'), [
        'build',
        '--logLevel',
        'warn',
        '--outDir',
        dist,
        '--emptyOutDir',
      ]);
      if (code !== 0) throw new Error(`vite build exited with ${code}`);
    }
    for (const part of parts) {
      const rowsFile = path.join(folder, `${path.basename(part.script, '.ts')}.json`);
      const only = part.areas.filter((area) => areas.has(area));
      console.log(`\n• ${part.script} [${only.join(', ')}] (load average ${loadAverage()})`);
      const args = [part.script, ROWS_FILE_FLAG, rowsFile];
      if (part.needsBuild) args.push('--dist', dist);
      if (only.length < part.areas.length) args.push('--only', only.join(','));
      // node --import tsx, not the tsx wrapper: one process less between us and the measurement.
      const code = await runChild(process.execPath, ['--import', 'tsx', ...args]);
      // A part writes its rows only when it measured everything it was asked to.
      if (code !== 0 || !existsSync(rowsFile)) {
        failed.push(`${part.script} (exit code ${code})`);
        continue;
      }
      const partRows = JSON.parse(readFileSync(rowsFile, 'utf8')) as BenchRow[];
      rows.push(...partRows.filter((row) => areas.has(row.area)));
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const order = (row: BenchRow) => BENCH_AREAS.indexOf(row.area);
  rows.sort((a, b) => order(a) - order(b));
  console.log(
    `\nBenchmarks, ${startedAt.toISOString()}, Node ${process.version}; ` +
      `load average at the end ${loadAverage()} (1, 5, 15 min)\n`,
  );
  console.log(formatTable(rows));
  console.log(formatVerdict(rows));
  if (failed.length > 0) console.log(`Failed, figures missing: ${failed.join('; ')}`);
  if (failed.length > 0 || rows.some((row) => row.met === false)) process.exitCode = 1;
};

await main();
