/**
 * Load generator for the throughput benchmark, in its own process (scripts/bench/bench.ts pins it to
 * another core than the server). POSTs the bodies in the JSON file, cycled, with autocannon;
 * prints requests/s and latency percentiles (of every answer, to a hundredth of a millisecond) as
 * JSON.
 * Usage: node scripts/lib/load-generator.mjs <url> <bodies.json> <connections> <seconds> [warmup seconds]
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { latencyPercentiles } from './latency-percentiles.mjs';

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
const latencies = [];
const measured = run(Number(seconds));
measured.on('response', (_client, _status, _bytes, responseTimeMs) =>
  latencies.push(responseTimeMs),
);
const result = await measured;
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    ...latencyPercentiles(latencies),
    total: result.requests.total,
    warmupTotal: warmup?.requests.total ?? 0,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  })}\n`,
);
