import { randomBytes } from 'node:crypto';
import { PASSWORD_MAX_BYTES } from '#shared/constants';
import { AppError } from '#shared/errors';
import { passwordGate } from './password-gate';
import { hashOnThread, verifyOnThread } from './password-hasher';

// NIST 800-63B: normalise so the same password typed on another device still matches.
const normalise = (password: string) => password.normalize('NFKC');

/** Refuses passwords over the byte cap before argon2 sees them (CPU exhaustion). */
export const assertPasswordWithinCap = (password: string): string => {
  const normalised = normalise(password);
  if (Buffer.byteLength(normalised, 'utf8') > PASSWORD_MAX_BYTES) {
    throw new AppError('VALIDATION_FAILED', {
      message: `Password must be no more than ${PASSWORD_MAX_BYTES} bytes`,
      fieldErrors: { password: [`Password must be no more than ${PASSWORD_MAX_BYTES} bytes`] },
    });
  }
  return normalised;
};

/**
 * argon2id with the library defaults (m=19 MiB, t=2, p=1: OWASP's minimum) on a low-priority
 * thread (password-hasher.ts), through the password gate (password-gate.ts): a full queue answers
 * 503 instead of piling up work.
 */
export const hashPassword = async (password: string): Promise<string> => {
  const normalised = assertPasswordWithinCap(password);
  return passwordGate.run(() => hashOnThread(normalised));
};

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  const normalised = assertPasswordWithinCap(password);
  return passwordGate.run(() => verifyOnThread(passwordHash, normalised));
};

/**
 * Refuses (503) a sign-in that the password gate would refuse anyway, before its throttle and
 * account queries: a flood past the queue then costs no database work either.
 */
export const assertPasswordCheckAdmitted = (): void => passwordGate.assertOpen();

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same argon2 time as a real check, through the same gate (the same queue and the same
 * 503), so unknown usernames do not answer faster or differently. The dummy hash itself is made
 * once per process outside the gate: a refusal must not leave a rejected promise cached.
 */
export const verifyAgainstDummy = async (password: string): Promise<false> => {
  const normalised = assertPasswordWithinCap(password);
  dummyHash ??= hashOnThread(randomBytes(32).toString('base64url'));
  const dummy = await dummyHash;
  await passwordGate.run(() => verifyOnThread(dummy, normalised));
  return false;
};

/**
 * Checks a sign-in password against an account that may not exist or may have no password
 * (identity-provider only): the same argon2 work and the same false in every failing case, so
 * the answer's time tells nothing about the account.
 */
export const checkSignInPassword = async (
  account: { passwordHash: string | null } | null,
  password: string,
): Promise<boolean> =>
  account?.passwordHash
    ? verifyPassword(account.passwordHash, password)
    : verifyAgainstDummy(password);
