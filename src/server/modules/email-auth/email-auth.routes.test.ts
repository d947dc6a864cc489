import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema/index';
import { hashSessionToken } from '#server/modules/auth/index';
import {
  getCurrentUser,
  isSignedIn,
  sessionCookieOf,
  TEST_PASSWORD,
} from '#tests/fixtures/auth-helpers';
import {
  countMailsTo,
  createVerifiedEmailUser,
  linkTokenOf,
  postEmailAuth,
  readLatestLinkToken,
  readLatestMail,
  signInWithEmail,
  signUpWithEmail,
  uniqueEmail,
} from '#tests/fixtures/email-auth';
import { errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';

const testApp = setUpTestApp();

const userRowOf = async (email: string) => {
  const [row] = await testApp.database.db
    .select()
    .from(users)
    .where(eq(users.emailKey, email.toLowerCase()));
  return row;
};

describe('POST /api/email/sign-up', () => {
  it('creates an unverified account, answers 202 and mails a verification link', async () => {
    const email = uniqueEmail('Ada');
    const response = await signUpWithEmail(testApp.app, { email, displayName: 'Ada Lovelace' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'verification-sent' });
    expect(sessionCookieOf(response)).toBeUndefined();
    const row = await userRowOf(email);
    expect(row).toMatchObject({
      email,
      emailKey: email.toLowerCase(),
      emailVerifiedAt: null,
      displayName: 'Ada Lovelace',
      username: 'AdaLovelace',
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await readLatestMail(testApp.database, email);
    expect(mail?.subject).toBe('Verify your e-mail address for Foresight');
    expect(mail?.textBody).toContain('Hello Ada Lovelace,');
    expect(mail?.textBody).toMatch(/http:\/\/localhost\/auth\/verify-email#token=[\w-]{43}\n/);
    expect(mail?.htmlBody).toContain('<a href="http://localhost/auth/verify-email#token=');
  });

  it('gives a second account with the same display name a numbered username', async () => {
    const first = uniqueEmail();
    const second = uniqueEmail();
    await signUpWithEmail(testApp.app, { email: first, displayName: 'Grace Hopper' });
    await signUpWithEmail(testApp.app, { email: second, displayName: 'Grace Hopper' });
    expect((await userRowOf(first))?.username).toBe('GraceHopper');
    expect((await userRowOf(second))?.username).toMatch(/^GraceHopper\d+$/);
    expect((await userRowOf(second))?.displayName).toBe('Grace Hopper');
  });

  it("falls back to the address's local part for the display name and username", async () => {
    const email = uniqueEmail('grace');
    await signUpWithEmail(testApp.app, { email });
    const row = await userRowOf(email);
    const localPart = email.split('@')[0] ?? '';
    expect(row?.displayName).toBe(localPart);
    expect(row?.username).toBe(localPart);
  });

  it('a registered address gets the same answer, and its owner a warning instead of a link', async () => {
    const { email } = await createVerifiedEmailUser(testApp.app, testApp.database);
    const usersBefore = await testApp.database.db.$count(users);
    const fresh = await signUpWithEmail(testApp.app, { email: uniqueEmail() });
    const again = await signUpWithEmail(testApp.app, { email, password: 'another password 1' });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
    expect(await testApp.database.db.$count(users)).toBe(usersBefore + 1);
    const mail = await readLatestMail(testApp.database, email);
    expect(mail?.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(linkTokenOf(mail)).toBeNull();
    // The first password still signs in: the attempt changed nothing.
    expect((await signInWithEmail(testApp.app, { email })).statusCode).toBe(200);
  });

  it('folds case: Ayse@X.com and ayse@x.com are one account', async () => {
    const local = uniqueEmail('Ayse').split('@')[0] ?? '';
    await signUpWithEmail(testApp.app, { email: `${local}@X.com` });
    await signUpWithEmail(testApp.app, { email: `${local.toLowerCase()}@x.com` });
    const rows = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.emailKey, `${local.toLowerCase()}@x.com`));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe(`${local}@X.com`);
    expect(await countMailsTo(testApp.database, `${local}@X.com`)).toBe(2);
  });

  it('two simultaneous sign-ups with one new address make exactly one account', async () => {
    const email = uniqueEmail();
    const responses = await Promise.all([
      signUpWithEmail(testApp.app, { email }),
      signUpWithEmail(testApp.app, { email: email.toUpperCase() }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([202, 202]);
    const rows = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.emailKey, email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it('refuses a bad address and a short password with the spec texts (en and tr)', async () => {
    const bad = await signUpWithEmail(testApp.app, { email: 'not-an-address', password: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(errorBodyOf(bad).fieldErrors).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 8 characters'],
    });
    const turkish = await postEmailAuth(
      testApp.app,
      '/api/email/sign-up',
      { password: TEST_PASSWORD },
      { headers: { 'accept-language': 'tr' } },
    );
    expect(errorBodyOf(turkish).fieldErrors).toEqual({ email: ['E-posta adresi zorunludur'] });
  });

  it('takes link origins from the configuration, never from the Host header', async () => {
    const email = uniqueEmail();
    // Another served name than the configured origin's (a foreign one is refused with 421).
    await signUpWithEmail(testApp.app, { email }, { headers: { host: '127.0.0.1:3000' } });
    const mail = await readLatestMail(testApp.database, email);
    expect(mail?.textBody).toContain('http://localhost/auth/verify-email#token=');
    expect(mail?.textBody).not.toContain('127.0.0.1');
  });

  it('writes the mail in the reader language and escapes every value in the HTML', async () => {
    const email = uniqueEmail();
    await signUpWithEmail(
      testApp.app,
      { email, displayName: '<b>Ayşe</b> & "Co"' },
      { headers: { 'accept-language': 'tr-TR,tr;q=0.9' } },
    );
    const mail = await readLatestMail(testApp.database, email);
    expect(mail?.subject).toBe('Foresight için e-posta adresinizi doğrulayın');
    expect(mail?.textBody).toContain('Merhaba <b>Ayşe</b> & "Co",');
    expect(mail?.htmlBody).toContain('Merhaba &lt;b&gt;Ayşe&lt;/b&gt; &amp; &quot;Co&quot;,');
    expect(mail?.htmlBody).not.toContain('<b>');
  });
});

describe('POST /api/email/verify', () => {
  it('verifies the address, signs the user in and spends the link', async () => {
    const email = uniqueEmail();
    await signUpWithEmail(testApp.app, { email });
    const token = await readLatestLinkToken(testApp.database, email);
    const response = await postEmailAuth(testApp.app, '/api/email/verify', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, emailVerified: true });
    const me = await getCurrentUser(testApp.app, sessionCookieOf(response));
    expect(me.json()).toMatchObject({ email, emailVerified: true });
    const again = await postEmailAuth(testApp.app, '/api/email/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(errorBodyOf(again).code).toBe('LINK_INVALID');
  });

  it('of two simultaneous openings of one link, exactly one signs in', async () => {
    const email = uniqueEmail();
    await signUpWithEmail(testApp.app, { email });
    const token = await readLatestLinkToken(testApp.database, email);
    const responses = await Promise.all([
      postEmailAuth(testApp.app, '/api/email/verify', { token }),
      postEmailAuth(testApp.app, '/api/email/verify', { token }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });

  it.each([['junk'], ['A'.repeat(43)], ['x'.repeat(128)]])(
    'answers 400 LINK_INVALID for a token that was never issued (%s)',
    async (token) => {
      const response = await postEmailAuth(testApp.app, '/api/email/verify', { token });
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response).code).toBe('LINK_INVALID');
    },
  );
});

describe('POST /api/email/sign-in', () => {
  it('signs a verified user in with an e-mail session (any letter case of the address)', async () => {
    const { email, user } = await createVerifiedEmailUser(testApp.app, testApp.database);
    const response = await signInWithEmail(testApp.app, {
      email: `  ${email.toUpperCase()} `,
      rememberMe: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
    const cookie = response.cookies.find((candidate) => candidate.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await getCurrentUser(testApp.app, sessionCookieOf(response))).json()).toEqual(user);
    const [session] = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSessionToken(cookie?.value ?? '')));
    expect(session).toMatchObject({ method: 'email', remember: true, userAgent: 'lightMyRequest' });
  });

  it('replaces the session the browser already held (no fixation)', async () => {
    const { email, cookie: before } = await createVerifiedEmailUser(testApp.app, testApp.database);
    const response = await signInWithEmail(testApp.app, { email }, { cookie: before });
    expect(response.statusCode).toBe(200);
    expect(await isSignedIn(testApp.app, before)).toBe(false);
    expect(await isSignedIn(testApp.app, sessionCookieOf(response))).toBe(true);
  });

  it('answers unknown address and wrong password alike: 401 INVALID_EMAIL_CREDENTIALS', async () => {
    const { email } = await createVerifiedEmailUser(testApp.app, testApp.database);
    const unknown = await signInWithEmail(testApp.app, { email: uniqueEmail() });
    const wrong = await signInWithEmail(testApp.app, { email, password: 'wrong password 1' });
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'INVALID_EMAIL_CREDENTIALS',
        message: 'Incorrect e-mail or password',
      });
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });

  it('an account without a password (identity provider only) answers like a wrong password', async () => {
    const { email } = await createVerifiedEmailUser(testApp.app, testApp.database);
    await testApp.database.db
      .update(users)
      .set({ passwordHash: null })
      .where(eq(users.emailKey, email.toLowerCase()));
    const response = await signInWithEmail(testApp.app, { email });
    expect(response.statusCode).toBe(401);
    expect(errorBodyOf(response).code).toBe('INVALID_EMAIL_CREDENTIALS');
  });

  it('an unverified account cannot sign in: 403 and a fresh link, but only with the right password', async () => {
    const email = uniqueEmail();
    await signUpWithEmail(testApp.app, { email });
    const firstToken = await readLatestLinkToken(testApp.database, email);
    const wrong = await signInWithEmail(testApp.app, { email, password: 'wrong password 1' });
    expect(errorBodyOf(wrong).code).toBe('INVALID_EMAIL_CREDENTIALS');
    expect(await countMailsTo(testApp.database, email)).toBe(1);
    const right = await signInWithEmail(testApp.app, { email });
    expect(right.statusCode).toBe(403);
    expect(errorBodyOf(right).code).toBe('EMAIL_NOT_VERIFIED');
    expect(sessionCookieOf(right)).toBeUndefined();
    const freshToken = await readLatestLinkToken(testApp.database, email);
    expect(freshToken).not.toBe(firstToken);
    const verified = await postEmailAuth(testApp.app, '/api/email/verify', { token: freshToken });
    expect(verified.statusCode).toBe(200);
    expect((await signInWithEmail(testApp.app, { email })).statusCode).toBe(200);
  });
});

describe('POST /api/email/verification (resend)', () => {
  it('mails a new link to an unverified account, and answers the same for any other address', async () => {
    const email = uniqueEmail();
    await signUpWithEmail(testApp.app, { email });
    const verified = await createVerifiedEmailUser(testApp.app, testApp.database);
    const answers = [];
    for (const address of [email, verified.email, uniqueEmail()]) {
      const response = await postEmailAuth(testApp.app, '/api/email/verification', {
        email: address,
      });
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 202, body: '{"status":"verification-sent"}' });
    expect(await countMailsTo(testApp.database, email)).toBe(2);
    // The verified account got no new mail (its one mail is the original link).
    expect(await countMailsTo(testApp.database, verified.email)).toBe(1);
  });
});
