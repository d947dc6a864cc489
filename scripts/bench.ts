/**
 * npm run bench (first part): prediction time and POST /api/predict throughput.
 *
 * - Engine: median and p99 of one full prediction over 64 different valid inputs (target: median
 *   <= 0.2 ms).
 * - HTTP: autocannon in its own process against `POST /api/predict` of the whole app and against
 *   the same engine behind a bare Fastify route, each server in its own process; with two cores
 *   the servers run on one and the load generator on the other (taskset). Same 64 inputs, cycled,
 *   16 connections. Target: the app serves >= 0.8x the bare route with p99 <= 25 ms.
 *
 * Figures are ratios against the baseline measured in the same run; nothing here is asserted.
 * Usage: npx tsx scripts/bench.ts [--seconds N] [--rounds N]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { predict } from '#engine/index';
import { CalculatorInputSchema } from '#shared/calculator/calculator-input-schema';
import { variedPredictInputs } from './lib/predict-inputs';

const INPUT_COUNT = 64;
const ENGINE_WARMUP_PASSES = 30;
const ENGINE_TIMED_PASSES = 100;
const CONNECTIONS = 16;
const TARGETS = { predictionMedianMs: 0.2, throughputRatio: 0.8, latencyP99Ms: 25 };

const { values: options } = parseArgs({
  options: { seconds: { type: 'string', default: '8' }, rounds: { type: 'string', default: '2' } },
});

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;

const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** Times every prediction separately: the median and the p99 over all inputs and passes. */
const timeEngine = (inputs: readonly Parameters<typeof predict>[0][]) => {
  for (let pass = 0; pass < ENGINE_WARMUP_PASSES; pass += 1)
    inputs.forEach((input) => predict(input));
  const times: number[] = [];
  for (let pass = 0; pass < ENGINE_TIMED_PASSES; pass += 1) {
    for (const input of inputs) {
      const start = process.hrtime.bigint();
      predict(input);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  times.sort((a, b) => a - b);
  return { medianMs: percentile(times, 0.5), p99Ms: percentile(times, 0.99) };
};

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

const main = async () => {
  const inputs = variedPredictInputs(INPUT_COUNT);
  for (const input of inputs) CalculatorInputSchema.parse(input);
  const engine = timeEngine(inputs);

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
    const failures = [...bareRuns, ...appRuns].some((run) => run.non2xx > 0 || run.errors > 0);
    const bareRps = median(bareRuns.map((run) => run.requestsPerSecond));
    const appRps = median(appRuns.map((run) => run.requestsPerSecond));
    const appP99 = median(appRuns.map((run) => run.latencyP99Ms));
    const ratio = appRps / bareRps;
    const cpuPerRequest = (runs: MeasuredRun[]) =>
      runs.every((run) => run.cpuMsPerRequest !== null)
        ? median(runs.map((run) => run.cpuMsPerRequest ?? 0))
        : null;
    const bareCpu = cpuPerRequest(bareRuns);
    const appCpu = cpuPerRequest(appRuns);
    console.log(
      JSON.stringify({
        inputs: INPUT_COUNT,
        predictionMedianMs: Number(engine.medianMs.toFixed(4)),
        predictionP99Ms: Number(engine.p99Ms.toFixed(4)),
        predictionTargetMs: TARGETS.predictionMedianMs,
        connections: CONNECTIONS,
        pinnedToCores: canPin,
        bareFastifyRequestsPerSecond: Math.round(bareRps),
        predictRequestsPerSecond: Math.round(appRps),
        throughputRatio: Number(ratio.toFixed(3)),
        throughputTargetRatio: TARGETS.throughputRatio,
        ...(bareCpu !== null && appCpu !== null
          ? {
              bareServerCpuMsPerRequest: Number(bareCpu.toFixed(4)),
              predictServerCpuMsPerRequest: Number(appCpu.toFixed(4)),
              cpuCapacityRatio: Number((bareCpu / appCpu).toFixed(3)),
            }
          : {}),
        predictLatencyP99Ms: appP99,
        bareLatencyP99Ms: median(bareRuns.map((run) => run.latencyP99Ms)),
        latencyP99TargetMs: TARGETS.latencyP99Ms,
        meetsTargets:
          !failures &&
          engine.medianMs <= TARGETS.predictionMedianMs &&
          ratio >= TARGETS.throughputRatio &&
          appP99 <= TARGETS.latencyP99Ms,
        ...(failures ? { failedRequests: true } : {}),
      }),
    );
  } finally {
    for (const server of servers) {
      server.child.removeAllListeners('exit');
      server.child.kill('SIGTERM');
    }
    rmSync(folder, { recursive: true, force: true });
  }
};

await main();
