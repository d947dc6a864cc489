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

describe('per-account login throttle', () => {
  it('refuses with 429 and Retry-After after 10 failures, even with the right password', async () => {
    const { username } = await registerUser(testApp.app);
    for (let failure = 0; failure < THROTTLE_RULES.loginAccount.maxAttempts; failure += 1) {
      if (failure > 0) clock.advance(1000);
      const response = await attempt('/api/login', { username, password: 'wrong password!' });
      expect(response.statusCode).toBe(401);
    }
    // Attackers rotate addresses; the counter belongs to the account.
    const locked = await attempt('/api/login', { username, password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    const body = locked.json<{ code: string; message: string; retryAfterSeconds: number }>();
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(/Too many failed login attempts.*try again in 15 minutes/);
    expect(body.retryAfterSeconds).toBe(15 * 60);
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
    expect(locked.headers['set-cookie']).toBeUndefined();

    clock.advance(14 * MINUTE_MS);
    const stillLocked = await attempt('/api/login', { username, password: TEST_PASSWORD });
    expect(stillLocked.statusCode).toBe(429);
    expect(Number(stillLocked.headers['retry-after'])).toBe(60);

    clock.advance(MINUTE_MS);
    const afterWindow = await attempt('/api/login', { username, password: TEST_PASSWORD });
    expect(afterWindow.statusCode).toBe(200);
  });

  it('lets no more than 10 of 30 simultaneous guesses through (no check-then-act race)', async () => {
    const { username } = await registerUser(testApp.app);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        attempt('/api/login', { username, password: 'wrong password!' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('counts unknown usernames the same way, so lockouts reveal nothing', async () => {
    const username = uniqueUsername('ghost');
    for (let failure = 0; failure < THROTTLE_RULES.loginAccount.maxAttempts; failure += 1) {
      expect((await attempt('/api/login', { username, password: 'x'.repeat(9) })).statusCode).toBe(
        401,
      );
    }
    expect((await attempt('/api/login', { username, password: 'x'.repeat(9) })).statusCode).toBe(
      429,
    );
  });

  it('resets the counter after a successful login', async () => {
    const { username } = await registerUser(testApp.app);
    for (let failure = 0; failure < 9; failure += 1) {
      await attempt('/api/login', { username, password: 'wrong password!' });
    }
    expect((await attempt('/api/login', { username, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
    for (let failure = 0; failure < 9; failure += 1) {
      expect(
        (await attempt('/api/login', { username, password: 'wrong password!' })).statusCode,
      ).toBe(401);
    }
  });

  it('starts a new window when failures are more than 15 minutes apart', async () => {
    const { username } = await registerUser(testApp.app);
    for (let failure = 0; failure < 9; failure += 1) {
      await attempt('/api/login', { username, password: 'wrong password!' });
    }
    clock.advance(16 * MINUTE_MS);
    for (let failure = 0; failure < 9; failure += 1) {
      expect(
        (await attempt('/api/login', { username, password: 'wrong password!' })).statusCode,
      ).toBe(401);
    }
  });
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
