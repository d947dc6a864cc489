import { describe, expect, it } from 'vitest';
import { registerUser, TEST_PASSWORD } from '#tests/fixtures/auth-helpers';
import {
  countMailsTo,
  createVerifiedEmailUser,
  postEmailAuth,
  readLatestLinkToken,
  readLatestMail,
  requestResetToken,
  signInWithEmail,
  uniqueEmail,
} from '#tests/fixtures/email-auth';
import { errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';

// app.inject sends Host: localhost, as a proxy that forwards its internal name would (ALLOWED_HOSTS).
const testApp = setUpTestApp({
  publicOrigin: 'https://app.example.com',
  allowedHosts: ['localhost'],
});

/** Every account here has TEST_PASSWORD; the change asks for it again. */
const requestChange = (
  cookie: string | undefined,
  email: string,
  /** null: not sent. */
  currentPassword: string | null = TEST_PASSWORD,
) =>
  postEmailAuth(
    testApp.app,
    '/api/account/email',
    { email, ...(currentPassword === null ? {} : { currentPassword }) },
    cookie ? { cookie } : {},
  );

const verify = (token: string) => postEmailAuth(testApp.app, '/api/email/verify', { token });

const currentUser = async (cookie: string) =>
  (
    await testApp.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie },
    })
  ).json<{ email: string | null; emailVerified: boolean }>();

describe('POST /api/account/email', () => {
  it('refuses anonymous callers', async () => {
    const response = await requestChange(undefined, uniqueEmail());
    expect(response.statusCode).toBe(401);
    expect(errorBodyOf(response).code).toBe('UNAUTHENTICATED');
  });

  it('asks for the current password again: missing is 400, wrong is 401, and no mail goes out', async () => {
    const { cookie } = await registerUser(testApp.app);
    const email = uniqueEmail();
    const missing = await requestChange(cookie, email, null);
    expect(missing.statusCode).toBe(400);
    expect(errorBodyOf(missing).fieldErrors?.currentPassword).toEqual(['This field is required']);
    const wrong = await requestChange(cookie, email, 'not my password at all');
    expect(wrong.statusCode).toBe(401);
    expect(errorBodyOf(wrong).code).toBe('WRONG_PASSWORD');
    expect(await countMailsTo(testApp.database, email)).toBe(0);
  });

  it('a username account adds an address, which counts only once its link is opened', async () => {
    const { cookie, username } = await registerUser(testApp.app);
    const email = uniqueEmail();
    const response = await requestChange(cookie, email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'verification-sent' });
    expect(await currentUser(cookie)).toMatchObject({ email: null, emailVerified: false });
    const mail = await readLatestMail(testApp.database, email);
    expect(mail?.subject).toBe('Confirm your new e-mail address for Foresight');
    expect(mail?.textBody).toContain(`the Foresight account ${username}`);
    // publicOrigin is the default origin of links.
    expect(mail?.textBody).toContain('https://app.example.com/auth/verify-email#token=');
    const verified = await verify(await readLatestLinkToken(testApp.database, email));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ username, email, emailVerified: true });
    // The account's password now signs in with the address too.
    expect((await signInWithEmail(testApp.app, { email })).statusCode).toBe(200);
    // There was no earlier address to notify: the link was the only mail.
    expect(await countMailsTo(testApp.database, email)).toBe(1);
  });

  it('moves a verified account to the new address; the old one stops signing in', async () => {
    const { cookie, email: oldEmail } = await createVerifiedEmailUser(
      testApp.app,
      testApp.database,
    );
    const newEmail = uniqueEmail();
    await requestChange(cookie, newEmail);
    expect(await currentUser(cookie)).toMatchObject({ email: oldEmail, emailVerified: true });
    expect((await verify(await readLatestLinkToken(testApp.database, newEmail))).statusCode).toBe(
      200,
    );
    expect((await signInWithEmail(testApp.app, { email: oldEmail })).statusCode).toBe(401);
    expect((await signInWithEmail(testApp.app, { email: newEmail })).statusCode).toBe(200);
    // The old mailbox hears of the move, in case a stolen session made it.
    const notice = await readLatestMail(testApp.database, oldEmail);
    expect(notice?.subject).toBe('Your Foresight e-mail address was changed');
    expect(notice?.textBody).toContain(`was changed to ${newEmail}.`);
    expect(notice?.textBody).toContain('support@foresight.example');
  });

  it('answers 409 EMAIL_IN_USE when another account took the address meanwhile', async () => {
    const first = await createVerifiedEmailUser(testApp.app, testApp.database);
    const contested = uniqueEmail();
    await requestChange(first.cookie, contested);
    const token = await readLatestLinkToken(testApp.database, contested);
    await createVerifiedEmailUser(testApp.app, testApp.database, { email: contested });
    const response = await verify(token);
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response).code).toBe('EMAIL_IN_USE');
    expect(await currentUser(first.cookie)).toMatchObject({ email: first.email });
  });

  it('older links die once an address is proven: they cannot move the account back', async () => {
    const { cookie, email: oldEmail } = await createVerifiedEmailUser(
      testApp.app,
      testApp.database,
    );
    const abandoned = uniqueEmail();
    const chosen = uniqueEmail();
    await requestChange(cookie, abandoned);
    await requestChange(cookie, chosen);
    const abandonedToken = await readLatestLinkToken(testApp.database, abandoned);
    expect((await verify(await readLatestLinkToken(testApp.database, chosen))).statusCode).toBe(
      200,
    );
    expect((await verify(abandonedToken)).statusCode).toBe(400);
    expect(await currentUser(cookie)).toMatchObject({ email: chosen });
    expect(oldEmail).not.toBe(chosen);
  });

  it('a reset link mailed to the address the account has left no longer works', async () => {
    const { cookie, email: oldEmail } = await createVerifiedEmailUser(
      testApp.app,
      testApp.database,
    );
    const resetToken = await requestResetToken(testApp.app, testApp.database, oldEmail);
    const newEmail = uniqueEmail();
    await requestChange(cookie, newEmail);
    await verify(await readLatestLinkToken(testApp.database, newEmail));
    const response = await postEmailAuth(testApp.app, '/api/password-reset/confirm', {
      token: resetToken,
      password: 'another password 1',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).code).toBe('LINK_INVALID');
    expect((await signInWithEmail(testApp.app, { email: newEmail })).statusCode).toBe(200);
  });

  it('asking for the address the account already has verified sends nothing', async () => {
    const { cookie, email } = await createVerifiedEmailUser(testApp.app, testApp.database);
    const response = await requestChange(cookie, email.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(await countMailsTo(testApp.database, email)).toBe(1);
    expect(await countMailsTo(testApp.database, email.toUpperCase())).toBe(0);
  });
});
