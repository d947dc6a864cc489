import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle } from '#server/db/schema/index';
import { AppError } from '#shared/errors';
import { THROTTLE_RULES } from '#server/modules/auth/index';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';
import { callApi, createTestApp, errorBodyOf, type TestApp } from '#tests/fixtures/test-app';
import { ANONYMOUS_MAX_PATHS } from './simulation.routes';
import { createSimulationPool } from './simulation-pool';

// One thread and a queue of one, so that three heavy runs at once overflow it; no limit on the
// expected wait here (its own test below), so the outcome does not depend on the machine's speed.
let testApp: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp({
    simulationPool: createSimulationPool({
      threads: 1,
      maxQueue: 1,
      maxExpectedWaitMs: Number.POSITIVE_INFINITY,
    }),
  });
  user = await registerUser(testApp.app);
});
afterAll(() => testApp.close());

/** The largest run one request may ask for: 100,000 paths × 60 months of the base case. */
const heavyRun = (cookie?: string, paths = 100_000) =>
  callApi(testApp.app, {
    method: 'POST',
    url: '/api/simulate',
    ...(cookie ? { cookie } : {}),
    payload: { input: SAMPLE_BUSINESS_INPUT, presets: ['base'], paths, months: 60, seed: 1 },
  });

describe('simulations run off the event loop', () => {
  it('health answers while the largest simulation is still running', async () => {
    const finished: string[] = [];
    const simulation = heavyRun(user.cookie).then((response) => {
      finished.push('simulate');
      return response;
    });
    // The simulation request is in flight (in a worker thread) before health is asked.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    finished.push('health');
    expect(health.statusCode).toBe(200);
    expect((await simulation).statusCode).toBe(200);
    expect(finished).toEqual(['health', 'simulate']);
  }, 60_000);

  it('answers 503 with a wait when the queue is full, and serves the rest', async () => {
    const responses = await Promise.all([1, 2, 3].map(() => heavyRun(user.cookie)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 503]);
    const refused = responses.find((response) => response.statusCode === 503);
    if (!refused) throw new Error('no request was refused');
    expect(refused.headers['retry-after']).toBe('5');
    expect(errorBodyOf(refused)).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The simulator is busy. Please try again in a few seconds.',
    });
  }, 60_000);

  it('weighs the queue in work: a dozen small runs at once are all served', async () => {
    // A queue of one largest-size request holds many small ones (it once held one of anything).
    const small = () =>
      callApi(testApp.app, {
        method: 'POST',
        url: '/api/simulate',
        cookie: user.cookie,
        payload: { input: SAMPLE_BUSINESS_INPUT, presets: ['base'], paths: 500, months: 24 },
      });
    const responses = await Promise.all(Array.from({ length: 12 }, small));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
  }, 60_000);

  it('caps visitors at 20,000 paths; signed-in users may run more', async () => {
    const visitor = await heavyRun(undefined, ANONYMOUS_MAX_PATHS + 1);
    expect(visitor.statusCode).toBe(400);
    expect(errorBodyOf(visitor).fieldErrors?.paths).toEqual([
      'Sign in to run more than 20,000 paths',
    ]);
    expect((await heavyRun(undefined, ANONYMOUS_MAX_PATHS)).statusCode).toBe(200);
    expect((await heavyRun(user.cookie, ANONYMOUS_MAX_PATHS + 1)).statusCode).toBe(200);
  }, 60_000);

  it('engine validation errors still come back as field errors from the worker', async () => {
    const response = await callApi(testApp.app, {
      method: 'POST',
      url: '/api/simulate',
      payload: { input: { ...SAMPLE_BUSINESS_INPUT, startingCapital: -1 }, paths: 100 },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).code).toBe('VALIDATION_FAILED');
  });
});

describe('simulation rate limit', () => {
  it('answers 429 after 30 runs a minute from one network', async () => {
    const small = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/simulate',
        remoteAddress: '198.51.100.30',
        headers: { 'sec-fetch-site': 'same-origin' },
        payload: { input: SAMPLE_BUSINESS_INPUT, presets: ['base'], paths: 100 },
      });
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) statuses.push((await small()).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  }, 120_000);
});

describe('simulation queue bounded by its expected wait', () => {
  it('refuses work that would wait longer than allowed at the speed runs have had', async () => {
    // A wait limit of 0: once a run has shown the speed, nothing may queue behind another run.
    const app = await createTestApp({
      simulationPool: createSimulationPool({ threads: 1, maxQueue: 8, maxExpectedWaitMs: 0 }),
    });
    try {
      const run = () =>
        callApi(app.app, {
          method: 'POST',
          url: '/api/simulate',
          payload: { input: SAMPLE_BUSINESS_INPUT, presets: ['base'], paths: 2_000, months: 24 },
        });
      expect((await run()).statusCode).toBe(200);
      const statuses = (await Promise.all([run(), run()])).map((response) => response.statusCode);
      expect(statuses.sort()).toEqual([200, 503]);
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('a full simulator', () => {
  it('refuses before any database work: no rate-limit count for the network', async () => {
    const busy = () => new AppError('SERVICE_UNAVAILABLE', { message: 'busy' });
    const app = await createTestApp({
      simulationPool: {
        simulate: () => Promise.reject(busy()),
        seekGoal: () => Promise.reject(busy()),
        assertAdmits: () => {
          throw busy();
        },
        assertHasRoom: () => {
          throw busy();
        },
        stats: () => ({ threads: 1, tasks: 0, work: 0, workLimit: 1, refused: 0 }),
        close: async () => {},
      },
    });
    try {
      const address = '198.51.100.77';
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/simulate',
        remoteAddress: address,
        headers: { 'sec-fetch-site': 'same-origin' },
        payload: { input: SAMPLE_BUSINESS_INPUT, presets: ['base'], paths: 100 },
      });
      expect(response.statusCode).toBe(503);
      const key = `${THROTTLE_RULES.simulationIp.scope}:${address}`;
      const rows = await app.database.db
        .select()
        .from(authThrottle)
        .where(eq(authThrottle.key, key));
      expect(rows).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('refuses before reading the body, and takes runs again once the pool drains', async () => {
    // No queue: one largest run fills the single thread's budget. It is handed to the pool
    // directly, so the pool is full from this line on, however slow the machine.
    const pool = createSimulationPool({ threads: 1, maxQueue: 0 });
    const app = await createTestApp({ simulationPool: pool });
    try {
      const running = pool.simulate({
        input: SAMPLE_BUSINESS_INPUT,
        presets: ['base'],
        paths: 100_000,
        months: 60,
      });
      // A body that is not even JSON: a parsed request gets 400, a refused one 503.
      const malformedGoalSeek = () =>
        app.app.inject({
          method: 'POST',
          url: '/api/goal-seek',
          headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
          payload: '{"not json',
        });
      const refused = await malformedGoalSeek();
      expect(refused.statusCode).toBe(503);
      expect(errorBodyOf(refused).message).toBe(
        'The simulator is busy. Please try again in a few seconds.',
      );
      expect(refused.headers['retry-after']).toBe('5');
      await running;
      expect((await malformedGoalSeek()).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  }, 60_000);
});
