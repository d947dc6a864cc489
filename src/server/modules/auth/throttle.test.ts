import { describe, expect, it } from 'vitest';
import {
  countRows,
  nextTestIp,
  registerUser,
  TEST_PASSWORD,
  uniqueUsername,
} from '#tests/fixtures/auth-helpers';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { setUpTestApp } from '#tests/fixtures/test-app';
import { THROTTLE_RULES } from './throttle.service';

const clock = createFakeClock();
const testApp = setUpTestApp({ clock });

const attempt = (
  url: '/api/login' | '/api/register',
  payload: { username: string; password: string },
  remoteAddress = nextTestIp(),
  headers: Record<string, string> = {},
) => testApp.app.inject({ method: 'POST', url, payload, remoteAddress, headers });

describe('per account and address: the brake on one guesser', () => {
  it('refuses the address after 10 failures, even with the right password, for 15 minutes', async () => {
    const { username } = await registerUser(testApp.app);
    const ip = nextTestIp();
    const { loginAccountSource } = THROTTLE_RULES;
    for (let failure = 0; failure < loginAccountSource.maxAttempts; failure += 1) {
      if (failure > 0) clock.advance(1000);
      const response = await attempt('/api/login', { username, password: 'wrong password!' }, ip);
      expect(response.statusCode).toBe(401);
    }
    const locked = await attempt('/api/login', { username, password: TEST_PASSWORD }, ip);
    expect(locked.statusCode).toBe(429);
    const body = locked.json<{ code: string; message: string; retryAfterSeconds: number }>();
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(/Too many failed login attempts.*try again in 15 minutes/);
    expect(body.retryAfterSeconds).toBe(15 * 60);
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
    expect(locked.headers['set-cookie']).toBeUndefined();

    clock.advance(14 * MINUTE_MS);
    const stillLocked = await attempt('/api/login', { username, password: TEST_PASSWORD }, ip);
    expect(stillLocked.statusCode).toBe(429);
    expect(Number(stillLocked.headers['retry-after'])).toBe(60);

    clock.advance(MINUTE_MS);
    const afterWindow = await attempt('/api/login', { username, password: TEST_PASSWORD }, ip);
    expect(afterWindow.statusCode).toBe(200);
  });

  it('does not let a stranger lock the owner out: another address still gets in', async () => {
    const { username } = await registerUser(testApp.app);
    const stranger = nextTestIp();
    for (let failure = 0; failure < 12; failure += 1) {
      await attempt('/api/login', { username, password: 'wrong password!' }, stranger);
    }
    expect(
      (await attempt('/api/login', { username, password: TEST_PASSWORD }, stranger)).statusCode,
    ).toBe(429);
    const owner = await attempt('/api/login', { username, password: TEST_PASSWORD });
    expect(owner.statusCode).toBe(200);
  });

  it('lets no more than 10 of 30 simultaneous guesses through (no check-then-act race)', async () => {
    const { username } = await registerUser(testApp.app);
    const ip = nextTestIp();
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        attempt('/api/login', { username, password: 'wrong password!' }, ip),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('counts unknown usernames the same way, so lockouts reveal nothing', async () => {
    const username = uniqueUsername('ghost');
    const ip = nextTestIp();
    for (let failure = 0; failure < THROTTLE_RULES.loginAccountSource.maxAttempts; failure += 1) {
      expect(
        (await attempt('/api/login', { username, password: 'x'.repeat(9) }, ip)).statusCode,
      ).toBe(401);
    }
    expect(
      (await attempt('/api/login', { username, password: 'x'.repeat(9) }, ip)).statusCode,
    ).toBe(429);
  });

  it('resets the counter after a successful login', async () => {
    const { username } = await registerUser(testApp.app);
    const ip = nextTestIp();
    for (let failure = 0; failure < 9; failure += 1) {
      await attempt('/api/login', { username, password: 'wrong password!' }, ip);
    }
    expect(
      (await attempt('/api/login', { username, password: TEST_PASSWORD }, ip)).statusCode,
    ).toBe(200);
    for (let failure = 0; failure < 9; failure += 1) {
      expect(
        (await attempt('/api/login', { username, password: 'wrong password!' }, ip)).statusCode,
      ).toBe(401);
    }
  });

  it('starts a new window when failures are more than 15 minutes apart', async () => {
    const { username } = await registerUser(testApp.app);
    const ip = nextTestIp();
    for (let failure = 0; failure < 9; failure += 1) {
      await attempt('/api/login', { username, password: 'wrong password!' }, ip);
    }
    clock.advance(16 * MINUTE_MS);
    for (let failure = 0; failure < 9; failure += 1) {
      expect(
        (await attempt('/api/login', { username, password: 'wrong password!' }, ip)).statusCode,
      ).toBe(401);
    }
  });
});

describe('per account, for new places: the brake on guessing spread over many addresses', () => {
  const deviceCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((cookie) => cookie.name === 'device')?.value;

  it('stops unknown addresses after 50 failures an hour, never a known address or browser', async () => {
    // Registering counts as signing in: that address and browser are known from then on.
    const knownIp = nextTestIp();
    const { username } = await registerUser(testApp.app, { remoteAddress: knownIp });
    const roaming = await attempt('/api/login', { username, password: TEST_PASSWORD }, knownIp);
    expect(roaming.statusCode).toBe(200);
    const deviceId = deviceCookieOf(roaming);
    expect(deviceId).toMatch(/^[A-Za-z0-9_-]{43}$/);

    for (let failure = 0; failure < THROTTLE_RULES.loginAccount.maxAttempts; failure += 1) {
      const response = await attempt('/api/login', { username, password: 'wrong password!' });
      expect(response.statusCode).toBe(401);
    }
    const newPlace = await attempt('/api/login', { username, password: TEST_PASSWORD });
    expect(newPlace.statusCode).toBe(429);
    expect(newPlace.json<{ message: string }>().message).toMatch(/from new places/);

    // The owner: from the address that signed in before, or the same browser on a new network.
    expect(
      (await attempt('/api/login', { username, password: TEST_PASSWORD }, knownIp)).statusCode,
    ).toBe(200);
    const sameBrowser = await attempt(
      '/api/login',
      { username, password: TEST_PASSWORD },
      nextTestIp(),
      { cookie: `device=${deviceId ?? ''}` },
    );
    expect(sameBrowser.statusCode).toBe(200);
    // A made-up device id buys nothing.
    const forged = await attempt(
      '/api/login',
      { username, password: TEST_PASSWORD },
      nextTestIp(),
      {
        cookie: `device=${'A'.repeat(43)}`,
      },
    );
    expect(forged.statusCode).toBe(429);

    clock.advance(60 * MINUTE_MS);
    expect((await attempt('/api/login', { username, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
  }, 60_000);
});

describe('per-IP limits', () => {
  it('allows 100 logins per 15 minutes from one address, then 429 until the window ends', async () => {
    const ip = nextTestIp();
    const { loginIp } = THROTTLE_RULES;
    for (let index = 0; index < loginIp.maxAttempts; index += 1) {
      // Spraying one password over many accounts: each account sees one failure only.
      const response = await attempt(
        '/api/login',
        { username: uniqueUsername('spray'), password: 'Summer2026!' },
        ip,
      );
      expect(response.statusCode).toBe(401);
    }
    const refused = await attempt(
      '/api/login',
      { username: uniqueUsername('spray'), password: 'Summer2026!' },
      ip,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/from your network/) as unknown,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // X-Forwarded-For is not believed without trustProxy: it cannot buy a fresh budget.
    const spoofed = await attempt(
      '/api/login',
      { username: uniqueUsername('spray'), password: 'Summer2026!' },
      ip,
      { 'x-forwarded-for': '198.51.100.7' },
    );
    expect(spoofed.statusCode).toBe(429);
    // Another address is unaffected.
    const other = await attempt('/api/login', {
      username: uniqueUsername('spray'),
      password: 'Summer2026!',
    });
    expect(other.statusCode).toBe(401);
    clock.advance(loginIp.windowMs);
    const later = await attempt(
      '/api/login',
      { username: uniqueUsername('spray'), password: 'Summer2026!' },
      ip,
    );
    expect(later.statusCode).toBe(401);
  }, 60_000);

  it('allows 20 registrations per hour from one address and creates nothing after that', async () => {
    const ip = nextTestIp();
    const { registerIp } = THROTTLE_RULES;
    for (let index = 0; index < registerIp.maxAttempts; index += 1) {
      const response = await attempt(
        '/api/register',
        { username: uniqueUsername('bulk'), password: TEST_PASSWORD },
        ip,
      );
      expect(response.statusCode).toBe(201);
    }
    const before = await countRows(testApp.database);
    const refused = await attempt(
      '/api/register',
      { username: uniqueUsername('bulk'), password: TEST_PASSWORD },
      ip,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(60 * 60));
    expect(await countRows(testApp.database)).toMatchObject({
      users: before.users,
      sessions: before.sessions,
    });
    clock.advance(registerIp.windowMs);
    const later = await attempt(
      '/api/register',
      { username: uniqueUsername('bulk'), password: TEST_PASSWORD },
      ip,
    );
    expect(later.statusCode).toBe(201);
  }, 60_000);
});
