import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema/index';
import { getCurrentUser, isSignedIn, loginUser, registerUser } from '#tests/fixtures/auth-helpers';
import { createFakeClock, HOUR_MS, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { setUpTestApp } from '#tests/fixtures/test-app';

const clock = createFakeClock();
const testApp = setUpTestApp({ clock });

const sessionCount = () => testApp.database.db.$count(sessions);

describe('idle timeout (30 minutes)', () => {
  it('keeps a session alive after 29 minutes of inactivity', async () => {
    const { cookie, user } = await registerUser(testApp.app);
    clock.advance(29 * MINUTE_MS);
    const response = await getCurrentUser(testApp.app, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
  });

  it('expires after 30 minutes and 1 second without activity, and deletes the row', async () => {
    const { cookie } = await registerUser(testApp.app);
    const before = await sessionCount();
    clock.advance(30 * MINUTE_MS + 1000);
    const response = await getCurrentUser(testApp.app, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Your session has expired due to inactivity. Please log in again.',
    });
    expect(await sessionCount()).toBe(before - 1);
    // The stale cookie is cleared, and the next request is simply anonymous.
    expect(response.cookies.find((candidate) => candidate.name === 'session')?.value).toBe('');
    const again = await getCurrentUser(testApp.app, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toBeNull();
  });

  it('counts inactivity from the last request, so steady use keeps the session', async () => {
    const { cookie } = await registerUser(testApp.app);
    for (let step = 0; step < 6; step += 1) {
      clock.advance(20 * MINUTE_MS);
      expect(await isSignedIn(testApp.app, cookie)).toBe(true);
    }
  });

  it('records activity at most once a minute', async () => {
    const { cookie, user } = await registerUser(testApp.app);
    const lastSeen = async () => {
      const [row] = await testApp.database.db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      return row?.lastSeenAt.getTime();
    };
    const start = await lastSeen();
    clock.advance(30 * 1000);
    await getCurrentUser(testApp.app, cookie);
    expect(await lastSeen()).toBe(start);
    clock.advance(31 * 1000);
    await getCurrentUser(testApp.app, cookie);
    expect(await lastSeen()).toBe(clock().getTime());
  });
});

describe('absolute lifetime (24 hours)', () => {
  it('expires 24 h + 1 s after sign-in even while continuously active', async () => {
    const { cookie } = await registerUser(testApp.app);
    const signedInAt = clock().getTime();
    while (clock().getTime() + 10 * MINUTE_MS < signedInAt + 24 * HOUR_MS) {
      clock.advance(10 * MINUTE_MS);
      expect(await isSignedIn(testApp.app, cookie)).toBe(true);
    }
    clock.set(new Date(signedInAt + 24 * HOUR_MS));
    expect(await isSignedIn(testApp.app, cookie)).toBe(true);
    clock.advance(1000);
    const response = await getCurrentUser(testApp.app, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Your session has expired. Please log in again to continue.',
    });
  });

  it('is not extended by a backwards clock jump', async () => {
    const { cookie } = await registerUser(testApp.app);
    clock.advance(-10 * MINUTE_MS);
    expect(await isSignedIn(testApp.app, cookie)).toBe(true);
    clock.advance(10 * MINUTE_MS + 30 * MINUTE_MS + 1000);
    expect(await isSignedIn(testApp.app, cookie)).toBe(false);
  });
});

describe('remember-me (spec section 4; security case 47)', () => {
  const rememberedSession = async () => {
    const { username, password } = await registerUser(testApp.app);
    return loginUser(testApp.app, { username, password, rememberMe: true });
  };

  it('skips the idle timeout: alive after 3 hours without activity', async () => {
    const { cookie } = await rememberedSession();
    clock.advance(3 * HOUR_MS);
    expect(await isSignedIn(testApp.app, cookie)).toBe(true);
  });

  it('never extends the 24-hour limit', async () => {
    const { cookie } = await rememberedSession();
    clock.advance(24 * HOUR_MS);
    expect(await isSignedIn(testApp.app, cookie)).toBe(true);
    clock.advance(1000);
    const response = await getCurrentUser(testApp.app, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('survives the clean-up of idle sessions when the same user signs in elsewhere', async () => {
    const { username, password, cookie } = await rememberedSession();
    clock.advance(2 * HOUR_MS);
    await loginUser(testApp.app, { username, password });
    expect(await isSignedIn(testApp.app, cookie)).toBe(true);
  });

  it('is off unless asked for: the same idle gap ends a plain session', async () => {
    const { username, password } = await registerUser(testApp.app);
    const { cookie } = await loginUser(testApp.app, { username, password, rememberMe: false });
    clock.advance(31 * MINUTE_MS);
    expect(await isSignedIn(testApp.app, cookie)).toBe(false);
  });
});

describe('which stale cookies are cleared', () => {
  it('not one that a newer sign-in replaced: by the time this answer lands it may be the new one', async () => {
    const { username, password, cookie } = await registerUser(testApp.app);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      headers: { cookie },
    });
    expect(login.statusCode).toBe(200);
    // A request that left with the old cookie before the sign-in answered.
    const stale = await getCurrentUser(testApp.app, cookie);
    expect(stale.json()).toBeNull();
    expect(stale.headers['set-cookie']).toBeUndefined();
  });
});

describe('an expired session on public endpoints', () => {
  it('leaves the request anonymous instead of failing it', async () => {
    const { cookie } = await registerUser(testApp.app);
    clock.advance(31 * MINUTE_MS);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/community/recent-users',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
  });
});
