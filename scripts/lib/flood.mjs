/**
 * A flood for `npm run test:load`, in its own process: like traffic.mjs, but every connection
 * sends from its own address in 127.0.0.0/8, as a flood from many networks would (autocannon
 * cannot choose its source address, and one address would only meet the per-address limits).
 * Plan: { url, label, connections, seconds, requests, addressPrefix: '127.88' }.
 * Usage: node scripts/lib/flood.mjs <plan.json>
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { latencyPercentiles } from './latency-percentiles.mjs';

const planFile = process.argv[2];
if (!planFile) throw new Error('usage: flood.mjs <plan.json>');
const plan = JSON.parse(readFileSync(planFile, 'utf8'));
const origin = new URL(plan.url);

const statuses = {};
const latencies = [];
let errors = 0;
let timeouts = 0;
let sent = 0;

const sendOne = (request, localAddress) =>
  new Promise((resolve) => {
    const started = performance.now();
    const outgoing = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        path: request.path,
        method: request.method,
        localAddress,
        agent: false,
        timeout: 10_000,
        headers: { 'sec-fetch-site': 'same-origin', ...request.headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - started);
          statuses[request.kind] ??= {};
          const byStatus = statuses[request.kind];
          byStatus[response.statusCode] = (byStatus[response.statusCode] ?? 0) + 1;
          resolve();
        });
      },
    );
    outgoing.on('timeout', () => {
      timeouts += 1;
      outgoing.destroy();
    });
    outgoing.on('error', () => {
      errors += 1;
      resolve();
    });
    outgoing.end(request.body);
  });

const deadline = Date.now() + plan.seconds * 1000;
let addressIndex = 0;
const nextAddress = () => {
  addressIndex += 1;
  return `${plan.addressPrefix}.${(addressIndex >> 8) & 255}.${addressIndex & 255 || 1}`;
};

// Each connection moves to a new address every request: no address repeats often enough to be
// stopped by a per-address limit within the run.
const connection = async () => {
  while (Date.now() < deadline) {
    const request = plan.requests[sent % plan.requests.length];
    sent += 1;
    await sendOne(request, nextAddress());
  }
};
await Promise.all(Array.from({ length: plan.connections }, connection));

process.stdout.write(
  `${JSON.stringify({
    label: plan.label,
    total: latencies.length,
    requestsPerSecond: latencies.length / plan.seconds,
    ...latencyPercentiles(latencies),
    errors,
    timeouts,
    statuses,
  })}\n`,
);
