import { describe, expect, it } from 'vitest';
import { AccountSchema } from '#shared/contracts/account';
import { getCurrentUser, isSignedIn, loginUser, registerUser } from '#tests/fixtures/auth-helpers';
import { callApi, errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';

const testApp = setUpTestApp();

const NEW_PASSWORD = 'a brand new passphrase';

const patchProfile = (cookie: string | undefined, payload: unknown) =>
  callApi(testApp.app, { method: 'PATCH', url: '/api/account/profile', cookie, payload });

const changePassword = (cookie: string | undefined, payload: unknown) =>
  callApi(testApp.app, { method: 'POST', url: '/api/account/password', cookie, payload });

describe('account API', () => {
  it('refuses anonymous callers on every endpoint with 401 UNAUTHENTICATED', async () => {
    const calls = [
      { method: 'GET', url: '/api/account' },
      { method: 'PATCH', url: '/api/account/profile', payload: { language: 'en' } },
      { method: 'POST', url: '/api/account/password', payload: { newPassword: NEW_PASSWORD } },
      { method: 'GET', url: '/api/account/sessions' },
      { method: 'DELETE', url: '/api/account/sessions/0123456789abcdef' },
      { method: 'POST', url: '/api/account/sessions/end-all' },
      { method: 'GET', url: '/api/account/export' },
      { method: 'DELETE', url: '/api/account', payload: { confirmation: 'x' } },
    ] as const;
    for (const call of calls) {
      const response = await callApi(testApp.app, call);
      expect(response.statusCode, call.url).toBe(401);
      expect(errorBodyOf(response).code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('GET /api/account', () => {
  it('describes the signed-in account without hashes or keys', async () => {
    const { cookie, username } = await registerUser(testApp.app);
    const response = await callApi(testApp.app, { method: 'GET', url: '/api/account', cookie });
    expect(response.statusCode).toBe(200);
    expect(AccountSchema.parse(response.json())).toEqual({
      username,
      displayName: null,
      email: null,
      emailVerified: false,
      photoURL: null,
      language: null,
      hasPassword: true,
      createdAt: expect.any(String) as string,
    });
    expect(response.body).not.toMatch(/argon2|usernameKey|passwordHash/);
  });

  it('refuses an anonymous caller', async () => {
    const response = await callApi(testApp.app, { method: 'GET', url: '/api/account' });
    expect(response.statusCode).toBe(401);
    expect(errorBodyOf(response).code).toBe('UNAUTHENTICATED');
  });
});

describe('PATCH /api/account/profile', () => {
  it('changes the display name, photo and language, and /api/user follows', async () => {
    const { cookie } = await registerUser(testApp.app);
    const photo = 'https://images.example.com/me.png';
    const response = await patchProfile(cookie, {
      displayName: '  Ayşe Yılmaz ',
      photoURL: photo,
      language: 'tr',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      displayName: 'Ayşe Yılmaz',
      photoURL: photo,
      language: 'tr',
    });
    expect((await getCurrentUser(testApp.app, cookie)).json()).toMatchObject({
      displayName: 'Ayşe Yılmaz',
      photoURL: photo,
    });
  });

  it('stores a display name without its direction and zero-width characters (issue 34)', async () => {
    const { cookie } = await registerUser(testApp.app);
    // Shown as "Ayşe Yılmaz" followed by "gpj.exe" reversed, and a zero-width space inside.
    const response = await patchProfile(cookie, {
      displayName: '\u200BAyşe\u200D Yıl\uFEFFmaz \u202Eexe.jpg\u202C\u2066\u2069',
    });
    expect(response.statusCode).toBe(200);
    expect((await getCurrentUser(testApp.app, cookie)).json()).toMatchObject({
      displayName: 'Ayşe Yılmaz exe.jpg',
    });
    // Nothing but invisible characters is an empty name.
    const empty = await patchProfile(cookie, { displayName: '\u202E\u200B\u2060' });
    expect(empty.statusCode).toBe(400);
    expect(errorBodyOf(empty).fieldErrors).toHaveProperty('displayName');
  });

  it('leaves fields that are not sent and removes those sent as null', async () => {
    const { cookie } = await registerUser(testApp.app);
    await patchProfile(cookie, { displayName: 'Kept', photoURL: 'https://example.com/a.png' });
    const response = await patchProfile(cookie, { photoURL: null });
    expect(response.json()).toMatchObject({ displayName: 'Kept', photoURL: null });
  });

  it.each([
    ['an empty display name', { displayName: '   ' }, 'displayName'],
    ['a display name over the limit', { displayName: 'x'.repeat(65) }, 'displayName'],
    ['a NUL in the display name', { displayName: 'a\u0000b' }, 'displayName'],
    ['an http photo address', { photoURL: 'http://example.com/a.png' }, 'photoURL'],
    ['a javascript: photo address', { photoURL: 'javascript:alert(1)' }, 'photoURL'],
    ['credentials in the photo address', { photoURL: 'https://u:p@example.com/' }, 'photoURL'],
    ['a photo address over 2048', { photoURL: `https://e.com/${'a'.repeat(2048)}` }, 'photoURL'],
    ['another language', { language: 'de' }, 'language'],
  ])('refuses %s (400, field named)', async (_name, payload, field) => {
    const { cookie } = await registerUser(testApp.app);
    const response = await patchProfile(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).fieldErrors?.[field]).toBeDefined();
  });

  it('refuses unknown fields (no writing the username or the password hash)', async () => {
    const { cookie } = await registerUser(testApp.app);
    const response = await patchProfile(cookie, { username: 'someone_else' });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/account/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const first = await registerUser(testApp.app);
    const other = await loginUser(testApp.app, { username: first.username });
    const response = await changePassword(first.cookie, {
      currentPassword: first.password,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(await isSignedIn(testApp.app, first.cookie)).toBe(true);
    expect(await isSignedIn(testApp.app, other.cookie)).toBe(false);
    await expect(loginUser(testApp.app, { username: first.username })).rejects.toThrow(/401/);
    await loginUser(testApp.app, { username: first.username, password: NEW_PASSWORD });
  });

  it('refuses a wrong current password with 401 WRONG_PASSWORD and changes nothing', async () => {
    const { cookie, username } = await registerUser(testApp.app);
    const response = await changePassword(cookie, {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(errorBodyOf(response).code).toBe('WRONG_PASSWORD');
    expect(await isSignedIn(testApp.app, cookie)).toBe(true);
    await loginUser(testApp.app, { username });
  });

  it('asks for the current password when the account has one', async () => {
    const { cookie } = await registerUser(testApp.app);
    const response = await changePassword(cookie, { newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).fieldErrors?.currentPassword).toBeDefined();
  });

  it('holds the new password to the password rules', async () => {
    const { cookie, password } = await registerUser(testApp.app);
    const response = await changePassword(cookie, {
      currentPassword: password,
      newPassword: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).fieldErrors?.newPassword).toBeDefined();
  });

  it('refuses a common password or one holding the username, on the new-password field', async () => {
    const { cookie, password, username } = await registerUser(testApp.app);
    for (const newPassword of ['password123', `${username}2026`]) {
      const response = await changePassword(cookie, { currentPassword: password, newPassword });
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response).fieldErrors?.newPassword).toBeDefined();
    }
    await loginUser(testApp.app, { username });
  });

  it('counts wrong guesses like logins: the 11th in 15 minutes is refused', async () => {
    const { cookie, password } = await registerUser(testApp.app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await changePassword(cookie, {
        currentPassword: `wrong ${attempt}`,
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await changePassword(cookie, {
      currentPassword: password,
      newPassword: NEW_PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect(errorBodyOf(blocked).code).toBe('RATE_LIMITED');
  });

  it('refuses an anonymous caller', async () => {
    const response = await changePassword(undefined, { newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
  });
});
