import { describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema/index';
import {
  countRows,
  getCurrentUser,
  isSignedIn,
  loginUser,
  registerUser,
  sessionCookieOf,
  TEST_PASSWORD,
  uniqueUsername,
} from '#tests/fixtures/auth-helpers';
import { createTestApp, setUpTestApp } from '#tests/fixtures/test-app';
import { hashSessionToken } from './session-token';

const testApp = setUpTestApp();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('register, login, current user, logout', () => {
  it('registers with 201, answers the user (no e-mail or profile yet) and signs the user in', async () => {
    const username = uniqueUsername('Alice');
    const response = await post('/api/register', { username, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(201);
    const body: unknown = response.json();
    expect(body).toEqual({
      id: expect.any(String) as unknown,
      username,
      displayName: null,
      email: null,
      emailVerified: false,
      photoURL: null,
      isAdmin: false,
    });
    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();
    const me = await getCurrentUser(testApp.app, cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body);
  });

  it('logs in with 200 and the same user', async () => {
    const registered = await registerUser(testApp.app);
    const response = await post('/api/login', {
      username: registered.username,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(registered.user);
    expect((await getCurrentUser(testApp.app, sessionCookieOf(response))).json()).toEqual(
      registered.user,
    );
  });

  it('answers null on /api/user when signed out (a visitor is an answer, not a 401)', async () => {
    const response = await getCurrentUser(testApp.app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('logout ends the session row, clears the cookie and sends Clear-Site-Data', async () => {
    const { cookie } = await registerUser(testApp.app);
    const before = await countRows(testApp.database);
    const response = await post('/api/logout', undefined, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['clear-site-data']).toBe('"cache","cookies"');
    const cleared = response.cookies.find((candidate) => candidate.name === 'session');
    expect(cleared?.value).toBe('');
    expect((await countRows(testApp.database)).sessions).toBe(before.sessions - 1);
    // Replaying the old cookie after logout gets nothing.
    expect(await isSignedIn(testApp.app, cookie)).toBe(false);
  });

  it('GET /api/logout is not a route and does not log out', async () => {
    const { cookie, user } = await registerUser(testApp.app);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['clear-site-data']).toBeUndefined();
    expect((await getCurrentUser(testApp.app, cookie)).json()).toEqual(user);
  });

  it('logout without a session still answers 200', async () => {
    const response = await post('/api/logout', undefined);
    expect(response.statusCode).toBe(200);
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, no Domain, at most 24 h, not Secure over http', async () => {
    const response = await post('/api/register', {
      username: uniqueUsername(),
      password: TEST_PASSWORD,
    });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toMatch(/Domain=/i);
    expect(header).not.toMatch(/Secure/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(header)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it('is never in the response body', async () => {
    const response = await post('/api/register', {
      username: uniqueUsername(),
      password: TEST_PASSWORD,
    });
    const token = sessionCookieOf(response)?.split('=')[1] ?? 'missing';
    expect(response.body).not.toContain(token);
  });

  it('is named __Host-session and Secure when the public origin is https', async () => {
    const secureApp = await createTestApp({
      publicOrigin: 'https://app.example.com',
      allowedHosts: ['localhost'],
    });
    try {
      const response = await secureApp.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { username: uniqueUsername(), password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(201);
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/^__Host-session=[A-Za-z0-9_-]{43};/);
      expect(header).toContain('Secure');
      expect(header).toContain('HttpOnly');
      expect(header).toContain('Path=/');
      expect(header).not.toMatch(/Domain=/i);
      const cookie = sessionCookieOf(response);
      expect(await isSignedIn(secureApp.app, cookie)).toBe(true);
      // The plain name is not accepted on an https site.
      const plain = cookie?.replace('__Host-session=', 'session=');
      expect(await isSignedIn(secureApp.app, plain)).toBe(false);
    } finally {
      await secureApp.close();
    }
  });
});

describe('session identity', () => {
  it('issues a new session on every login and ends the one presented at login', async () => {
    const registered = await registerUser(testApp.app);
    const first = await post(
      '/api/login',
      { username: registered.username, password: TEST_PASSWORD },
      { cookie: registered.cookie },
    );
    const firstCookie = sessionCookieOf(first);
    expect(firstCookie).toBeDefined();
    expect(firstCookie).not.toBe(registered.cookie);
    expect(await isSignedIn(testApp.app, registered.cookie)).toBe(false);
    const second = await loginUser(testApp.app, { username: registered.username });
    expect(second.cookie).not.toBe(firstCookie);
    expect(await isSignedIn(testApp.app, second.cookie)).toBe(true);
  });

  it('never adopts an attacker-chosen cookie value (session fixation)', async () => {
    const chosen = 'session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect(await isSignedIn(testApp.app, chosen)).toBe(false);
    const username = uniqueUsername();
    const response = await post(
      '/api/register',
      { username, password: TEST_PASSWORD },
      { cookie: chosen },
    );
    expect(response.statusCode).toBe(201);
    // One Set-Cookie: the new session replaces the clearing of the unknown one.
    expect(response.headers['set-cookie']).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(sessionCookieOf(response)).not.toBe(chosen);
    expect(await isSignedIn(testApp.app, chosen)).toBe(false);
    const rows = await testApp.database.db.select({ id: sessions.id }).from(sessions);
    expect(rows.map((row) => row.id)).not.toContain(hashSessionToken(chosen.split('=')[1] ?? ''));
  });

  it('treats tampered, truncated and garbage cookies as a visitor', async () => {
    const { cookie } = await registerUser(testApp.app);
    const token = cookie.split('=')[1] ?? '';
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const value of [flipped, token.slice(0, 20), 'x', '%00', `${token}${token}`]) {
      const response = await getCurrentUser(testApp.app, `session=${value}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBeNull();
    }
  });

  it('stores only the SHA-256 of the token, never the token itself', async () => {
    const { cookie, user } = await registerUser(testApp.app);
    const token = cookie.split('=')[1] ?? '';
    const rows = await testApp.database.db.select().from(sessions);
    expect(JSON.stringify(rows)).not.toContain(token);
    const own = rows.find((row) => row.userId === user.id);
    expect(own?.id).toBe(hashSessionToken(token));
    expect(own?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores an argon2id hash, never the password', async () => {
    const { user, password } = await registerUser(testApp.app);
    const rows = await testApp.database.db.select().from(users);
    const own = rows.find((row) => row.id === user.id);
    expect(own?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(rows)).not.toContain(password);
  });
});

describe('usernames', () => {
  it('are unique case-insensitively, including fullwidth (NFKC) variants: 409 USERNAME_TAKEN', async () => {
    const base = `Zed${Date.now() % 100_000}`;
    const registered = await registerUser(testApp.app, { username: base });
    const fullwidth = Array.from(base.toLowerCase())
      .map((char) => String.fromCodePoint((char.codePointAt(0) ?? 0) + 0xfee0))
      .join('');
    const before = await countRows(testApp.database);
    for (const variant of [base.toUpperCase(), base.toLowerCase(), fullwidth]) {
      const response = await post('/api/register', { username: variant, password: TEST_PASSWORD });
      expect(response.statusCode, variant).toBe(409);
      expect(response.json()).toEqual({
        code: 'USERNAME_TAKEN',
        message: 'This username is already taken',
      });
    }
    expect(await countRows(testApp.database)).toMatchObject({
      users: before.users,
      sessions: before.sessions,
    });
    // The same account answers to every variant at login.
    const login = await post('/api/login', { username: fullwidth, password: TEST_PASSWORD });
    expect(login.json()).toEqual(registered.user);
  });

  it('treat NFD and NFC spellings as one name and display the NFC form', async () => {
    const suffix = String(Date.now() % 100_000);
    const nfd = `Jose\u0301${suffix}`;
    const response = await post('/api/register', { username: nfd, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ username: `Jos\u00e9${suffix}` });
    const again = await post('/api/register', {
      username: `jos\u00e9${suffix}`,
      password: TEST_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuse names that mix Latin and Cyrillic letters (confusables)', async () => {
    const response = await post('/api/register', {
      username: `\u0430dmin${Date.now() % 1000}`,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('credentials errors do not reveal which accounts exist', () => {
  it('gives identical status, body and cookies for an unknown user and a wrong password', async () => {
    const registered = await registerUser(testApp.app);
    const wrongPassword = await post('/api/login', {
      username: registered.username,
      password: 'not the password',
    });
    const unknownUser = await post('/api/login', {
      username: uniqueUsername('ghost'),
      password: 'not the password',
    });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid username or password',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(unknownUser.body).toBe(wrongPassword.body);
    const headerNames = (headers: object) => Object.keys(headers).sort();
    expect(headerNames(unknownUser.headers)).toEqual(headerNames(wrongPassword.headers));
  });

  it('treats a password longer than the cap as invalid input before hashing', async () => {
    const response = await post('/api/login', {
      username: uniqueUsername(),
      password: 'x'.repeat(257),
    });
    expect(response.statusCode).toBe(400);
  });
});
