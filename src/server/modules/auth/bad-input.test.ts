import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  countRows,
  getCurrentUser,
  isSignedIn,
  nextTestIp,
  registerUser,
  TEST_PASSWORD,
} from '#tests/fixtures/auth-helpers';
import { setUpTestApp } from '#tests/fixtures/test-app';

const testApp = setUpTestApp();

const GOOD_NAME = 'validname';

type Case = { name: string; status: number; request: InjectOptions };

const json = (body: string): InjectOptions => ({
  headers: { 'content-type': 'application/json' },
  body,
});
const payload = (value: unknown): InjectOptions => ({ payload: value as object });
/** A 400 case: this username with a good password. */
const badUsername = (name: string, username: unknown): Case => ({
  name,
  status: 400,
  request: payload({ username, password: TEST_PASSWORD }),
});
/** A 400 case: a good username with this password. */
const badPassword = (name: string, password: unknown): Case => ({
  name,
  status: 400,
  request: payload({ username: GOOD_NAME, password }),
});

/** Inputs refused by both credential endpoints, with the status each must answer. */
const credentialCases: Case[] = [
  { name: 'empty object', status: 400, request: payload({}) },
  { name: 'missing password', status: 400, request: payload({ username: GOOD_NAME }) },
  { name: 'missing username', status: 400, request: payload({ password: TEST_PASSWORD }) },
  badPassword('password as an array', ['x']),
  badUsername('username as a query operator', { $ne: null }),
  { name: 'numbers', status: 400, request: payload({ username: 12345, password: 12345678 }) },
  { name: 'booleans', status: 400, request: payload({ username: true, password: true }) },
  { name: 'nulls', status: 400, request: payload({ username: null, password: null }) },
  { name: 'top-level array', status: 400, request: json('[1,2]') },
  badUsername('too short username', 'ab'),
  badUsername('too long username', 'a'.repeat(33)),
  badPassword('too long password', 'p'.repeat(257)),
  {
    name: 'a 1 MB password',
    status: 413,
    request: payload({ username: GOOD_NAME, password: 'p'.repeat(1024 * 1024) }),
  },
  {
    name: 'a 2 MB body',
    status: 413,
    request: json(JSON.stringify({ username: GOOD_NAME, password: 'p'.repeat(2 * 1024 * 1024) })),
  },
  { name: 'invalid JSON', status: 400, request: json('{"username":') },
  { name: 'trailing comma', status: 400, request: json(`{"username":"${GOOD_NAME}",}`) },
  { name: 'empty JSON body', status: 400, request: json('') },
  {
    name: 'text/plain',
    status: 415,
    request: {
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ username: GOOD_NAME, password: TEST_PASSWORD }),
    },
  },
  {
    name: 'form-urlencoded',
    status: 415,
    request: {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `username=${GOOD_NAME}&password=${TEST_PASSWORD}`,
    },
  },
  {
    name: 'multipart',
    status: 415,
    request: {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: `--x\r\nContent-Disposition: form-data; name="username"\r\n\r\n${GOOD_NAME}\r\n--x--`,
    },
  },
  {
    name: 'xml',
    status: 415,
    request: { headers: { 'content-type': 'application/xml' }, body: '<username>x</username>' },
  },
  {
    name: '__proto__ key',
    status: 400,
    request: json(
      `{"__proto__":{"isAdmin":true},"username":"${GOOD_NAME}","password":"${TEST_PASSWORD}"}`,
    ),
  },
  {
    name: 'constructor.prototype key',
    status: 400,
    request: json(
      `{"constructor":{"prototype":{"isAdmin":true}},"username":"${GOOD_NAME}","password":"${TEST_PASSWORD}"}`,
    ),
  },
  {
    name: 'extra field (mass assignment)',
    status: 400,
    request: payload({ username: GOOD_NAME, password: TEST_PASSWORD, role: 'admin' }),
  },
  {
    name: 'extra id field',
    status: 400,
    request: payload({ username: GOOD_NAME, password: TEST_PASSWORD, id: '1' }),
  },
  badUsername('NUL in username', 'ab\u0000cd'),
  badPassword('NUL in password', 'pass\u0000word'),
  {
    name: 'lone surrogate',
    status: 400,
    request: json(`{"username":"ab\\ud800cd","password":"${TEST_PASSWORD}"}`),
  },
  badUsername('SQL in username', "' OR '1'='1' --"),
  badUsername('SQL drop in username', "x'; DROP TABLE users;--"),
  badUsername('HTML in username', '<img src=x onerror=alert(1)>'),
  badUsername('RTL override in username', 'abc\u202Edef'),
  badUsername('zero-width space in username', 'ab\u200Bcd'),
  {
    name: 'foreign Origin',
    status: 403,
    request: {
      ...payload({ username: GOOD_NAME, password: TEST_PASSWORD }),
      headers: { origin: 'https://evil.example' },
    },
  },
  {
    name: 'Sec-Fetch-Site cross-site',
    status: 403,
    request: {
      ...payload({ username: GOOD_NAME, password: TEST_PASSWORD }),
      headers: { 'sec-fetch-site': 'cross-site' },
    },
  },
  {
    name: 'cross-site text/plain form',
    status: 403,
    request: {
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ username: GOOD_NAME, password: TEST_PASSWORD }),
    },
  },
];

const LEAK_PATTERN =
  /\bat [\w.<>]+ \(|stack|node_modules|select |insert into|syntax error|drizzle|postgres/i;

const expectSafeError = (response: LightMyRequestResponse, status: number, label: string) => {
  expect(response.statusCode, label).toBe(status);
  expect(response.headers['content-type'], label).toMatch(/^application\/json/);
  const body = response.json<Record<string, unknown>>();
  expect(typeof body.code, label).toBe('string');
  expect(typeof body.message, label).toBe('string');
  expect(Object.keys(body).every((key) => ['code', 'message', 'fieldErrors'].includes(key))).toBe(
    true,
  );
  expect(response.body, label).not.toMatch(LEAK_PATTERN);
  // Nothing may start a session; clearing a bad cookie is fine.
  expect(
    response.cookies.filter((cookie) => cookie.value !== ''),
    label,
  ).toEqual([]);
};

describe.each(['/api/register', '/api/login'])('bad input on POST %s', (url) => {
  it.each(credentialCases)(
    '$name → $status, generic JSON error, no rows written',
    async (testCase: Case) => {
      const before = await countRows(testApp.database);
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        remoteAddress: nextTestIp(),
        ...testCase.request,
      });
      expectSafeError(response, testCase.status, testCase.name);
      const after = await countRows(testApp.database);
      expect({ users: after.users, sessions: after.sessions }).toEqual({
        users: before.users,
        sessions: before.sessions,
      });
    },
  );
});

describe('bad input on POST /api/logout and GET /api/user', () => {
  it('refuses a cross-site logout and keeps the session', async () => {
    const { cookie } = await registerUser(testApp.app);
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { ...headers, cookie },
      });
      expectSafeError(response, 403, JSON.stringify(headers));
      expect(response.headers['clear-site-data']).toBeUndefined();
    }
    expect(await isSignedIn(testApp.app, cookie)).toBe(true);
  });

  it('refuses oversized and non-JSON logout bodies', async () => {
    const oversized = await testApp.app.inject({
      method: 'POST',
      url: '/api/logout',
      ...json(JSON.stringify({ pad: 'p'.repeat(2 * 1024 * 1024) })),
    });
    expectSafeError(oversized, 413, 'oversized');
    const plain = await testApp.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expectSafeError(plain, 415, 'text/plain');
  });

  it('answers null, and nothing else, for garbage cookies on /api/user', async () => {
    for (const cookie of [
      'session=',
      "session=' OR 1=1 --",
      `session=${'a'.repeat(5000)}`,
      'session=%00%00',
    ]) {
      const response = await getCurrentUser(testApp.app, cookie);
      expect(response.statusCode, cookie.slice(0, 30)).toBe(200);
      expect(response.body).toBe('null');
    }
  });
});

describe('injection payloads as passwords', () => {
  it('are stored as literal text through argon2 and the tables stay intact', async () => {
    const password = "'; DROP TABLE users;-- <script>alert(1)</script>";
    const { username, user } = await registerUser(testApp.app, { password });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      remoteAddress: nextTestIp(),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual(user);
    expect((await countRows(testApp.database)).users).toBeGreaterThan(0);
  });
});
