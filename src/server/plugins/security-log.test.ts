import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { openTestPglite } from '#tests/fixtures/test-database';

// Issue 33, item 3: behind nginx, rate limits and the security log see the client, not the proxy.
// Each refusal that may be an attack is logged once with the client's address as the server
// sees it: the forwarded one from a trusted proxy only.

type LogLine = { msg: string; ip?: string; code?: string; route?: string; reqId?: string };

const lines: LogLine[] = [];
let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  database = await openTestPglite();
  app = await buildApp({
    database,
    webRoot: null,
    logger: { level: 'info', stream },
    trustProxy: '127.0.0.1',
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const wrongLogin = (remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: JSON.stringify({ username: 'nobody_here', password: 'not the password 1' }),
  });

const refusals = () => lines.filter((line) => line.msg === 'security refusal');

describe('the security log', () => {
  it("names the client a trusted proxy forwarded, with the request's id, and no credentials", async () => {
    const response = await wrongLogin('127.0.0.1', '203.0.113.20');
    expect(response.statusCode).toBe(401);
    const [line] = refusals().slice(-1);
    expect(line).toMatchObject({
      ip: '203.0.113.20',
      code: 'INVALID_CREDENTIALS',
      route: '/api/login',
      reqId: response.headers['x-request-id'],
    });
    expect(JSON.stringify(line)).not.toMatch(/nobody_here|not the password/);
  });

  it('ignores X-Forwarded-For from anybody but the proxy', async () => {
    await wrongLogin('198.51.100.7', '203.0.113.99');
    expect(refusals().at(-1)).toMatchObject({ ip: '198.51.100.7' });
  });

  it('logs a misdirected request and a rate-limited one the same way', async () => {
    const misdirected = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '127.0.0.1',
      headers: { host: 'rebinding.example', 'x-forwarded-for': '203.0.113.30' },
    });
    expect(misdirected.statusCode).toBe(421);
    expect(refusals().at(-1)).toMatchObject({ ip: '203.0.113.30', code: 'MISDIRECTED_REQUEST' });
    let status = 0;
    for (let attempt = 0; attempt < 12 && status !== 429; attempt += 1)
      status = (await wrongLogin('127.0.0.1', '203.0.113.40')).statusCode;
    expect(status).toBe(429);
    expect(refusals().at(-1)).toMatchObject({ ip: '203.0.113.40', code: 'RATE_LIMITED' });
  });
});
