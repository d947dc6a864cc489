import { AppError } from '#shared/errors';
import { startSession, toUser, type SignedIn } from '#server/modules/auth/index';
import { toEmailKey } from '#server/modules/identity/index';
import {
  consumeEmailToken,
  findUserById,
  setVerifiedEmail,
  useUpEmailTokens,
} from './email-auth.repository';
import { addressChangedMail, confirmNewAddressMail } from './email-auth-mails';
import { type SessionInput, sendVerificationMail } from './email-auth.service';
import {
  type CallerInput,
  consumeMailAttempts,
  type EmailAuthContext,
  mailEmailLink,
  mailLanguageOf,
  recipientOf,
  tokenHashOf,
} from './email-links';

/**
 * Opens a verification link: the address it was sent to is proven, so the account records it
 * (for an address change, moves to it) and the user is signed in. The token is spent in the same
 * transaction, so a failure (the new address was taken meanwhile) leaves it unspent.
 */
export const verifyEmail = async (
  context: EmailAuthContext,
  input: SessionInput & Pick<CallerInput, 'language'> & { token: string },
): Promise<SignedIn> => {
  const tokenHash = tokenHashOf(input.token);
  const now = context.clock();
  const { before, row } = await context.db.transaction(async (db) => {
    const token = await consumeEmailToken(db, { tokenHash, purpose: 'verify-email', now });
    if (!token) throw new AppError('LINK_INVALID');
    const previous = await findUserById(db, token.userId);
    if (!previous) throw new AppError('LINK_INVALID');
    const user = await setVerifiedEmail(db, {
      userId: token.userId,
      email: token.email,
      emailKey: toEmailKey(token.email),
      verifiedAt: now,
    });
    if (!user) throw new AppError('EMAIL_IN_USE');
    // Older links (an earlier address, an abandoned change) must not move the account back.
    await useUpEmailTokens(db, { userId: user.id, purpose: 'verify-email', now });
    return { before: previous, row: user };
  });
  if (before.email && before.emailVerifiedAt && before.emailKey !== row.emailKey) {
    await context.mailer.send(
      addressChangedMail({
        recipient: recipientOf(before, before.email),
        language: mailLanguageOf(before, input.language),
        username: row.username,
        newEmail: row.email ?? '',
      }),
    );
  }
  const session = await startSession(context, {
    userId: row.id,
    replacesSessionId: input.currentSessionId,
    method: 'email',
    userAgent: input.userAgent,
  });
  return { user: toUser(row), session };
};

/**
 * The signed-in user adds or changes their address: the link goes to the new address and the
 * change happens only when it is opened. Another account holding the address is found out only
 * then, by whoever can read that mailbox (EMAIL_IN_USE), never by the caller here.
 */
export const requestEmailChange = async (
  context: EmailAuthContext,
  input: CallerInput & { userId: string; email: string },
): Promise<void> => {
  const emailKey = await consumeMailAttempts(context, 'verification', input);
  const user = await findUserById(context.db, input.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (user.emailKey === emailKey) {
    if (!user.emailVerifiedAt) {
      await sendVerificationMail(context, { user, email: input.email, language: input.language });
    }
    return;
  }
  await mailEmailLink(
    context,
    { user, purpose: 'verify-email', email: input.email, language: input.language },
    (parts) => confirmNewAddressMail({ ...parts, username: user.username }),
  );
};
