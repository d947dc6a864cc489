/**
 * Background traffic for `npm run test:cluster`, in its own process: predictions with autocannon at
 * a steady rate, and simulations from many source addresses (one per request, as visitors from many
 * networks: a per-address limit does not stop them), both through nginx, until SIGTERM or
 * `maxSeconds`. Every answer is counted by status; every 5xx is checked for honesty: an app's
 * error body (JSON with code, message and requestId) with Retry-After on a 503, never nginx's
 * own page. Prints the figures as one JSON line.
 * Plan: { url, host, maxSeconds, predict: { connections, rate, bodies[] },
 *         simulate: { connections, body, addressPrefix } }
 * Usage: node scripts/lib/cluster-load.mjs <plan.json>
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { latencyPercentiles } from './latency-percentiles.mjs';

const planFile = process.argv[2];
if (!planFile) throw new Error('usage: cluster-load.mjs <plan.json>');
const plan = JSON.parse(readFileSync(planFile, 'utf8'));
const origin = new URL(plan.url);

const newTally = () => ({
  statuses: {},
  latencies: [],
  errors: 0,
  timeouts: 0,
  dishonest: 0,
  samples: [],
});
const tallies = { predict: newTally(), simulate: newTally() };

/** A 5xx the app wrote: its JSON error body with the request's id, and a wait on a 503. */
const isHonest = (status, body, headers) => {
  if (status < 500) return true;
  try {
    const parsed = JSON.parse(body);
    const shaped =
      typeof parsed.code === 'string' &&
      typeof parsed.message === 'string' &&
      typeof parsed.requestId === 'string';
    return shaped && (status !== 503 || headers['retry-after'] !== undefined);
  } catch {
    return false;
  }
};

const count = (tally, status, body, headers, ms) => {
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
  if (ms !== undefined) tally.latencies.push(ms);
  if (!isHonest(status, body, headers)) {
    tally.dishonest += 1;
    if (tally.samples.length < 3)
      tally.samples.push(`${status} ${String(body).replace(/\s+/g, ' ').slice(0, 120)}`);
  }
};

let running = true;
const stopped = new Promise((resolve) => {
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, resolve);
  setTimeout(resolve, plan.maxSeconds * 1000).unref();
}).then(() => {
  running = false;
});

// Predictions: autocannon, paced, cycling the bodies.
const predictions = autocannon({
  url: plan.url,
  connections: plan.predict.connections,
  overallRate: plan.predict.rate,
  duration: plan.maxSeconds,
  timeout: 10,
  requests: plan.predict.bodies.map((body) => ({
    method: 'POST',
    path: '/api/predict',
    headers: {
      host: plan.host,
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
    },
    body,
    onResponse: (status, responseBody, _context, headers) =>
      count(tallies.predict, status, responseBody, headers),
  })),
});
predictions.on('response', (_client, _status, _bytes, ms) => tallies.predict.latencies.push(ms));
stopped.then(() => predictions.stop());

// Simulations: a new source address per request.
let sent = 0;
const simulateOnce = (localAddress) =>
  new Promise((resolve) => {
    const started = performance.now();
    const outgoing = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        path: '/api/simulate',
        method: 'POST',
        localAddress,
        agent: false,
        timeout: 15_000,
        headers: {
          host: plan.host,
          'content-type': 'application/json',
          'sec-fetch-site': 'same-origin',
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => {
          count(
            tallies.simulate,
            response.statusCode,
            body,
            response.headers,
            performance.now() - started,
          );
          resolve(response.statusCode);
        });
      },
    );
    let timedOut = false;
    outgoing.on('timeout', () => {
      timedOut = true;
      tallies.simulate.timeouts += 1;
      outgoing.destroy();
    });
    outgoing.on('error', () => {
      if (!timedOut) tallies.simulate.errors += 1;
      resolve(0);
    });
    outgoing.end(plan.simulate.body);
  });
/** A refused visitor waits a little before the next run, as a person would (no tight loop). */
const REFUSED_PAUSE_MS = 250;
const simulationLoop = async () => {
  while (running) {
    sent += 1;
    const status = await simulateOnce(
      `${plan.simulate.addressPrefix}.${(sent >> 8) & 255}.${sent & 255 || 1}`,
    );
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, REFUSED_PAUSE_MS));
  }
};
const loops = Array.from({ length: plan.simulate.connections }, simulationLoop);

const predicted = await predictions;
await stopped;
await Promise.all(loops);
tallies.predict.errors = predicted.errors;
tallies.predict.timeouts = predicted.timeouts;

const summary = Object.fromEntries(
  Object.entries(tallies).map(([kind, tally]) => [
    kind,
    {
      total: Object.values(tally.statuses).reduce((sum, n) => sum + n, 0),
      statuses: tally.statuses,
      errors: tally.errors,
      timeouts: tally.timeouts,
      dishonest: tally.dishonest,
      samples: tally.samples,
      ...latencyPercentiles(tally.latencies),
    },
  ]),
);
process.stdout.write(`${JSON.stringify(summary)}\n`);
