import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '#shared/errors';
import { nextTestIp, uniqueUsername } from '#tests/fixtures/auth-helpers';
import { createFakeClock } from '#tests/fixtures/fake-clock';
import { setUpTestApp } from '#tests/fixtures/test-app';
import { type AuthContext, logIn, registerAccount } from './auth.service';
import * as hasher from './password-hasher';
import { THROTTLE_RULES } from './throttle.service';

// Counts the argon2 hashes and checks (each runs on a hashing thread), still doing them.
vi.mock('./password-hasher', { spy: true });

const testApp = setUpTestApp();
let context: AuthContext;

beforeAll(() => {
  context = { db: testApp.database.db, clock: createFakeClock() };
});

beforeEach(() => {
  vi.mocked(hasher.hashOnThread).mockClear();
  vi.mocked(hasher.verifyOnThread).mockClear();
});

const input = (overrides: Partial<Parameters<typeof logIn>[1]> = {}) => ({
  username: uniqueUsername(),
  password: 'a good long password',
  ip: nextTestIp(),
  currentSessionId: null,
  ...overrides,
});

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof AppError ? error.code : 'other'),
  );

describe('logIn', () => {
  it('runs one argon2 verify for an unknown user too, then answers INVALID_CREDENTIALS', async () => {
    expect(await codeOf(logIn(context, input()))).toBe('INVALID_CREDENTIALS');
    expect(hasher.verifyOnThread).toHaveBeenCalledTimes(1);
  });

  it('runs one argon2 verify for a wrong password', async () => {
    const account = input();
    await registerAccount(context, account);
    vi.mocked(hasher.verifyOnThread).mockClear();
    expect(await codeOf(logIn(context, { ...account, password: 'wrong password!' }))).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(hasher.verifyOnThread).toHaveBeenCalledTimes(1);
  });

  it('checks the per-IP limit before any hashing', async () => {
    const ip = nextTestIp();
    for (let index = 0; index < THROTTLE_RULES.loginIp.maxAttempts; index += 1) {
      await codeOf(logIn(context, input({ ip })));
    }
    vi.mocked(hasher.verifyOnThread).mockClear();
    expect(await codeOf(logIn(context, input({ ip })))).toBe('RATE_LIMITED');
    expect(hasher.verifyOnThread).not.toHaveBeenCalled();
  }, 60_000);
});

describe('registerAccount', () => {
  it('refuses a password over 1024 bytes after normalisation without hashing it', async () => {
    // 60 characters pass the schema, but NFKC expands each into 18 (2-byte) characters.
    const expanding = '\uFDFA'.repeat(60);
    expect(await codeOf(registerAccount(context, input({ password: expanding })))).toBe(
      'VALIDATION_FAILED',
    );
    expect(hasher.hashOnThread).not.toHaveBeenCalled();
  });

  it('checks the per-IP limit and an existing name before hashing', async () => {
    const account = input();
    await registerAccount(context, account);
    vi.mocked(hasher.hashOnThread).mockClear();
    expect(
      await codeOf(
        registerAccount(context, { ...account, username: account.username.toUpperCase() }),
      ),
    ).toBe('USERNAME_TAKEN');
    expect(hasher.hashOnThread).not.toHaveBeenCalled();
  });

  it('lets exactly one of several simultaneous registrations of a name succeed', async () => {
    const username = uniqueUsername('race');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => codeOf(registerAccount(context, input({ username })))),
    );
    expect(results.filter((result) => result === 'resolved')).toHaveLength(1);
    expect(results.filter((result) => result === 'USERNAME_TAKEN')).toHaveLength(4);
  });
});
