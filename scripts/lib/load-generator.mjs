/**
 * Load generator for the throughput benchmark, in its own process (scripts/bench.ts pins it to
 * another core than the server). POSTs the bodies in the JSON file, cycled, with autocannon;
 * prints requests/s and latency percentiles as JSON.
 * Usage: node scripts/lib/load-generator.mjs <url> <bodies.json> <connections> <seconds> [warmup seconds]
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [url, bodiesFile, connections, seconds, warmupSeconds = '2'] = process.argv.slice(2);
if (!url || !bodiesFile || !connections || !seconds) {
  throw new Error('usage: load-generator.mjs <url> <bodies.json> <connections> <seconds> [warmup]');
}
const bodies = JSON.parse(readFileSync(bodiesFile, 'utf8'));
const requests = bodies.map((body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
}));

const run = (duration) => autocannon({ url, connections: Number(connections), duration, requests });

// The first seconds warm the JIT and the connection pool; they are not counted.
const warmup = Number(warmupSeconds) > 0 ? await run(Number(warmupSeconds)) : null;
const result = await run(Number(seconds));
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    latencyMedianMs: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    total: result.requests.total,
    warmupTotal: warmup?.requests.total ?? 0,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  })}\n`,
);
