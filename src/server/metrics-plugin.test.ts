import { describe, expect, it } from 'vitest';
import { registerUser } from '#tests/fixtures/auth-helpers';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';
import { setBalanceTo } from '#tests/fixtures/tokens';
import { createTestApp, setUpTestApp } from '#tests/fixtures/test-app';
import { spendOnTool } from '#server/modules/tokens/index';
import { createSimulationPool } from '#server/modules/simulation/index';

// Issue 33, item 6: GET /metrics in Prometheus's text format, for this machine or a bearer token.

const TOKEN = 'a-metrics-token-of-at-least-32-characters';
const testApp = setUpTestApp();

const scrape = (
  app = testApp.app,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) => app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('answers this machine in Prometheus text format, with latency by route pattern and status', async () => {
    await testApp.app.inject({
      method: 'GET',
      url: '/api/calculations/00000000-0000-4000-8000-000000000000',
    });
    await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    // The route's pattern, never the id in the path.
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/calculations/:id",status_code="401"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    for (const name of [
      'foresight_simulation_queue_tasks',
      'foresight_simulation_queue_work',
      'foresight_simulation_refused_total',
      'foresight_password_hashing_running',
      'foresight_password_hashing_waiting',
      'foresight_token_spends_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text, name).toContain(`# TYPE ${name} `);
    // The pool's connections on PostgreSQL; PGlite has no pool.
    if (testApp.database.kind === 'postgres')
      expect(sample(text, 'foresight_db_pool_connections{state="max"}')).toBe(4);
    else expect(text).not.toContain('foresight_db_pool_connections');
  });

  it('does not exist for other machines, nor for requests that came through a proxy', async () => {
    expect((await scrape(testApp.app, {}, '203.0.113.7')).statusCode).toBe(404);
    expect((await scrape(testApp.app, { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404);
    expect((await scrape(testApp.app, { forwarded: 'for=203.0.113.7' })).statusCode).toBe(404);
    // No token is configured: a bearer opens nothing.
    expect(
      (await scrape(testApp.app, { authorization: `Bearer ${TOKEN}` }, '203.0.113.7')).statusCode,
    ).toBe(404);
  });

  it('answers anyone with the configured bearer token, and nobody with another', async () => {
    const withToken = await createTestApp({ metricsToken: TOKEN });
    try {
      const from = '203.0.113.8';
      expect(
        (await scrape(withToken.app, { authorization: `Bearer ${TOKEN}` }, from)).statusCode,
      ).toBe(200);
      expect(
        (await scrape(withToken.app, { authorization: `Bearer ${TOKEN}x` }, from)).statusCode,
      ).toBe(404);
      expect((await scrape(withToken.app, { authorization: TOKEN }, from)).statusCode).toBe(404);
      expect((await scrape(withToken.app, {}, from)).statusCode).toBe(404);
    } finally {
      await withToken.close();
    }
  });

  it('is asked for by a loopback name even where PUBLIC_ORIGIN is the only name served, as liveness and readiness are', async () => {
    const proxied = await createTestApp({ publicOrigin: 'https://foresight.example' });
    try {
      expect((await scrape(proxied.app, { host: '127.0.0.1:3000' })).statusCode).toBe(200);
      for (const url of ['/api/health', '/api/ready'])
        expect(
          (await proxied.app.inject({ method: 'GET', url, headers: { host: 'localhost:3001' } }))
            .statusCode,
          url,
        ).toBe(200);
      // Every other path keeps refusing that name (DNS rebinding).
      const other = await proxied.app.inject({
        method: 'GET',
        url: '/api/calculations',
        headers: { host: '127.0.0.1:3000' },
      });
      expect(other.statusCode).toBe(421);
    } finally {
      await proxied.close();
    }
  });

  it('counts token spends by tool and outcome, and the tokens taken', async () => {
    const { user } = await registerUser(testApp.app);
    const { db } = testApp.database;
    const clock = () => new Date();
    await setBalanceTo(db, clock, user.id, 10);
    const before = (await scrape()).body;
    const spend = (key: string) =>
      db.transaction((transaction) =>
        spendOnTool(
          transaction,
          { userId: user.id, toolId: 'comprehensiveAnalysis', idempotencyKey: key },
          clock(),
        ),
      );
    await spend('metrics-1');
    await spend('metrics-1');
    const after = (await scrape()).body;
    const delta = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
    expect(
      delta('foresight_token_spends_total{tool="comprehensiveAnalysis",outcome="charged"}'),
    ).toBe(1);
    expect(
      delta('foresight_token_spends_total{tool="comprehensiveAnalysis",outcome="repeated"}'),
    ).toBe(1);
    expect(delta('foresight_tokens_spent_total{tool="comprehensiveAnalysis"}')).toBe(5);
  });

  it("reports the simulation queue's work and refusals", async () => {
    const pool = createSimulationPool({ threads: 1, maxQueue: 0 });
    const app = await createTestApp({ simulationPool: pool });
    try {
      expect(sample((await scrape(app.app)).body, 'foresight_simulation_refused_total')).toBe(0);
      // The largest run fills a one-thread pool without a queue; the next is refused.
      const request = {
        input: SAMPLE_BUSINESS_INPUT,
        presets: ['base' as const],
        paths: 100_000,
        months: 60,
      };
      const running = pool.simulate(request);
      await expect(pool.simulate(request)).rejects.toThrow(/busy/);
      const text = (await scrape(app.app)).body;
      expect(sample(text, 'foresight_simulation_refused_total')).toBe(1);
      expect(sample(text, 'foresight_simulation_queue_tasks')).toBe(1);
      await running;
      expect(sample((await scrape(app.app)).body, 'foresight_simulation_queue_tasks')).toBe(0);
    } finally {
      await app.close();
    }
  });
});
