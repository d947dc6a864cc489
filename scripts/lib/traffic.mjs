/**
 * One stream of traffic for `npm run test:load`, in its own process (never the server's): reads a
 * plan (JSON file: url, connections, seconds, requests; overallRate for a steady rate instead of
 * flat out), sends the requests cycled with autocannon, and prints per-kind status counts and the
 * latency percentiles (of every answer, to a hundredth of a millisecond, from autocannon's
 * per-response times) as JSON.
 * A request is { kind, method, path, headers?, body? }; `kind` only labels the counts.
 * Usage: node scripts/lib/traffic.mjs <plan.json>
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { latencyPercentiles } from './latency-percentiles.mjs';

const planFile = process.argv[2];
if (!planFile) throw new Error('usage: traffic.mjs <plan.json>');
const plan = JSON.parse(readFileSync(planFile, 'utf8'));

/** kind → status → count. */
const statuses = {};
const count = (kind, status) => {
  statuses[kind] ??= {};
  statuses[kind][status] = (statuses[kind][status] ?? 0) + 1;
};

const requests = plan.requests.map((request) => ({
  method: request.method,
  path: request.path,
  headers: { 'sec-fetch-site': 'same-origin', ...request.headers },
  ...(request.body === undefined ? {} : { body: request.body }),
  onResponse: (status) => count(request.kind, status),
}));

const latencies = [];
const run = autocannon({
  url: plan.url,
  connections: plan.connections,
  duration: plan.seconds,
  requests,
  ...(plan.overallRate ? { overallRate: plan.overallRate } : {}),
  // A request over 10 s counts as a timeout: the server must answer, even if only with 429/503.
  timeout: 10,
});
run.on('response', (_client, _status, _bytes, responseTimeMs) => latencies.push(responseTimeMs));
const result = await run;
process.stdout.write(
  `${JSON.stringify({
    label: plan.label,
    total: result.requests.total,
    requestsPerSecond: result.requests.average,
    ...latencyPercentiles(latencies),
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
  })}\n`,
);
