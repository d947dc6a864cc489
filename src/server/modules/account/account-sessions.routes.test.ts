import { describe, expect, it } from 'vitest';
import { AccountSessionSchema } from '#shared/contracts/account';
import {
  isSignedIn,
  loginUser,
  nextTestIp,
  registerUser,
  sessionCookieOf,
} from '#tests/fixtures/auth-helpers';
import { createFakeClock, HOUR_MS, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { callApi, errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';

const clock = createFakeClock();
const testApp = setUpTestApp({ clock });

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Another sign-in of the same account from a named browser. */
const loginFrom = async (username: string, password: string, userAgent: string) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'user-agent': userAgent },
    payload: { username, password },
    remoteAddress: nextTestIp(),
  });
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error(`login failed: ${response.statusCode}`);
  return cookie;
};

const listSessions = async (cookie: string) => {
  const response = await callApi(testApp.app, {
    method: 'GET',
    url: '/api/account/sessions',
    cookie,
  });
  expect(response.statusCode).toBe(200);
  return AccountSessionSchema.array().parse(response.json());
};

describe('GET /api/account/sessions', () => {
  it('lists the live sessions with the device, marks this one, and never shows the hash', async () => {
    const owner = await registerUser(testApp.app);
    clock.advance(MINUTE_MS);
    const laptop = await loginFrom(owner.username, owner.password, FIREFOX_LINUX);
    const sessions = await listSessions(laptop);
    expect(sessions).toHaveLength(2);
    const [newest, oldest] = sessions;
    expect(newest).toMatchObject({ isCurrent: true, browser: 'Firefox', os: 'Linux' });
    expect(newest?.method).toBe('password');
    expect(oldest).toMatchObject({ isCurrent: false, browser: null, os: null });
    const rows = await testApp.database.db.query.sessions.findMany();
    const body = JSON.stringify(sessions);
    for (const row of rows) expect(body).not.toContain(row.id);
  });

  it('leaves out sessions past the idle timeout that are not swept yet', async () => {
    const owner = await registerUser(testApp.app);
    const remembered = await loginUser(testApp.app, { username: owner.username, rememberMe: true });
    clock.advance(31 * MINUTE_MS);
    const sessions = await listSessions(remembered.cookie);
    expect(sessions).toEqual([expect.objectContaining({ isCurrent: true, remember: true })]);
  });

  it('shows nobody else’s sessions', async () => {
    await registerUser(testApp.app);
    const loner = await registerUser(testApp.app);
    expect(await listSessions(loner.cookie)).toHaveLength(1);
  });
});

describe('DELETE /api/account/sessions/:id', () => {
  it('ends one of the user’s sessions', async () => {
    const owner = await registerUser(testApp.app);
    const laptop = await loginFrom(owner.username, owner.password, FIREFOX_LINUX);
    const other = (await listSessions(laptop)).find((session) => !session.isCurrent);
    const response = await callApi(testApp.app, {
      method: 'DELETE',
      url: `/api/account/sessions/${other?.id ?? ''}`,
      cookie: laptop,
    });
    expect(response.statusCode).toBe(204);
    expect(await isSignedIn(testApp.app, owner.cookie)).toBe(false);
    expect(await isSignedIn(testApp.app, laptop)).toBe(true);
  });

  it('answers 404 for another user’s session and leaves it alive', async () => {
    const victim = await registerUser(testApp.app);
    const [victimSession] = await listSessions(victim.cookie);
    const attacker = await registerUser(testApp.app);
    const response = await callApi(testApp.app, {
      method: 'DELETE',
      url: `/api/account/sessions/${victimSession?.id ?? ''}`,
      cookie: attacker.cookie,
    });
    expect(response.statusCode).toBe(404);
    expect(await isSignedIn(testApp.app, victim.cookie)).toBe(true);
  });

  it('refuses an id that is not a display id (the stored hash included)', async () => {
    const owner = await registerUser(testApp.app);
    const [row] = await testApp.database.db.query.sessions.findMany();
    const response = await callApi(testApp.app, {
      method: 'DELETE',
      url: `/api/account/sessions/${row?.id ?? 'x'}`,
      cookie: owner.cookie,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/account/sessions/end-all', () => {
  it('ends every session, this one too, and clears the cookie and the cache', async () => {
    const owner = await registerUser(testApp.app);
    const laptop = await loginFrom(owner.username, owner.password, FIREFOX_LINUX);
    const response = await callApi(testApp.app, {
      method: 'POST',
      url: '/api/account/sessions/end-all',
      cookie: laptop,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['clear-site-data']).toBe('"cache","cookies"');
    const cleared = response.cookies.find((cookie) => cookie.name === 'session');
    expect(cleared?.value).toBe('');
    expect(await isSignedIn(testApp.app, laptop)).toBe(false);
    expect(await isSignedIn(testApp.app, owner.cookie)).toBe(false);
  });

  it('refuses an anonymous caller', async () => {
    const response = await callApi(testApp.app, {
      method: 'POST',
      url: '/api/account/sessions/end-all',
    });
    expect(response.statusCode).toBe(401);
    expect(errorBodyOf(response).code).toBe('UNAUTHENTICATED');
  });

  it('is refused from another site (CSRF)', async () => {
    const owner = await registerUser(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/sessions/end-all',
      headers: { cookie: owner.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    clock.advance(HOUR_MS);
  });
});
