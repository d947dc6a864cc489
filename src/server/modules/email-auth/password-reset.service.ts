import { AppError } from '#shared/errors';
import {
  hashPassword,
  assertStrongNewPassword,
  endOtherSessions,
  startSession,
  toUser,
  type SignedIn,
} from '#server/modules/auth/index';
import { toEmailKey } from '#server/modules/identity/index';
import {
  consumeEmailToken,
  findUserByEmailKey,
  findUserById,
  findUsableEmailToken,
  updateUserPassword,
  useUpEmailTokens,
} from './email-auth.repository';
import type { SessionInput } from './email-auth.service';
import { resetPasswordMail } from './email-auth-mails';
import {
  type CallerInput,
  consumeMailAttempts,
  type EmailAuthContext,
  mailEmailLink,
  tokenHashOf,
} from './email-links';

const mailResetLink = async (
  context: EmailAuthContext,
  input: Pick<CallerInput, 'language'> & { emailKey: string },
): Promise<void> => {
  const user = await findUserByEmailKey(context.db, input.emailKey);
  // The link goes to the address on file, never to the spelling the caller typed.
  if (!user?.email) return;
  await mailEmailLink(
    context,
    { user, purpose: 'reset-password', email: user.email, language: input.language },
    resetPasswordMail,
  );
};

/**
 * Mails a reset link (valid 1 hour) if an account has the address; silent otherwise. Only the
 * limits are counted before the answer: looking the address up, storing a link and mailing it
 * took a known address twice as long as an unknown one (issue 34), so all of it runs after.
 */
export const requestPasswordReset = async (
  context: EmailAuthContext,
  input: CallerInput & { email: string },
): Promise<void> => {
  const emailKey = await consumeMailAttempts(context, 'passwordReset', input);
  context.background.run(() => mailResetLink(context, { emailKey, language: input.language }), {
    message: 'password reset mail failed',
  });
};

/**
 * Sets the new password from a reset link. The link proves the address, so it is marked verified
 * (an unverified account someone else prepared on it gets its password replaced by the owner's);
 * every other session ends and every other reset link dies (ASVS 3.3.3).
 */
export const confirmPasswordReset = async (
  context: EmailAuthContext,
  input: SessionInput & { token: string; password: string },
): Promise<SignedIn> => {
  const tokenHash = tokenHashOf(input.token);
  const lookup = { tokenHash, purpose: 'reset-password' as const };
  // Junk links are refused before argon2 runs; the consuming update below decides the race.
  const usable = await findUsableEmailToken(context.db, { ...lookup, now: context.clock() });
  if (!usable) throw new AppError('LINK_INVALID');
  const owner = await findUserById(context.db, usable.userId);
  assertStrongNewPassword(input.password, { username: owner?.username, email: usable.email });
  const passwordHash = await hashPassword(input.password);
  const now = context.clock();
  const row = await context.db.transaction(async (db) => {
    const token = await consumeEmailToken(db, { ...lookup, now });
    if (!token) throw new AppError('LINK_INVALID');
    const user = await findUserById(db, token.userId);
    // A link mailed to an address the account has since left proves nothing about the account.
    if (!user?.emailKey || user.emailKey !== toEmailKey(token.email)) {
      throw new AppError('LINK_INVALID');
    }
    await useUpEmailTokens(db, { userId: user.id, purpose: 'reset-password', now });
    return updateUserPassword(db, {
      userId: user.id,
      passwordHash,
      emailVerifiedAt: user.emailVerifiedAt ?? now,
    });
  });
  if (!row) throw new AppError('LINK_INVALID');
  const session = await startSession(context, {
    userId: row.id,
    replacesSessionId: input.currentSessionId,
    method: 'email',
    userAgent: input.userAgent,
  });
  await endOtherSessions(context, { userId: row.id, keepSessionId: session.sessionId });
  return { user: toUser(row), session };
};
