import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { ErrorBodySchema } from '#shared/errors';
import { registerUser } from '#tests/fixtures/auth-helpers';
import { setUpTestApp } from '#tests/fixtures/test-app';

const testApp = setUpTestApp();

const post = (url: string, payload: object, language?: string) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: JSON.stringify(payload),
  });

const errorOf = (response: { json: () => unknown }) => ErrorBodySchema.parse(response.json());

describe('API error messages in the reader language', () => {
  it('words a sign-up field error in Turkish for a Turkish reader, in English otherwise', async () => {
    const body = { username: 'ab', password: 'correct horse battery' };
    const turkish = errorOf(await post('/api/register', body, 'tr-TR,tr;q=0.9,en;q=0.8'));
    expect(turkish.code).toBe('VALIDATION_FAILED');
    expect(turkish.fieldErrors?.username).toEqual(['Kullanıcı adı en az 3 karakter olmalıdır']);
    expect(turkish.message).toBe('Kullanıcı adı en az 3 karakter olmalıdır');
    const english = errorOf(await post('/api/register', body));
    expect(english.fieldErrors?.username).toEqual(['Username must be at least 3 characters']);
  });

  it('words wrong credentials in Turkish', async () => {
    const { username } = await registerUser(testApp.app);
    const response = await post('/api/login', { username, password: 'wrong password!' }, 'tr');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Kullanıcı adı veya parola hatalı',
    });
  });

  it("translates our schemas' own words, and Zod's through its Turkish locale", async () => {
    const sector = errorOf(
      await post('/api/predict', { ...EXAMPLE_CALCULATOR_INPUT, sector: 'space_mining' }, 'tr'),
    );
    expect(sector.fieldErrors?.sector).toEqual(['Listelenen seçeneklerden birini seçin']);
    const extra = errorOf(
      await post('/api/predict', { ...EXAMPLE_CALCULATOR_INPUT, score: 9 }, 'tr'),
    );
    expect(extra.message).toBe('Tanınmayan anahtar: "score"');
  });

  it('answers an anonymous call to a signed-in endpoint in Turkish', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/businesses',
      headers: { 'accept-language': 'tr' },
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe('Bu sayfaya erişmek için giriş yapmanız gerekiyor');
  });

  it('follows the weights of Accept-Language and falls back to English', async () => {
    const body = { ...EXAMPLE_CALCULATOR_INPUT, capitalInvestment: -5 };
    for (const [header, expected] of [
      ['en;q=0.9, tr;q=0.8', /^Must be at least/],
      ['de-DE, tr;q=0.5', /^En az 0 olmalıdır$/],
      ['de-DE, fr', /^Must be at least/],
      ['tr;q=0', /^Must be at least/],
    ] as const) {
      const fieldErrors = errorOf(await post('/api/predict', body, header)).fieldErrors;
      expect(fieldErrors?.capitalInvestment?.[0], header).toMatch(expected);
    }
  });
});
