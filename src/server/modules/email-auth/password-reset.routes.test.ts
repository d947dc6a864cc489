import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, users } from '#server/db/schema/index';
import { isSignedIn, sessionCookieOf } from '#tests/fixtures/auth-helpers';
import {
  createVerifiedEmailUser,
  postEmailAuth,
  readLatestLinkToken,
  readLatestMail,
  requestResetToken,
  signInWithEmail,
  signUpWithEmail,
  uniqueEmail,
} from '#tests/fixtures/email-auth';
import { createFakeClock, HOUR_MS, MINUTE_MS } from '#tests/fixtures/fake-clock';
import { errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';

const clock = createFakeClock();
const testApp = setUpTestApp({ clock });

const NEW_PASSWORD = 'a brand new password';

const confirm = (token: string, password = NEW_PASSWORD, cookie?: string) =>
  postEmailAuth(
    testApp.app,
    '/api/password-reset/confirm',
    { token, password },
    cookie ? { cookie } : {},
  );

const expectLinkInvalid = (response: Awaited<ReturnType<typeof confirm>>) => {
  expect(response.statusCode).toBe(400);
  expect(errorBodyOf(response).code).toBe('LINK_INVALID');
};

describe('POST /api/password-reset', () => {
  it('answers 202 alike for registered and unknown addresses; only the owner gets a link', async () => {
    const { email } = await createVerifiedEmailUser(testApp.app, testApp.database);
    const unknownEmail = uniqueEmail();
    const known = await postEmailAuth(testApp.app, '/api/password-reset', {
      email: email.toUpperCase(),
    });
    const unknown = await postEmailAuth(testApp.app, '/api/password-reset', {
      email: unknownEmail,
    });
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe('{"status":"reset-sent"}');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    // The link goes to the address on file, not to the spelling typed into the form.
    const mail = await readLatestMail(testApp.database, email);
    expect(mail?.subject).toBe('Reset your Foresight password');
    expect(mail?.textBody).toMatch(/http:\/\/localhost\/auth\/reset-password#token=[\w-]{43}/);
    expect(await readLatestMail(testApp.database, email.toUpperCase())).toBeNull();
    expect(await readLatestMail(testApp.database, unknownEmail)).toBeNull();
  });

  it('stores only the SHA-256 of the token, never the token itself', async () => {
    const { email, user } = await createVerifiedEmailUser(testApp.app, testApp.database);
    const token = await requestResetToken(testApp.app, testApp.database, email);
    const rows = await testApp.database.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, user.id));
    expect(rows.map((row) => row.purpose).sort()).toEqual(['reset-password', 'verify-email']);
    expect(JSON.stringify(rows)).not.toContain(token);
    const sha256 = createHash('sha256').update(token).digest('hex');
    expect(rows.find((row) => row.purpose === 'reset-password')?.tokenHash).toBe(sha256);
  });
});

describe('POST /api/password-reset/confirm', () => {
  it('sets the password, signs in and ends every other session of the user', async () => {
    const {
      email,
      user,
      cookie: firstDevice,
    } = await createVerifiedEmailUser(testApp.app, testApp.database);
    const secondDevice = sessionCookieOf(await signInWithEmail(testApp.app, { email }));
    const token = await requestResetToken(testApp.app, testApp.database, email);
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
    const newCookie = sessionCookieOf(response);
    expect(await isSignedIn(testApp.app, newCookie)).toBe(true);
    expect(await isSignedIn(testApp.app, firstDevice)).toBe(false);
    expect(await isSignedIn(testApp.app, secondDevice)).toBe(false);
    expect((await signInWithEmail(testApp.app, { email })).statusCode).toBe(401);
    const withNew = await signInWithEmail(testApp.app, { email, password: NEW_PASSWORD });
    expect(withNew.statusCode).toBe(200);
  });

  it('is single use, and spends the other outstanding reset links of the user', async () => {
    const { email } = await createVerifiedEmailUser(testApp.app, testApp.database);
    const older = await requestResetToken(testApp.app, testApp.database, email);
    const newer = await requestResetToken(testApp.app, testApp.database, email);
    expect(newer).not.toBe(older);
    expect((await confirm(newer)).statusCode).toBe(200);
    expectLinkInvalid(await confirm(newer, 'yet another password'));
    expectLinkInvalid(await confirm(older, 'yet another password'));
  });

  it('of two parallel confirmations with one link, exactly one wins', async () => {
    const { email } = await createVerifiedEmailUser(testApp.app, testApp.database);
    const token = await requestResetToken(testApp.app, testApp.database, email);
    const responses = await Promise.all([
      confirm(token, 'first parallel password'),
      confirm(token, 'second parallel password'),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const winner = responses.findIndex((response) => response.statusCode === 200);
    const password = winner === 0 ? 'first parallel password' : 'second parallel password';
    expect((await signInWithEmail(testApp.app, { email, password })).statusCode).toBe(200);
  });

  it('expires after 1 hour (fake clock)', async () => {
    const { email } = await createVerifiedEmailUser(testApp.app, testApp.database);
    const stale = await requestResetToken(testApp.app, testApp.database, email);
    const fresh = await requestResetToken(testApp.app, testApp.database, email);
    clock.advance(HOUR_MS);
    expectLinkInvalid(await confirm(stale));
    clock.advance(-1000);
    expect((await confirm(fresh)).statusCode).toBe(200);
  });

  it('verifies the address it was mailed to, replacing the password of an unverified account', async () => {
    const email = uniqueEmail();
    // Someone else prepared an account on this address with their own password.
    await signUpWithEmail(testApp.app, { email, password: 'attacker password 1' });
    const token = await requestResetToken(testApp.app, testApp.database, email);
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, emailVerified: true });
    const attacker = await signInWithEmail(testApp.app, { email, password: 'attacker password 1' });
    expect(attacker.statusCode).toBe(401);
  });

  it('refuses a weak new password before spending the link', async () => {
    const { email } = await createVerifiedEmailUser(testApp.app, testApp.database);
    const token = await requestResetToken(testApp.app, testApp.database, email);
    const weak = await confirm(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(errorBodyOf(weak).fieldErrors).toEqual({
      password: ['Password must be at least 8 characters'],
    });
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('a reset link cannot verify an address, and a verification link cannot reset', async () => {
    const email = uniqueEmail();
    await signUpWithEmail(testApp.app, { email });
    const verifyToken = await readLatestLinkToken(testApp.database, email);
    expectLinkInvalid(await confirm(verifyToken));
    const resetToken = await requestResetToken(testApp.app, testApp.database, email);
    expectLinkInvalid(await postEmailAuth(testApp.app, '/api/email/verify', { token: resetToken }));
    const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toBeNull();
  });
});

describe('verification link lifetime', () => {
  it('works for 24 hours and not after (fake clock)', async () => {
    const early = uniqueEmail();
    const late = uniqueEmail();
    await signUpWithEmail(testApp.app, { email: early });
    await signUpWithEmail(testApp.app, { email: late });
    clock.advance(24 * HOUR_MS - MINUTE_MS);
    const earlyToken = await readLatestLinkToken(testApp.database, early);
    const verified = await postEmailAuth(testApp.app, '/api/email/verify', { token: earlyToken });
    expect(verified.statusCode).toBe(200);
    clock.advance(MINUTE_MS);
    const lateToken = await readLatestLinkToken(testApp.database, late);
    expectLinkInvalid(await postEmailAuth(testApp.app, '/api/email/verify', { token: lateToken }));
  });
});
