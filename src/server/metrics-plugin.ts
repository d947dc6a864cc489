import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '#shared/errors';
import type { DatabaseHandle } from '#server/db/client';
import { METRICS_PATH, processRegistry } from './metrics/process-metrics';
import type { SimulationPool } from '#server/modules/simulation/index';

/*
 * GET /metrics: Prometheus text format (prom-client). Requests by route and status with their
 * latency, the simulation queue, the database pool, plus the process's own (process-metrics.ts).
 * Served to a client on this machine that did not come through a proxy, or to anyone with
 * `Authorization: Bearer <METRICS_TOKEN>`; to everyone else it does not exist (404).
 */

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
/** Headers a proxy adds: a request carrying them came from elsewhere, whatever its socket says. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export type MetricsOptions = {
  database: DatabaseHandle;
  simulationPool: SimulationPool;
  /** METRICS_TOKEN: a bearer token that opens /metrics from anywhere; null: loopback only. */
  token: string | null;
};

const isDirectLoopback = (request: FastifyRequest) =>
  LOOPBACK.test(request.socket.remoteAddress ?? '') &&
  FORWARDED_HEADERS.every((header) => request.headers[header] === undefined);

export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const { simulationPool, database } = options;
  new Gauge({
    name: 'foresight_simulation_queue_tasks',
    help: 'Simulations and goal searches running or waiting for a thread',
    registers: [registry],
    collect() {
      this.set(simulationPool.stats().tasks);
    },
  });
  new Gauge({
    name: 'foresight_simulation_queue_work',
    help: 'Simulation work admitted (running or waiting), in path-months, and the most admitted',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      const stats = simulationPool.stats();
      this.set({ kind: 'admitted' }, stats.work);
      this.set({ kind: 'limit' }, stats.workLimit);
    },
  });
  new Gauge({
    name: 'foresight_simulation_threads',
    help: 'Worker threads the simulation pool may use',
    registers: [registry],
    collect() {
      this.set(simulationPool.stats().threads);
    },
  });
  new Counter({
    name: 'foresight_simulation_refused_total',
    help: 'Simulations and goal searches refused with 503 because the queue was full',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(simulationPool.stats().refused);
    },
  });
  if (database.poolStats() !== null) {
    new Gauge({
      name: 'foresight_db_pool_connections',
      help: 'PostgreSQL pool: connections open (total), idle, requests waiting for one, and the maximum',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = database.poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
        this.set({ state: 'max' }, stats.max);
      },
    });
  }

  // Every answer, errors included; the route is its pattern (never the raw path, which would make
  // a series per id), or "unmatched".
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const tokenDigest = options.token ? digest(options.token) : null;
  const isAllowed = (request: FastifyRequest) => {
    if (isDirectLoopback(request)) return true;
    const header = request.headers.authorization;
    if (!tokenDigest || typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
    return timingSafeEqual(digest(header.slice('Bearer '.length)), tokenDigest);
  };

  app.get(METRICS_PATH, { config: { ignoresSession: true } }, async (request, reply) => {
    if (!isAllowed(request)) throw new AppError('NOT_FOUND');
    const merged = Registry.merge([processRegistry, registry]);
    reply.header('content-type', merged.contentType);
    return merged.metrics();
  });
});
