import { describe, expect, it } from 'vitest';
import { errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';
import { nextTestIp, uniqueUsername } from '#tests/fixtures/auth-helpers';
import {
  createVerifiedEmailUser,
  postEmailAuth,
  requestResetToken,
  signUpWithEmail,
  uniqueEmail,
} from '#tests/fixtures/email-auth';
import { WEAK_PASSWORD_MESSAGES, weakPasswordReason } from './password-policy';

describe('weakPasswordReason (ASVS 2.1.7)', () => {
  it.each([
    ['password', 'common'],
    ['12345678', 'common'],
    ['password123', 'common'],
    ['qwertyuiop', 'common'],
    ['PassWord', 'common'],
    ['Summer2026!', 'common'],
    ['!!dragon2024', 'common'],
    ['        ', 'repetitive'],
    ['aaaaaaaaaaaa', 'repetitive'],
  ] as const)('refuses %j as %s', (password, reason) => {
    expect(weakPasswordReason(password, { username: 'someone' })).toBe(reason);
  });

  it('refuses passwords built from the username (the username plus a year) or the e-mail name', () => {
    expect(weakPasswordReason('Mehmet.Kaya2026', { username: 'mehmet.kaya' })).toBe('personal');
    expect(weakPasswordReason('ÇELİK-in-1999', { username: 'çelik' })).toBe('personal');
    expect(weakPasswordReason('zeynep.dt!2026', { email: 'Zeynep.DT@example.com' })).toBe(
      'personal',
    );
  });

  it('accepts long, uncommon passphrases', () => {
    for (const password of [
      'correct horse battery staple',
      'tuzlu kahve ve martılar',
      'x7#Lq9!vR2',
    ]) {
      expect(
        weakPasswordReason(password, { username: 'ayse', email: 'ayse@example.com' }),
      ).toBeNull();
    }
  });

  it('ignores very short names, which occur inside too many good passwords', () => {
    expect(weakPasswordReason('gamma ray burst 42', { username: 'ga' })).toBeNull();
  });
});

describe('registration refuses weak passwords with a field message', () => {
  const testApp = setUpTestApp();
  const register = (username: string, password: string, language = 'en') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username, password },
      remoteAddress: nextTestIp(),
      headers: { 'accept-language': language },
    });

  it.each(['password', '12345678', 'qwertyuiop', '        '])(
    'POST /api/register %j → 400',
    async (password) => {
      const response = await register(uniqueUsername('weak'), password);
      expect(response.statusCode).toBe(400);
      const body = errorBodyOf(response);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fieldErrors?.password?.[0]).toMatch(/too common|single character/);
    },
  );

  it("POST /api/register with the username plus a year → 400, in the reader's language", async () => {
    const username = uniqueUsername('kaya');
    const response = await register(username, `${username}2026`, 'tr');
    expect(response.statusCode).toBe(400);
    const body = errorBodyOf(response);
    expect(body.message).not.toBe(WEAK_PASSWORD_MESSAGES.personal);
    expect(body.message).toContain('kullanıcı adınızı');
    expect(body.fieldErrors?.password?.[0]).toContain('kullanıcı adınızı');
  });
});

describe('every other path that sets a password refuses weak ones too', () => {
  const testApp = setUpTestApp();

  it('e-mail sign-up: the same 400 for a new and an existing address (nothing revealed)', async () => {
    const { email } = await createVerifiedEmailUser(testApp.app, testApp.database);
    for (const address of [email, uniqueEmail()]) {
      const response = await signUpWithEmail(testApp.app, {
        email: address,
        password: 'password123',
      });
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response).fieldErrors?.password?.[0]).toMatch(/too common/);
    }
  });

  it('password reset: a weak password is refused and the link stays usable', async () => {
    const { email } = await createVerifiedEmailUser(testApp.app, testApp.database);
    const token = await requestResetToken(testApp.app, testApp.database, email);
    const local = email.split('@')[0] ?? '';
    const weak = await postEmailAuth(testApp.app, '/api/password-reset/confirm', {
      token,
      password: `${local}!2026`,
    });
    expect(weak.statusCode).toBe(400);
    expect(errorBodyOf(weak).fieldErrors?.password?.[0]).toMatch(/e-mail/);
    const strong = await postEmailAuth(testApp.app, '/api/password-reset/confirm', {
      token,
      password: 'a long and unusual passphrase',
    });
    expect(strong.statusCode).toBe(200);
  });
});
