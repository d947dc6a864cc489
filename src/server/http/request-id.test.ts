import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { openTestPglite } from '#tests/fixtures/test-database';

// Issue 33, item 6: a request id on every log line and in every 5xx body.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type LogLine = { level: number; msg: string; reqId?: string; [key: string]: unknown };

let open: Array<{ app: FastifyInstance; database: DatabaseHandle }> = [];
afterEach(async () => {
  for (const { app, database } of open) {
    await app.close();
    await database.close();
  }
  open = [];
});

/**
 * An app whose log lines are collected, with test routes added before it is ready: one that
 * fails with an internal detail, one that logs through the app's own logger after reading a body.
 */
const appWithLog = async (trustProxy?: string) => {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const database = await openTestPglite();
  const app = await buildApp({
    database,
    webRoot: null,
    logger: { level: 'info', stream },
    ...(trustProxy ? { trustProxy } : {}),
  });
  app.get('/boom', async () => {
    throw new Error('secret internal detail: relation "users" at line 3');
  });
  app.post('/echo', async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    app.log.info({ size: JSON.stringify(request.body).length }, 'echo handled');
    return { ok: true };
  });
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ok: true };
  });
  await app.ready();
  open.push({ app, database });
  return { app, lines };
};

describe('request ids', () => {
  it('answers every request with its own X-Request-Id', async () => {
    const { app } = await appWithLog();
    const first = await app.inject({ method: 'GET', url: '/api/health' });
    const second = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('puts the id in a 5xx body and on its log line, and nothing internal in the body', async () => {
    const { app, lines } = await appWithLog();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    const id = response.headers['x-request-id'];
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
      requestId: id,
    });
    expect(response.body).not.toContain('secret');
    const logged = lines.find((line) => line.msg === 'unhandled error');
    expect(logged?.reqId).toBe(id);
    // Once: the request's own logger adds no second binding.
    expect(JSON.stringify(logged).match(/"reqId"/g)).toHaveLength(1);
  });

  it('leaves 4xx bodies as they were', async () => {
    const { app } = await appWithLog();
    const response = await app.inject({ method: 'GET', url: '/api/calculations' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).not.toHaveProperty('requestId');
  });

  it("puts the id on the app logger's lines written while the request is handled, after its body", async () => {
    const { app, lines } = await appWithLog();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    // Over a real socket, the body in two parts: reading it resumes outside the request's context.
    const body = JSON.stringify({ text: 'x'.repeat(20_000) });
    const answer = await new Promise<{ status: number; id: string }>((resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/echo',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'sec-fetch-site': 'same-origin',
          },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              id: String(response.headers['x-request-id']),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.write(body.slice(0, 10_000));
      setTimeout(() => outgoing.end(body.slice(10_000)), 50);
    });
    expect(answer.status).toBe(200);
    const logged = lines.find((line) => line.msg === 'echo handled');
    expect(logged?.reqId).toBe(answer.id);
    // A line outside any request has none.
    app.log.info('between requests');
    expect(lines.find((line) => line.msg === 'between requests')).not.toHaveProperty('reqId');
  });

  it("keeps a trusted proxy's X-Request-Id, and ignores one sent by anybody else", async () => {
    const { app } = await appWithLog('127.0.0.1');
    const healthFrom = (remoteAddress: string, requestId: string) =>
      app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': requestId },
        remoteAddress,
      });
    const proxied = await healthFrom('127.0.0.1', '0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    expect(proxied.headers['x-request-id']).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    const direct = await healthFrom('203.0.113.9', '0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    expect(direct.headers['x-request-id']).toMatch(UUID);
    const malformed = await healthFrom('127.0.0.1', 'bad id\n{"forged":true}');
    expect(malformed.headers['x-request-id']).toMatch(UUID);
  });

  it('while draining: finishes what is in flight (closing its connection), refuses what arrives with the error body, its id and a wait', async () => {
    const { app } = await appWithLog();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const collect = (socket: Socket) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      return new Promise<string>((resolve) => socket.on('close', () => resolve(text)));
    };
    // A request in flight when the drain begins, and one whose headers are still arriving.
    const inFlight = connect(port, '127.0.0.1');
    const inFlightAnswer = collect(inFlight);
    inFlight.write('GET /slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const arriving = connect(port, '127.0.0.1');
    const arrivingAnswer = collect(arriving);
    arriving.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    arriving.write('\r\n');
    const [finished, refused] = await Promise.all([inFlightAnswer, arrivingAnswer]);
    await closing;
    expect(finished).toMatch(/^HTTP\/1\.1 200 /);
    expect(finished).toMatch(/\r\nconnection: close\r\n/i);
    expect(refused).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(refused).toMatch(/\r\nconnection: close\r\n/i);
    const id = /\r\nx-request-id: ([^\r]+)\r\n/i.exec(refused)?.[1];
    expect(id).toMatch(UUID);
    expect(JSON.parse(refused.split('\r\n\r\n')[1] ?? '{}')).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again shortly.',
      retryAfterSeconds: 1,
      requestId: id,
    });
  });
});
