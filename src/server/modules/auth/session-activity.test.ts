import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema/index';
import { getCurrentUser, isSignedIn, registerUser } from '#tests/fixtures/auth-helpers';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { setUpTestApp } from '#tests/fixtures/test-app';

const clock = createFakeClock();
const testApp = setUpTestApp({ clock });

const recordActivity = (cookie?: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/session/activity',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });

const lastSeenOf = async (userId: string) => {
  const [row] = await testApp.database.db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.lastSeenAt.getTime();
};

describe('POST /api/session/activity', () => {
  it('answers 204 with no body for a signed-in user', async () => {
    const { cookie } = await registerUser(testApp.app);
    const response = await recordActivity(cookie);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('refuses an anonymous caller with 401 UNAUTHENTICATED', async () => {
    const response = await recordActivity();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('restarts the 30-minute idle timer, so a session with activity outlives one without', async () => {
    const active = await registerUser(testApp.app);
    const idle = await registerUser(testApp.app);
    clock.advance(20 * MINUTE_MS);
    expect((await recordActivity(active.cookie)).statusCode).toBe(204);
    clock.advance(20 * MINUTE_MS);
    expect(await isSignedIn(testApp.app, active.cookie)).toBe(true);
    const expired = await getCurrentUser(testApp.app, idle.cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('writes last_seen_at at most once a minute', async () => {
    const { cookie, user } = await registerUser(testApp.app);
    const start = await lastSeenOf(user.id);
    clock.advance(59 * 1000);
    await recordActivity(cookie);
    expect(await lastSeenOf(user.id)).toBe(start);
    clock.advance(1000);
    await recordActivity(cookie);
    expect(await lastSeenOf(user.id)).toBe(clock().getTime());
  });

  it('says SESSION_EXPIRED with the inactivity text once the session has idled out', async () => {
    const { cookie } = await registerUser(testApp.app);
    clock.advance(31 * MINUTE_MS);
    const response = await recordActivity(cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Your session has expired due to inactivity. Please log in again.',
    });
  });

  it('refuses a cross-site request', async () => {
    const { cookie } = await registerUser(testApp.app);
    const response = await recordActivity(cookie, { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });
});
