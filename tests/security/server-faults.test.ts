import net from 'node:net';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { buildApp } from '#server/app';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import { addressPool, createClient, type SignedInClient, signUp } from './support/clients';
import { baseUrl, expectRefusal, type HttpResponse, leaksInternals } from './support/http';

// Case 32 (a database fault during an ownership check fails closed) on an app built in-process
// over a database that fails on demand, served over real HTTP; and case 20 (slow clients) against
// the running server.

/** Which SQL statements fail right now (none by default). */
let failing: RegExp | null = null;
const INJECTED = 'injected fault: the database connection was lost';

/** Makes every query of the client, and of its transactions, fail while `failing` matches it. */
const injectFaults = (client: PGlite) => {
  const guard = (query: string) => {
    if (failing?.test(query)) throw new Error(INJECTED);
  };
  const query = client.query.bind(client);
  client.query = (async (sql: string, ...rest: unknown[]) => {
    guard(sql);
    return (query as (...args: unknown[]) => unknown)(sql, ...rest);
  }) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (async (callback: (tx: Transaction) => Promise<unknown>) =>
    transaction(async (tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (async (sql: string, ...rest: unknown[]) => {
        guard(sql);
        return (txQuery as (...args: unknown[]) => unknown)(sql, ...rest);
      }) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];
};

describe('case 32: a database fault during an ownership check fails closed', () => {
  const nextAddress = addressPool(32);
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: SignedInClient;
  let intruder: SignedInClient;
  const owned: Record<string, string> = {};

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    injectFaults((database.db as unknown as { $client: PGlite }).$client);
    app = await buildApp({ database, webRoot: null });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    owner = await signUp(nextAddress(), { origin });
    intruder = await signUp(nextAddress(), { origin });
    const json = async (response: Promise<HttpResponse>) => {
      const done = await response;
      if (done.status >= 300) throw new Error(`${done.status} ${done.text}`);
      return done.json() as { id: string };
    };
    owned.business = (
      await json(
        owner.send('/api/businesses', {
          json: { name: 'owner-secret-business', inputs: EXAMPLE_CALCULATOR_INPUT },
        }),
      )
    ).id;
    owned.calculation = (
      await json(
        owner.send('/api/calculations', {
          json: { input: EXAMPLE_CALCULATOR_INPUT, title: 'owner-secret-calculation' },
        }),
      )
    ).id;
    owned.experiment = (
      await json(
        owner.send(`/api/businesses/${owned.business}/experiments`, {
          json: {
            kind: 'customer_interviews',
            measure: 'owner-secret-experiment',
            criterionPercent: 30,
            plannedSampleSize: 20,
          },
        }),
      )
    ).id;
    owned.report = (
      await json(owner.send('/api/analysis-reports', { json: { businessId: owned.business } }))
    ).id;
  });
  afterAll(async () => {
    failing = null;
    await app.close();
    await database.close();
  });

  const cases: [string, string, () => string, RegExp, unknown?][] = [
    ['GET', 'a business', () => `/api/businesses/${owned.business}`, /from "businesses"/],
    [
      'PATCH',
      'a business',
      () => `/api/businesses/${owned.business}`,
      /"businesses"/,
      { name: 'taken' },
    ],
    ['DELETE', 'a business', () => `/api/businesses/${owned.business}`, /"businesses"/],
    [
      'GET',
      'a business’s check-ups',
      () => `/api/businesses/${owned.business}/checkups`,
      /from "businesses"/,
    ],
    ['GET', 'a calculation', () => `/api/calculations/${owned.calculation}`, /from "calculations"/],
    [
      'PATCH',
      'a calculation',
      () => `/api/calculations/${owned.calculation}`,
      /"calculations"/,
      { title: 'taken' },
    ],
    [
      'POST',
      'a calculation’s share link',
      () => `/api/calculations/${owned.calculation}/share`,
      /from "calculations"/,
    ],
    [
      'PATCH',
      'an experiment',
      () => `/api/experiments/${owned.experiment}`,
      /"(?:validation_)?experiments"/,
      { measure: 'taken' },
    ],
    ['GET', 'an analysis', () => `/api/analysis-reports/${owned.report}`, /"analysis_reports"/],
  ];

  it.each(cases)(
    '%s %s of another user while its ownership query fails: 5xx, no data, nothing changed',
    async (method, _what, path, statement, body) => {
      const before = await owner.send('/api/account/export');
      failing = statement;
      let response: HttpResponse;
      try {
        response = await intruder.send(path(), {
          method,
          ...(body !== undefined ? { json: body } : {}),
        });
      } finally {
        failing = null;
      }
      expect(response.status, response.text).toBeGreaterThanOrEqual(500);
      expectRefusal(response, response.status);
      expect(response.text).not.toMatch(/owner-secret|injected fault/);
      expect(leaksInternals(response.text)).toBe(false);
      const after = await owner.send('/api/account/export');
      const stable = (text: string) => ({
        ...(JSON.parse(text) as object),
        exportedAt: null,
        sessions: null,
      });
      expect(stable(after.text)).toEqual(stable(before.text));
    },
  );

  it('answers 503 rather than treating the caller as a visitor when the session lookup fails', async () => {
    failing = /from "sessions"/;
    try {
      for (const path of ['/api/user', '/api/account', `/api/businesses/${owned.business}`]) {
        const response = await owner.send(path);
        expectRefusal(response, 503, 'SERVICE_UNAVAILABLE');
        expect(response.text).not.toMatch(/owner-secret|injected fault/);
      }
    } finally {
      failing = null;
    }
    expect((await owner.send('/api/user')).json()).toMatchObject({ username: owner.username });
  });
});

describe('case 20: slow clients', () => {
  /** Opens a socket to the running server and writes `first`, then nothing more. */
  const stall = (first: string) =>
    new Promise<{ closedAfterMs: Promise<number> }>((resolve, reject) => {
      const url = new URL(baseUrl());
      const socket = net.connect({ host: url.hostname, port: Number(url.port) }, () => {
        const started = performance.now();
        socket.write(first);
        resolve({
          closedAfterMs: new Promise((done) =>
            socket.on('close', () => done(performance.now() - started)),
          ),
        });
      });
      socket.on('error', () => undefined);
      socket.once('error', reject);
      socket.setTimeout(60_000, () => socket.destroy());
    });

  it('closes trickled headers and stalled bodies within the 30 s timeouts, serving others meanwhile', async () => {
    // The server's own name: a foreign Host would be answered 421 before the body is awaited.
    const host = new URL(baseUrl()).host;
    const slow = await Promise.all([
      ...Array.from({ length: 20 }, () =>
        stall(`GET /api/health HTTP/1.1\r\nHost: ${host}\r\nX-a: `),
      ),
      ...Array.from({ length: 20 }, () =>
        stall(
          `POST /api/predict HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"sec`,
        ),
      ),
    ]);
    // Meanwhile the server answers everyone else at once.
    const client = createClient(nextOther());
    for (let round = 0; round < 5; round += 1) {
      const started = performance.now();
      expect((await client.send('/api/health')).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(2000);
    }
    const closed = await Promise.all(slow.map((socket) => socket.closedAfterMs));
    for (const ms of closed) expect(ms).toBeLessThan(40_000);
  }, 90_000);
});

const nextOther = addressPool(20);
