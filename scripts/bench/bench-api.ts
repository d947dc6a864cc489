/**
 * Benchmark part `api`: `POST /api/predict` of the whole app against the same engine behind a bare
 * Fastify route (the baseline: the same work with nothing else), measured in the same run.
 *
 * Each server runs in its own process (scripts/lib/bench-server.ts) and autocannon in a third
 * (scripts/lib/load-generator.mjs); with two cores the servers run on one and the load generator
 * on the other (taskset). 64 different valid inputs (every sector, location and answer), cycled,
 * so no per-input cache stands in; 16 connections; rounds alternate between the two servers.
 * Targets (issue 11): the app serves >= 0.8x the bare route's requests/s, with p99 <= 25 ms. The
 * server's CPU time per request is shown too: it is the steadier figure when other programs share
 * the machine (ADR 013). Every request of every run must be answered 2xx, or the run measured
 * refusals: that is a row with a target of its own.
 * Usage: npx tsx scripts/bench/bench-api.ts [--seconds N] [--rounds N]
 *   Run alone it prints its rows and exits with 1 when a target is missed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { CalculatorInputSchema } from '#shared/calculator/calculator-input-schema';
import { benchRow, type BenchRow, median, reportRows } from '../lib/bench-table';
import { variedPredictInputs } from '../lib/predict-inputs';

const INPUT_COUNT = 64;
const CONNECTIONS = 16;
const TARGETS = {
  throughputRatio: { on: 'ratio', comparison: '>=', limit: 0.8, source: 'issue 11' },
  latencyP99Ms: { on: 'value', comparison: '<=', limit: 25, source: 'issue 11' },
  // A run with refused or failed requests measured something else than the route.
  failedRequests: { on: 'value', comparison: '<=', limit: 0, source: 'valid run' },
} as const;

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '2' },
    'rows-file': { type: 'string' },
  },
});

// Two cores: servers on core 0, load generator on core 1, so neither steals the other's time.
const canPin = availableParallelism() >= 2 && spawn('taskset', ['-V']).pid !== undefined;
const pinned = (core: number, command: string, args: string[]): [string, string[]] =>
  canPin ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];

const startServer = (mode: 'app' | 'bare') =>
  new Promise<{ url: string; child: ChildProcess }>((resolve, reject) => {
    // node --import tsx, not the tsx wrapper: one process, whose CPU time /proc reports.
    const [command, args] = pinned(0, process.execPath, [
      '--import',
      'tsx',
      'scripts/lib/bench-server.ts',
      mode,
    ]);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      resolve({ url: (JSON.parse(line) as { url: string }).url, child });
    });
  });

type LoadResult = {
  requestsPerSecond: number;
  latencyP99Ms: number;
  total: number;
  warmupTotal: number;
  non2xx: number;
  errors: number;
};

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds a process has used (Linux /proc; null elsewhere). CPU time per request does not
 * change when other programs share the machine, which requests/s does.
 */
const cpuMs = (pid: number | undefined): number | null => {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat(5), 12 and 13 after the command name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
};

type MeasuredRun = LoadResult & { cpuMsPerRequest: number | null };

const measure = async (server: { url: string; child: ChildProcess }, bodiesFile: string) => {
  const before = cpuMs(server.child.pid);
  const result = await runLoad(server.url, bodiesFile);
  const after = cpuMs(server.child.pid);
  const cpuMsPerRequest =
    before === null || after === null
      ? null
      : (after - before) / Math.max(1, result.total + result.warmupTotal);
  return { ...result, cpuMsPerRequest } satisfies MeasuredRun;
};

const runLoad = (url: string, bodiesFile: string) =>
  new Promise<LoadResult>((resolve, reject) => {
    const [command, args] = pinned(1, process.execPath, [
      'scripts/lib/load-generator.mjs',
      `${url}/api/predict`,
      bodiesFile,
      String(CONNECTIONS),
      options.seconds,
    ]);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output) as LoadResult) : reject(new Error(`load ${code}`)),
    );
  });

/** Every input must be answered 200 by both servers, or the load run would measure refusals. */
const checkAnswers = async (url: string, bodies: readonly string[]) => {
  for (const body of bodies) {
    const response = await fetch(`${url}/api/predict`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status} to ${body}`);
    await response.arrayBuffer();
  }
};

const medianOf = (runs: readonly MeasuredRun[], pick: (run: MeasuredRun) => number) =>
  median(runs.map(pick));

/** The rows of the measured rounds: the app's figures against the bare route's. */
const rowsOf = (bareRuns: readonly MeasuredRun[], appRuns: readonly MeasuredRun[]): BenchRow[] => {
  const bareLabel = 'bare Fastify route, same engine';
  const failed = [...bareRuns, ...appRuns].reduce(
    (total, run) => total + run.non2xx + run.errors,
    0,
  );
  const rows = [
    benchRow({
      area: 'api',
      figure: `POST /api/predict throughput, ${CONNECTIONS} connections`,
      value: medianOf(appRuns, (run) => run.requestsPerSecond),
      unit: 'req/s',
      target: TARGETS.throughputRatio,
      baseline: { label: bareLabel, value: medianOf(bareRuns, (run) => run.requestsPerSecond) },
    }),
    benchRow({
      area: 'api',
      figure: `POST /api/predict p99 latency, ${CONNECTIONS} connections`,
      value: medianOf(appRuns, (run) => run.latencyP99Ms),
      unit: 'ms',
      target: TARGETS.latencyP99Ms,
      baseline: { label: bareLabel, value: medianOf(bareRuns, (run) => run.latencyP99Ms) },
    }),
  ];
  if (appRuns.every((run) => run.cpuMsPerRequest !== null))
    rows.push(
      benchRow({
        area: 'api',
        figure: 'POST /api/predict server CPU per request',
        value: medianOf(appRuns, (run) => run.cpuMsPerRequest ?? Number.NaN),
        unit: 'ms',
        target: null,
        baseline: {
          label: bareLabel,
          value: medianOf(bareRuns, (run) => run.cpuMsPerRequest ?? Number.NaN),
        },
      }),
    );
  rows.push(
    benchRow({
      area: 'api',
      figure: 'requests not answered 2xx (both servers)',
      value: failed,
      unit: '',
      target: TARGETS.failedRequests,
      baseline: null,
    }),
  );
  return rows;
};

const main = async () => {
  const inputs = variedPredictInputs(INPUT_COUNT);
  for (const input of inputs) CalculatorInputSchema.parse(input);

  const folder = mkdtempSync(path.join(tmpdir(), 'foresight-bench-'));
  const bodies = inputs.map((input) => JSON.stringify(input));
  const bodiesFile = path.join(folder, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const servers = await Promise.all([startServer('bare'), startServer('app')]);
  try {
    const [bare, app] = servers;
    await checkAnswers(bare.url, bodies);
    await checkAnswers(app.url, bodies);
    const bareRuns: MeasuredRun[] = [];
    const appRuns: MeasuredRun[] = [];
    // Alternating rounds, so a slow moment of the machine does not fall on one side only.
    for (let round = 0; round < Number(options.rounds); round += 1) {
      bareRuns.push(await measure(bare, bodiesFile));
      appRuns.push(await measure(app, bodiesFile));
    }
    console.log(
      `API benchmark: ${Number(options.rounds)} alternating rounds of ${options.seconds} s, ` +
        `${CONNECTIONS} connections, ${INPUT_COUNT} inputs, ` +
        `${canPin ? 'servers on core 0 and autocannon on core 1' : 'not pinned to cores'}; ` +
        `requests/s per round: bare ${bareRuns.map((run) => Math.round(run.requestsPerSecond)).join(', ')}, ` +
        `app ${appRuns.map((run) => Math.round(run.requestsPerSecond)).join(', ')}`,
    );
    reportRows(rowsOf(bareRuns, appRuns));
  } finally {
    for (const server of servers) {
      server.child.removeAllListeners('exit');
      server.child.kill('SIGTERM');
    }
    rmSync(folder, { recursive: true, force: true });
  }
};

await main();
