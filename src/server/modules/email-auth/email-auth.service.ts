import { AppError } from '#shared/errors';
import {
  toUsernameKey,
  allocateUsername,
  usernameBaseFrom,
  checkSignInPassword,
  hashPassword,
  finishPasswordSignIn,
  type SignedIn,
  assertStrongNewPassword,
  brakeSignInAttempt,
  consumeAttempt,
  THROTTLE_RULES,
} from '#server/modules/auth/index';
import { toEmailKey } from '#server/modules/identity/index';
import { createEmailUser, findUserByEmailKey, type UserRow } from './email-auth.repository';
import { signUpAttemptMail, verifyAccountMail } from './email-auth-mails';
import {
  type CallerInput,
  consumeMailAttempts,
  type EmailAuthContext,
  mailEmailLink,
  mailLanguageOf,
  recipientOf,
} from './email-links';

/** Who starts a session: the browser's current session (replaced, against fixation) and agent. */
export type SessionInput = { currentSessionId: string | null; userAgent?: string | undefined };

/** Username allocation can lose a race for the name; the address is decided by its unique key. */
const CREATE_ATTEMPTS = 3;

/** Spec section 3: the display name falls back to the address's local part. */
const localPartOf = (email: string): string => email.slice(0, email.lastIndexOf('@'));

export const sendVerificationMail = async (
  context: EmailAuthContext,
  options: { user: UserRow; email: string; language: CallerInput['language'] },
): Promise<void> => {
  await mailEmailLink(context, { ...options, purpose: 'verify-email' }, verifyAccountMail);
};

const createAccount = async (
  context: EmailAuthContext,
  values: { email: string; emailKey: string; passwordHash: string; displayName: string },
): Promise<UserRow | null> => {
  for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt += 1) {
    const username = await allocateUsername(context.db, usernameBaseFrom(values.displayName));
    const row = await createEmailUser(context.db, {
      ...values,
      username,
      usernameKey: toUsernameKey(username),
      createdAt: context.clock(),
    });
    if (row) return row;
    // Another sign-up took the address meanwhile: that account stands, this one is not made.
    if (await findUserByEmailKey(context.db, values.emailKey)) return null;
  }
  // Not the caller's doing: a logged 500 with no details.
  throw new Error('No free username could be allocated for an e-mail sign-up');
};

/**
 * The same answer, after about the same work (one argon2 hash, one mail), whether or not the
 * address is registered: a new address gets a verification link, a registered one a warning to
 * its owner. The account stays unverified, and cannot sign in, until the link is opened: an
 * account prepared on someone else's address is of no use to whoever prepared it (pre-account
 * hijacking), and the owner's reset replaces its password.
 */
export const signUpWithEmail = async (
  context: EmailAuthContext,
  input: CallerInput & { email: string; password: string; displayName?: string | undefined },
): Promise<void> => {
  // Refused the same way whether the address has an account or not: it reveals nothing.
  assertStrongNewPassword(input.password, { username: input.displayName, email: input.email });
  const emailKey = await consumeMailAttempts(context, 'signUp', input);
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmailKey(context.db, emailKey);
  const created = existing
    ? null
    : await createAccount(context, {
        email: input.email,
        emailKey,
        passwordHash,
        displayName: input.displayName || localPartOf(input.email) || 'User',
      });
  if (created) {
    await sendVerificationMail(context, {
      user: created,
      email: input.email,
      language: input.language,
    });
    return;
  }
  const owner = existing ?? (await findUserByEmailKey(context.db, emailKey));
  if (!owner?.email) return;
  await context.mailer.send(
    signUpAttemptMail({
      recipient: recipientOf(owner, owner.email),
      language: mailLanguageOf(owner, input.language),
      appOrigin: context.appOrigin,
    }),
  );
};

/** A fresh link when an unverified owner signs in; quietly none when too many were sent. */
const resendOnSignIn = async (
  context: EmailAuthContext,
  options: { user: UserRow; emailKey: string; language: CallerInput['language'] },
): Promise<void> => {
  const { user } = options;
  if (!user.email) return;
  try {
    await consumeAttempt(context, {
      rule: THROTTLE_RULES.verificationMailAddress,
      subject: options.emailKey,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return;
    throw error;
  }
  await sendVerificationMail(context, { user, email: user.email, language: options.language });
};

/**
 * Unknown address, wrong password and an account with no password (provider only) give the same
 * answer after the same argon2 work; only the right password learns that the address is unverified.
 */
export const signInWithEmail = async (
  context: EmailAuthContext,
  input: CallerInput &
    SessionInput & {
      email: string;
      password: string;
      rememberMe?: boolean | undefined;
      /** The browser's device id (device-cookie.ts): a known browser is never locked by strangers. */
      deviceId: string | null;
    },
): Promise<SignedIn> => {
  const emailKey = toEmailKey(input.email);
  // The same brake as the username login, on its own account key (sign-in-brake.ts).
  const source = { ip: input.ip, deviceId: input.deviceId };
  const ticket = await brakeSignInAttempt(context, {
    account: `email:${emailKey}`,
    source,
    networkRule: THROTTLE_RULES.emailSignInIp,
  });
  const row = await findUserByEmailKey(context.db, emailKey);
  const isValid = await checkSignInPassword(row, input.password);
  if (!row || !isValid) throw new AppError('INVALID_EMAIL_CREDENTIALS');
  if (!row.emailVerifiedAt) {
    await resendOnSignIn(context, { user: row, emailKey, language: input.language });
    throw new AppError('EMAIL_NOT_VERIFIED');
  }
  return finishPasswordSignIn(context, { row, ticket, source, method: 'email', input });
};

/**
 * Resends the verification link, if an unverified account has the address; silent otherwise. As
 * for a reset, only the limits are counted before the answer; the lookup and the mail run after
 * it, so an unverified account's address answers no slower than any other (issue 34).
 */
export const resendVerification = async (
  context: EmailAuthContext,
  input: CallerInput & { email: string },
): Promise<void> => {
  const emailKey = await consumeMailAttempts(context, 'verification', input);
  context.background.run(
    async () => {
      const row = await findUserByEmailKey(context.db, emailKey);
      if (!row?.email || row.emailVerifiedAt) return;
      await sendVerificationMail(context, {
        user: row,
        email: row.email,
        language: input.language,
      });
    },
    { message: 'verification mail failed' },
  );
};
