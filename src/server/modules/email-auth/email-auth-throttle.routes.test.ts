import { describe, expect, it } from 'vitest';
import { THROTTLE_RULES } from '#server/modules/auth/index';
import { nextTestIp } from '#tests/fixtures/auth-helpers';
import {
  countMailsTo,
  createVerifiedEmailUser,
  postEmailAuth,
  signInWithEmail,
  signUpWithEmail,
  uniqueEmail,
} from '#tests/fixtures/email-auth';
import { errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';

const testApp = setUpTestApp();

type Response = Awaited<ReturnType<typeof postEmailAuth>>;

const expectRateLimited = (response: Response, reason: string) => {
  expect(response.statusCode).toBe(429);
  const body = errorBodyOf(response);
  expect(body.code).toBe('RATE_LIMITED');
  expect(body.message).toMatch(new RegExp(`^${reason} Please try again in \\d+ minutes?\\.$`));
  expect(body.retryAfterSeconds).toBeGreaterThan(0);
};

/** Sends `count` calls and returns the answer of one more. */
const exhaust = async (count: number, call: () => Promise<Response>) => {
  for (let index = 0; index < count; index += 1) {
    expect((await call()).statusCode).toBeLessThan(429);
  }
  return call();
};

describe('rate limits of the e-mail account endpoints', () => {
  it('locks sign-in to one address from the guessing network after 10 failures, not the owner elsewhere', async () => {
    const { email } = await createVerifiedEmailUser(testApp.app, testApp.database);
    const stranger = nextTestIp();
    const wrong = () =>
      signInWithEmail(
        testApp.app,
        { email, password: 'wrong password 1' },
        { remoteAddress: stranger },
      );
    const refused = await exhaust(THROTTLE_RULES.loginAccountSource.maxAttempts, wrong);
    expectRateLimited(refused, 'Too many failed login attempts for this account.');
    // Even the right password waits there: the counter is spent before argon2 runs.
    expectRateLimited(
      await signInWithEmail(testApp.app, { email }, { remoteAddress: stranger }),
      'Too many failed login attempts for this account.',
    );
    // The owner, from another network, is not locked out by the stranger's guesses.
    expect((await signInWithEmail(testApp.app, { email })).statusCode).toBe(200);
  });

  it('limits sign-in per network', async () => {
    const ip = nextTestIp();
    const call = () =>
      signInWithEmail(testApp.app, { email: uniqueEmail() }, { remoteAddress: ip });
    const refused = await exhaust(THROTTLE_RULES.emailSignInIp.maxAttempts, call);
    expectRateLimited(refused, 'Too many login attempts from your network.');
  });

  it('limits sign-ups per address, known or not, in the reader language', async () => {
    const email = uniqueEmail();
    const refused = await exhaust(THROTTLE_RULES.emailSignUpAddress.maxAttempts, () =>
      signUpWithEmail(testApp.app, { email }),
    );
    expectRateLimited(refused, 'Too many e-mails were requested for this address.');
    expect(await countMailsTo(testApp.database, email)).toBe(
      THROTTLE_RULES.emailSignUpAddress.maxAttempts,
    );
    const turkish = await signUpWithEmail(
      testApp.app,
      { email },
      { headers: { 'accept-language': 'tr' } },
    );
    expect(errorBodyOf(turkish).message).toMatch(
      /^Bu adres için çok fazla e-posta istendi\. Lütfen \d+ dakika sonra tekrar deneyin\.$/,
    );
  });

  it('limits sign-ups per network', async () => {
    const ip = nextTestIp();
    const refused = await exhaust(THROTTLE_RULES.emailSignUpIp.maxAttempts, () =>
      signUpWithEmail(testApp.app, { email: uniqueEmail() }, { remoteAddress: ip }),
    );
    expectRateLimited(refused, 'Too many sign-up attempts from your network.');
  });

  it.each([
    ['/api/password-reset', THROTTLE_RULES.passwordResetAddress, THROTTLE_RULES.passwordResetIp],
    [
      '/api/email/verification',
      THROTTLE_RULES.verificationMailAddress,
      THROTTLE_RULES.verificationMailIp,
    ],
  ])('limits %s per address and per network', async (url, addressRule, ipRule) => {
    const email = uniqueEmail();
    const perAddress = await exhaust(addressRule.maxAttempts, () =>
      postEmailAuth(testApp.app, url, { email }),
    );
    expectRateLimited(perAddress, addressRule.reason);
    const ip = nextTestIp();
    const perNetwork = await exhaust(ipRule.maxAttempts, () =>
      postEmailAuth(testApp.app, url, { email: uniqueEmail() }, { remoteAddress: ip }),
    );
    expectRateLimited(perNetwork, ipRule.reason);
  });

  it('an unverified sign-in keeps answering 403 but stops mailing once the address limit is hit', async () => {
    const email = uniqueEmail();
    await signUpWithEmail(testApp.app, { email });
    const limit = THROTTLE_RULES.verificationMailAddress.maxAttempts;
    for (let index = 0; index < limit + 2; index += 1) {
      const response = await signInWithEmail(testApp.app, { email });
      expect(errorBodyOf(response).code).toBe('EMAIL_NOT_VERIFIED');
    }
    // The sign-up link plus one per allowed resend.
    expect(await countMailsTo(testApp.database, email)).toBe(1 + limit);
  });
});
