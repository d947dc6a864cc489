/**
 * npm run bench : median time of one full prediction (target <= 0.2 ms) against a bare
 * JSON.stringify of the input, and POST /api/predict throughput against a bare Fastify POST
 * route, both over real HTTP on 127.0.0.1 in the same run (target >= 50%).
 */
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { predict } from '../src/engine/index';
import { EXAMPLE_CALCULATOR_INPUT } from '../src/shared/calculator/fields';

const TIMING_RUNS = 2_000;
const WARMUP_RUNS = 200;
const HTTP_REQUESTS = 3_000;
const HTTP_CONCURRENCY = 16;
const HTTP_TIME_LIMIT_MS = 20_000;

const medianMs = (run: () => unknown): number => {
  for (let index = 0; index < WARMUP_RUNS; index += 1) run();
  const times: number[] = [];
  for (let index = 0; index < TIMING_RUNS; index += 1) {
    const start = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
};

/** Requests per second of `count` POSTs with bounded concurrency, stopping at the time limit. */
const throughput = async (url: string, body: string): Promise<number> => {
  let sent = 0;
  const started = performance.now();
  const worker = async () => {
    while (sent < HTTP_REQUESTS && performance.now() - started < HTTP_TIME_LIMIT_MS) {
      sent += 1;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: HTTP_CONCURRENCY }, worker));
  return sent / ((performance.now() - started) / 1000);
};

const main = async () => {
  // With the optional area type stated: one more input to attribute (the slower path).
  const predictionMs = medianMs(() => predict({ ...EXAMPLE_CALCULATOR_INPUT, areaType: 'urban' }));
  const stringifyMs = medianMs(() => JSON.stringify({ ...EXAMPLE_CALCULATOR_INPUT }));
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const app = await buildApp({ database, webRoot: null });
  const bare = Fastify();
  bare.post('/echo', async (request) => request.body);
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  const body = JSON.stringify(EXAMPLE_CALCULATOR_INPUT);
  const bareRps = await throughput(`${bareUrl}/echo`, body);
  const predictRps = await throughput(`${appUrl}/api/predict`, body);
  await Promise.all([app.close(), bare.close()]);
  await database.close();
  console.log(
    JSON.stringify({
      predictionMedianMs: Number(predictionMs.toFixed(4)),
      jsonStringifyMedianMs: Number(stringifyMs.toFixed(4)),
      predictionTargetMs: 0.2,
      predictRequestsPerSecond: Math.round(predictRps),
      bareFastifyRequestsPerSecond: Math.round(bareRps),
      throughputRatio: Number((predictRps / bareRps).toFixed(3)),
    }),
  );
};

await main();
