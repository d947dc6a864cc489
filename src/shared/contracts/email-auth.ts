import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { CurrentPasswordSchema, PasswordSchema, UserSchema } from './auth';
import { defineEndpoint } from './endpoint';
import { safeText, singleLineName } from './text';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_MAX_LENGTH,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
} from '../validation-messages';

// The address's texts live with the other shared messages; re-exported for the contract's users.
export {
  EMAIL_INVALID_MESSAGE,
  EMAIL_MAX_LENGTH,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
} from '../validation-messages';

export const DISPLAY_NAME_MAX_LENGTH = 64;
/** A mailed link's token: 32 random bytes in base64url (43 characters); anything longer is junk. */
export const EMAIL_LINK_TOKEN_MAX_LENGTH = 128;
/** Addresses and passwords are tiny; larger bodies are refused before they are parsed. */
const EMAIL_AUTH_BODY_LIMIT_BYTES = 16 * 1024;

export const DISPLAY_NAME_TOO_LONG_MESSAGE = `Display name must be no more than ${DISPLAY_NAME_MAX_LENGTH} characters`;

/**
 * An e-mail address as typed: trimmed and NFC-normalised (shown back and used as the recipient).
 * The server folds case for the one-account-per-address key.
 */
export const EmailSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? EMAIL_REQUIRED_MESSAGE : 'Must be text'),
  })
  .trim()
  .overwrite((value) => value.normalize('NFC'))
  // abort: an empty field says "required", not also "invalid".
  .min(1, { message: EMAIL_REQUIRED_MESSAGE, abort: true })
  .max(EMAIL_MAX_LENGTH, { message: EMAIL_TOO_LONG_MESSAGE, abort: true })
  .regex(z.regexes.email, EMAIL_INVALID_MESSAGE);

export const DisplayNameSchema = singleLineName().max(
  DISPLAY_NAME_MAX_LENGTH,
  DISPLAY_NAME_TOO_LONG_MESSAGE,
);

/** Sign-in checks only presence and size: a wrong-length password is just a wrong password. */
const SignInPasswordSchema = safeText()
  .min(1, 'This field is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be no more than ${PASSWORD_MAX_LENGTH} characters`);

/** Junk of any shape is simply an invalid link (LINK_INVALID), decided by the server. */
export const EmailLinkTokenSchema = z
  .string()
  .min(1, 'This field is required')
  .max(EMAIL_LINK_TOKEN_MAX_LENGTH);

export const EmailSignUpRequestSchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  /** Empty or absent: the e-mail's local part is used (spec section 3). */
  displayName: DisplayNameSchema.optional(),
});
export type EmailSignUpRequest = z.infer<typeof EmailSignUpRequestSchema>;

export const EmailSignInRequestSchema = z.strictObject({
  email: EmailSchema,
  password: SignInPasswordSchema,
  /** Spec section 4: a remembered session skips the 30-minute idle timeout, never the 24-hour one. */
  rememberMe: z.boolean().optional(),
});
export type EmailSignInRequest = z.infer<typeof EmailSignInRequestSchema>;

export const EmailAddressRequestSchema = z.strictObject({ email: EmailSchema });
export type EmailAddressRequest = z.infer<typeof EmailAddressRequestSchema>;

/**
 * Moving an account to another address is a takeover path (then a reset to that address), so the
 * current password is asked again, as for a password change (required when the account has one).
 */
export const AccountEmailChangeRequestSchema = z.strictObject({
  email: EmailSchema,
  currentPassword: CurrentPasswordSchema.optional(),
});
export type AccountEmailChangeRequest = z.infer<typeof AccountEmailChangeRequestSchema>;

export const EmailLinkRequestSchema = z.strictObject({ token: EmailLinkTokenSchema });
export type EmailLinkRequest = z.infer<typeof EmailLinkRequestSchema>;

export const PasswordResetConfirmRequestSchema = z.strictObject({
  token: EmailLinkTokenSchema,
  password: PasswordSchema,
});
export type PasswordResetConfirmRequest = z.infer<typeof PasswordResetConfirmRequestSchema>;

/**
 * The same answer whether or not an account has the address, so nobody learns which addresses
 * are registered.
 */
export const VerificationSentResponseSchema = z.object({
  status: z.literal('verification-sent'),
});
export type VerificationSentResponse = z.infer<typeof VerificationSentResponseSchema>;

export const ResetSentResponseSchema = z.object({ status: z.literal('reset-sent') });
export type ResetSentResponse = z.infer<typeof ResetSentResponseSchema>;

export const createEmailAccount = defineEndpoint({
  method: 'POST',
  path: '/api/email/sign-up',
  summary:
    'Create an e-mail account (unverified) and mail a verification link. 202 with the same body whether or not the address is registered.',
  tags: ['email-auth'],
  auth: 'public',
  body: EmailSignUpRequestSchema,
  bodyLimit: EMAIL_AUTH_BODY_LIMIT_BYTES,
  response: VerificationSentResponseSchema,
  successStatus: 202,
});

export const createEmailSession = defineEndpoint({
  method: 'POST',
  path: '/api/email/sign-in',
  summary:
    'Sign in with e-mail and password. 401 INVALID_EMAIL_CREDENTIALS; 403 EMAIL_NOT_VERIFIED (a new link is mailed).',
  tags: ['email-auth'],
  auth: 'public',
  body: EmailSignInRequestSchema,
  bodyLimit: EMAIL_AUTH_BODY_LIMIT_BYTES,
  response: UserSchema,
});

export const updateEmailVerification = defineEndpoint({
  method: 'POST',
  path: '/api/email/verify',
  summary:
    'Open a verification link: the address is verified (or the account moves to the new address) and a session starts. 400 LINK_INVALID; 409 EMAIL_IN_USE.',
  tags: ['email-auth'],
  auth: 'public',
  body: EmailLinkRequestSchema,
  bodyLimit: EMAIL_AUTH_BODY_LIMIT_BYTES,
  response: UserSchema,
});

export const createEmailVerification = defineEndpoint({
  method: 'POST',
  path: '/api/email/verification',
  summary:
    'Mail a new verification link if an unverified account has this address. 202 with the same body either way.',
  tags: ['email-auth'],
  auth: 'public',
  body: EmailAddressRequestSchema,
  bodyLimit: EMAIL_AUTH_BODY_LIMIT_BYTES,
  response: VerificationSentResponseSchema,
  successStatus: 202,
});

export const updateAccountEmail = defineEndpoint({
  method: 'POST',
  path: '/api/account/email',
  summary:
    "Add or change the signed-in user's e-mail address: a verification link goes to the new address, which takes effect when it is opened.",
  tags: ['email-auth'],
  auth: 'user',
  body: AccountEmailChangeRequestSchema,
  bodyLimit: EMAIL_AUTH_BODY_LIMIT_BYTES,
  response: VerificationSentResponseSchema,
  successStatus: 202,
});

export const createPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/password-reset',
  summary:
    'Mail a password-reset link (valid 1 hour) if an account has this address. 202 with the same body either way.',
  tags: ['email-auth'],
  auth: 'public',
  body: EmailAddressRequestSchema,
  bodyLimit: EMAIL_AUTH_BODY_LIMIT_BYTES,
  response: ResetSentResponseSchema,
  successStatus: 202,
});

export const updatePasswordWithReset = defineEndpoint({
  method: 'POST',
  path: '/api/password-reset/confirm',
  summary:
    'Set a new password from a reset link: every other session of the user ends and a new one starts. 400 LINK_INVALID.',
  tags: ['email-auth'],
  auth: 'public',
  body: PasswordResetConfirmRequestSchema,
  bodyLimit: EMAIL_AUTH_BODY_LIMIT_BYTES,
  response: UserSchema,
});
