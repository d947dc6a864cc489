import { describe, expect, it } from 'vitest';
import { isSignedIn, loginUser, uniqueUsername } from '#tests/fixtures/auth-helpers';
import { createFakeClock, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { callApi, errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';
import { createUser, startSession, toUsernameKey } from '#server/modules/auth/index';

const clock = createFakeClock();
const testApp = setUpTestApp({ clock });

const NEW_PASSWORD = 'a brand new passphrase';

/** An account made by an identity provider (no password), signed in now through it. */
const createProviderAccount = async () => {
  const context = { db: testApp.database.db, clock };
  const username = uniqueUsername('oidc');
  const row = await createUser(context.db, {
    username,
    usernameKey: toUsernameKey(username),
    passwordHash: null,
    createdAt: clock(),
  });
  if (!row) throw new Error('user not created');
  const session = await startSession(context, {
    userId: row.id,
    replacesSessionId: null,
    method: 'oidc',
  });
  return { username, cookie: `session=${session.token}` };
};

const setPassword = (cookie: string, payload: unknown) =>
  callApi(testApp.app, { method: 'POST', url: '/api/account/password', cookie, payload });

describe('an account with no password (identity provider only)', () => {
  it('says so in GET /api/account', async () => {
    const { cookie } = await createProviderAccount();
    const response = await callApi(testApp.app, { method: 'GET', url: '/api/account', cookie });
    expect(response.json()).toMatchObject({ hasPassword: false });
  });

  it('may set a password within 5 minutes of signing in, then sign in with it', async () => {
    const { cookie, username } = await createProviderAccount();
    clock.advance(4 * MINUTE_MS);
    const response = await setPassword(cookie, { newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    await loginUser(testApp.app, { username, password: NEW_PASSWORD });
  });

  it('must sign in again after 5 minutes (401 REAUTHENTICATION_REQUIRED)', async () => {
    const { cookie, username } = await createProviderAccount();
    clock.advance(5 * MINUTE_MS + 1000);
    await callApi(testApp.app, { method: 'GET', url: '/api/account', cookie });
    const response = await setPassword(cookie, { newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(errorBodyOf(response).code).toBe('REAUTHENTICATION_REQUIRED');
    // The session itself is still fine: only this action needs a fresh sign-in.
    expect(await isSignedIn(testApp.app, cookie)).toBe(true);
    await expect(loginUser(testApp.app, { username, password: NEW_PASSWORD })).rejects.toThrow();
  });

  it('may delete the account only within the same window', async () => {
    const late = await createProviderAccount();
    const early = await createProviderAccount();
    clock.advance(2 * MINUTE_MS);
    const deleteAccount = (user: { cookie: string; username: string }) =>
      callApi(testApp.app, {
        method: 'DELETE',
        url: '/api/account',
        cookie: user.cookie,
        payload: { confirmation: user.username },
      });
    const deleted = await deleteAccount(early);
    expect(deleted.statusCode).toBe(200);
    clock.advance(4 * MINUTE_MS);
    const refused = await deleteAccount(late);
    expect(refused.statusCode).toBe(401);
    expect(errorBodyOf(refused).code).toBe('REAUTHENTICATION_REQUIRED');
    expect(await isSignedIn(testApp.app, late.cookie)).toBe(true);
  });
});
