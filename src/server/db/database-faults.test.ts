import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { callApi, createTestApp, errorBodyOf, type TestApp } from '#tests/fixtures/test-app';
import {
  DATABASE_FULL_MESSAGE,
  DATABASE_UNREACHABLE_MESSAGE,
  databaseFaultOf,
} from './database-faults';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseFaultOf', () => {
  it('recognises a server that is down, restarting or gone, also inside a wrapper', () => {
    expect(databaseFaultOf(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(
      'unreachable',
    );
    expect(databaseFaultOf(withCode('terminating connection', '57P01'))).toBe('unreachable');
    expect(databaseFaultOf(withCode('the database system is starting up', '57P03'))).toBe(
      'unreachable',
    );
    expect(databaseFaultOf(new Error('Connection terminated unexpectedly'))).toBe('unreachable');
    const wrapped = new Error('Failed query: select 1', {
      cause: withCode('server closed the connection', '08006'),
    });
    expect(databaseFaultOf(wrapped)).toBe('unreachable');
  });

  it('recognises a full disk', () => {
    expect(databaseFaultOf(withCode('could not extend file', '53100'))).toBe('full');
    expect(databaseFaultOf(new Error('write failed', { cause: withCode('x', 'ENOSPC') }))).toBe(
      'full',
    );
  });

  it('leaves every other error alone (a bug stays a 500)', () => {
    expect(databaseFaultOf(withCode('duplicate key value', '23505'))).toBeNull();
    expect(databaseFaultOf(new TypeError('x is undefined'))).toBeNull();
    expect(databaseFaultOf(undefined)).toBeNull();
  });
});

describe('requests while the database is away', () => {
  let testApp: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    testApp = await createTestApp();
    user = await registerUser(testApp.app);
    await testApp.database.close();
  });
  afterAll(() => testApp.close());

  it('answer 503 with a plain message and a wait, never a 500', async () => {
    const response = await callApi(testApp.app, {
      method: 'GET',
      url: '/api/calculations',
      cookie: user.cookie,
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(errorBodyOf(response)).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: DATABASE_UNREACHABLE_MESSAGE,
      retryAfterSeconds: 5,
      requestId: response.headers['x-request-id'],
    });
    expect(DATABASE_FULL_MESSAGE).not.toBe(DATABASE_UNREACHABLE_MESSAGE);
  });

  it('readiness says not ready with 503; liveness still answers 200', async () => {
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'not_ready',
      database: { reachable: false },
      migrations: null,
    });
    const live = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
  });
});
