import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '#shared/errors';
import { nextTestIp, registerUser, uniqueUsername } from '#tests/fixtures/auth-helpers';
import { errorBodyOf, setUpTestApp } from '#tests/fixtures/test-app';
import { PASSWORD_GATE_RETRY_AFTER_SECONDS, passwordGate } from './password-gate';
import * as hasher from './password-hasher';

vi.mock('./password-hasher', { spy: true });

const testApp = setUpTestApp();

const post = (url: string, payload: object, language = 'en') =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: nextTestIp(),
    headers: { 'accept-language': language },
  });

/** Every argon2 check from now on waits until `release()`: the gate's slots stay taken. */
const holdPasswordChecks = async () => {
  const { verifyOnThread } = await vi.importActual<typeof hasher>('./password-hasher');
  const waiting: Array<() => void> = [];
  let holding = true;
  vi.mocked(hasher.verifyOnThread).mockImplementation(async (...args) => {
    if (holding) await new Promise<void>((resolve) => waiting.push(resolve));
    return verifyOnThread(...args);
  });
  return {
    release: () => {
      holding = false;
      for (const resume of waiting.splice(0)) resume();
    },
  };
};

describe('the password gate on the API', () => {
  it('answers 503 with Retry-After and a clear message when the queue is full, hashes nothing more, and lets the owner in once it drains', async () => {
    const owner = await registerUser(testApp.app);
    const held = await holdPasswordChecks();
    vi.mocked(hasher.verifyOnThread).mockClear();
    // A flood from strangers, each from a new address (no per-address brake stops it).
    const capacity = passwordGate.slots + passwordGate.maxWaiting;
    const flood = Array.from({ length: capacity }, (_, index) =>
      post('/api/login', { username: uniqueUsername(`stranger${index}`), password: 'guess 123!' }),
    );
    await vi.waitFor(() => expect(passwordGate.waiting).toBe(passwordGate.maxWaiting), {
      timeout: 20_000,
    });
    expect(passwordGate.running).toBe(passwordGate.slots);

    const refused = await post('/api/login', {
      username: owner.username,
      password: owner.password,
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(PASSWORD_GATE_RETRY_AFTER_SECONDS));
    expect(errorBodyOf(refused)).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: ERROR_MESSAGES.SERVICE_UNAVAILABLE,
      retryAfterSeconds: PASSWORD_GATE_RETRY_AFTER_SECONDS,
      requestId: refused.headers['x-request-id'],
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    const inTurkish = await post(
      '/api/login',
      { username: uniqueUsername('tr'), password: 'guess 123!' },
      'tr',
    );
    expect(inTurkish.statusCode).toBe(503);
    expect(errorBodyOf(inTurkish).message).toBe(
      'Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra tekrar deneyin.',
    );
    // Registration waits for the same gate: refused too, and the name stays free.
    const name = uniqueUsername('newcomer');
    const registration = await post('/api/register', {
      username: name,
      password: 'a long and unusual passphrase',
    });
    expect(registration.statusCode).toBe(503);
    // Only the admitted checks reached argon2; the refused ones cost no hash.
    expect(hasher.verifyOnThread).toHaveBeenCalledTimes(passwordGate.slots);

    held.release();
    const answered = await Promise.all(flood);
    expect(answered.map((response) => response.statusCode)).toEqual(
      Array.from({ length: capacity }, () => 401),
    );
    expect(passwordGate.running + passwordGate.waiting).toBe(0);
    const signedIn = await post('/api/login', {
      username: owner.username,
      password: owner.password,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(
      (await post('/api/register', { username: name, password: 'a long and unusual passphrase' }))
        .statusCode,
    ).toBe(201);
  }, 60_000);
});
