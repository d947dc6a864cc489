import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_MESSAGES } from './contracts/auth';
import { isErrorText, localizeErrorBody, translateErrorText } from './error-texts';
import { ERROR_CODES, ERROR_MESSAGES } from './errors';

describe('translateErrorText', () => {
  it('has a Turkish text for every error code and both session-expiry reasons', () => {
    const english = [
      ...ERROR_CODES.map((code) => ERROR_MESSAGES[code]),
      ...Object.values(SESSION_EXPIRED_MESSAGES),
    ];
    for (const text of english) {
      expect(translateErrorText(text, 'tr'), text).not.toBe(text);
      expect(translateErrorText(text, 'en')).toBe(text);
    }
  });

  it.each([
    ['Password must be no more than 128 characters', 'Parola en fazla 128 karakter olabilir'],
    ['Password must be no more than 72 bytes', 'Parola en fazla 72 bayt olabilir'],
    ['Must be no more than 100,000,000', 'En fazla 100.000.000 olabilir'],
    [
      'Too many failed login attempts for this account. Please try again in 15 minutes.',
      'Bu hesap için çok fazla başarısız giriş denemesi yapıldı. Lütfen 15 dakika sonra tekrar deneyin.',
    ],
    [
      'Too many login attempts from your network. Please try again in 1 second.',
      'Ağınızdan çok fazla giriş denemesi yapıldı. Lütfen 1 saniye sonra tekrar deneyin.',
    ],
  ])('words "%s" in Turkish', (english, turkish) => {
    expect(translateErrorText(english, 'tr')).toBe(turkish);
  });

  it('leaves a text it does not know as it is', () => {
    expect(translateErrorText('Something only a proxy says', 'tr')).toBe(
      'Something only a proxy says',
    );
  });
});

describe('localizeErrorBody and isErrorText', () => {
  it('translates the message and every field message', () => {
    const body = localizeErrorBody(
      {
        code: 'VALIDATION_FAILED',
        message: 'This field is required',
        fieldErrors: { name: ['This field is required'], id: ['Must be a valid id'] },
      },
      'tr',
    );
    expect(body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Bu alan zorunludur',
      fieldErrors: { name: ['Bu alan zorunludur'], id: ['Geçerli bir kimlik olmalıdır'] },
    });
  });

  it('recognises a text in either language (the client reads the session-expiry reason from it)', () => {
    const idle = SESSION_EXPIRED_MESSAGES.idle;
    expect(isErrorText(idle, idle)).toBe(true);
    expect(isErrorText(translateErrorText(idle, 'tr'), idle)).toBe(true);
    expect(isErrorText(SESSION_EXPIRED_MESSAGES.absolute, idle)).toBe(false);
  });
});
