import { API_LANGUAGES, type ApiLanguage } from '#shared/error-texts';
import { AppError } from '#shared/errors';
import { paths } from '#shared/routes';
import type { BackgroundWork } from '#server/http/background-work';
import type { ServerContext } from '#server/http/server-context';
import type { Mailer, MailMessage } from '#server/mail/mailer';
import { consumeAttempts, THROTTLE_RULES } from '#server/modules/auth/index';
import { toEmailKey } from '#server/modules/identity/index';
import {
  createEmailTokenRow,
  deleteExpiredEmailTokens,
  type UserRow,
} from './email-auth.repository';
import { emailLinkUrl, type LinkMailOptions } from './email-auth-mails';
import {
  createEmailLinkToken,
  EMAIL_LINK_PURPOSES,
  type EmailLinkPurpose,
  hashEmailLinkToken,
  isWellFormedEmailLinkToken,
} from './email-link-token';

export type EmailAuthContext = ServerContext & {
  mailer: Mailer;
  /** Origin of every mailed link; configured, never the request's Host header. */
  appOrigin: string;
  /** Runs the lookups and mail whose time would tell a known address from an unknown one. */
  background: BackgroundWork;
};

/** What every mailing call knows about its caller. */
export type CallerInput = { ip: string; language: ApiLanguage };

/** The web app's page each mailed link opens. */
const LINK_PATHS = {
  'verify-email': paths.verifyEmail,
  'reset-password': paths.resetPassword,
} as const satisfies Record<EmailLinkPurpose, string>;

/** Stores a new single-use token for the user and returns the link that carries it. */
const issueEmailLink = async (
  context: EmailAuthContext,
  options: { userId: string; purpose: EmailLinkPurpose; email: string },
): Promise<string> => {
  const now = context.clock();
  const token = createEmailLinkToken();
  await deleteExpiredEmailTokens(context.db, { userId: options.userId, now });
  await createEmailTokenRow(context.db, {
    userId: options.userId,
    purpose: options.purpose,
    tokenHash: hashEmailLinkToken(token),
    email: options.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_LINK_PURPOSES[options.purpose].ttlMs),
  });
  return emailLinkUrl(context.appOrigin, LINK_PATHS[options.purpose], token);
};

/** The stored hash of a link's token; junk never reaches the database. */
export const tokenHashOf = (token: string): string => {
  if (!isWellFormedEmailLinkToken(token)) throw new AppError('LINK_INVALID');
  return hashEmailLinkToken(token);
};

/** The user's chosen mail language, else the language of the request that causes the mail. */
export const mailLanguageOf = (
  user: Pick<UserRow, 'language'>,
  requestLanguage: ApiLanguage,
): ApiLanguage => API_LANGUAGES.find((language) => language === user.language) ?? requestLanguage;

export const recipientOf = (user: Pick<UserRow, 'displayName' | 'username'>, to: string) => ({
  to,
  name: user.displayName ?? user.username,
});

/** The limits each kind of mail request counts against: the caller's network and the address. */
const MAIL_LIMITS = {
  signUp: { ip: THROTTLE_RULES.emailSignUpIp, address: THROTTLE_RULES.emailSignUpAddress },
  verification: {
    ip: THROTTLE_RULES.verificationMailIp,
    address: THROTTLE_RULES.verificationMailAddress,
  },
  passwordReset: {
    ip: THROTTLE_RULES.passwordResetIp,
    address: THROTTLE_RULES.passwordResetAddress,
  },
} as const;

/**
 * Counts one mail request against both the caller's network and the target address, and returns
 * the address's key. Callers run it before anything whose time depends on the address (issue 34).
 */
export const consumeMailAttempts = async (
  context: ServerContext,
  kind: keyof typeof MAIL_LIMITS,
  input: { ip: string; email: string },
): Promise<string> => {
  const emailKey = toEmailKey(input.email);
  await consumeAttempts(context, [
    { rule: MAIL_LIMITS[kind].ip, subject: input.ip },
    { rule: MAIL_LIMITS[kind].address, subject: emailKey },
  ]);
  return emailKey;
};

/**
 * Issues a link for the user and mails it to the address the token records, named and worded
 * for that user; `compose` picks the mail.
 */
export const mailEmailLink = async (
  context: EmailAuthContext,
  options: {
    user: Pick<UserRow, 'id' | 'displayName' | 'username' | 'language'>;
    purpose: EmailLinkPurpose;
    email: string;
    language: ApiLanguage;
  },
  compose: (parts: LinkMailOptions) => MailMessage,
): Promise<void> => {
  const link = await issueEmailLink(context, {
    userId: options.user.id,
    purpose: options.purpose,
    email: options.email,
  });
  await context.mailer.send(
    compose({
      recipient: recipientOf(options.user, options.email),
      language: mailLanguageOf(options.user, options.language),
      link,
    }),
  );
};
