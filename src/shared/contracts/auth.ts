import { z } from 'zod';
import {
  PASSWORD_MAX_BYTES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../constants';
import { defineEndpoint } from './endpoint';
import { safeText } from './text';

/** Credentials are tiny; larger bodies are refused before they are parsed. */
const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

const utf8ByteLength = (value: string) => new TextEncoder().encode(value).length;

/** Scripts whose letters look alike (`аdmin` with a Cyrillic а vs `admin`): one per name. */
const CONFUSABLE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];
const mixesConfusableScripts = (value: string) =>
  CONFUSABLE_SCRIPTS.filter((script) => script.test(value)).length > 1;

export const UsernameSchema = safeText()
  .trim()
  // NFD input (é as e + accent) must name the same account as NFC input.
  .overwrite((value) => value.normalize('NFC'))
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be no more than ${USERNAME_MAX_LENGTH} characters`)
  // \p{M}: many scripts (Devanagari, Thai) need combining marks even in NFC. Direction and
  // zero-width characters (\p{Cf}) are refused, not removed as in singleLineName: the name a user
  // signs in with is never changed behind their back.
  .regex(
    /^[\p{L}\p{M}\p{N}._-]+$/u,
    'Username may contain only letters, digits, dots, hyphens and underscores',
  )
  .refine((value) => !mixesConfusableScripts(value), {
    message: 'Username must not mix Latin, Cyrillic or Greek letters',
  });

export const PasswordSchema = safeText()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be no more than ${PASSWORD_MAX_LENGTH} characters`)
  .refine((value) => utf8ByteLength(value) <= PASSWORD_MAX_BYTES, {
    message: `Password must be no more than ${PASSWORD_MAX_BYTES} bytes`,
  });

/** The password asked again before a sensitive change: presence and size only (wrong is 401). */
export const CurrentPasswordSchema = safeText()
  .min(1, 'This field is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be no more than ${PASSWORD_MAX_LENGTH} characters`);

export const CredentialsSchema = z.strictObject({
  username: UsernameSchema,
  password: PasswordSchema,
});
export type Credentials = z.infer<typeof CredentialsSchema>;

/** Login checks only presence and size: a wrong-length password is just wrong credentials. */
export const LoginRequestSchema = z.strictObject({
  username: UsernameSchema,
  password: safeText()
    .min(1, 'This field is required')
    .max(PASSWORD_MAX_LENGTH, `Password must be no more than ${PASSWORD_MAX_LENGTH} characters`),
  /** Spec section 4: a remembered session skips the 30-minute idle timeout, never the 24-hour one. */
  rememberMe: z.boolean().optional(),
});

/** The two texts of SESSION_EXPIRED (spec section 4, "Session expiry"). */
export const SESSION_EXPIRED_MESSAGES = {
  idle: 'Your session has expired due to inactivity. Please log in again.',
  absolute: 'Your session has expired. Please log in again to continue.',
} as const;
export type SessionExpiryReason = keyof typeof SESSION_EXPIRED_MESSAGES;

/**
 * The signed-in user as every sign-in path returns it. The profile fields default for answers
 * from before they existed (and for tests that build a bare user).
 */
export const UserSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
  emailVerified: z.boolean().default(false),
  /** Spec section 3 spells it photoURL (the local key too). */
  photoURL: z.string().nullable().default(null),
  /** Edits the blog (users.role 'admin'); the web shows the admin link. */
  isAdmin: z.boolean().default(false),
});
export type User = z.infer<typeof UserSchema>;

export const createUser = defineEndpoint({
  method: 'POST',
  path: '/api/register',
  summary: 'Create an account and start a session.',
  tags: ['auth'],
  auth: 'public',
  body: CredentialsSchema,
  bodyLimit: AUTH_BODY_LIMIT_BYTES,
  response: UserSchema,
  successStatus: 201,
});

export const createSession = defineEndpoint({
  method: 'POST',
  path: '/api/login',
  summary: 'Sign in with username and password and start a new session.',
  tags: ['auth'],
  auth: 'public',
  body: LoginRequestSchema,
  bodyLimit: AUTH_BODY_LIMIT_BYTES,
  response: UserSchema,
});

export const deleteSession = defineEndpoint({
  method: 'POST',
  path: '/api/logout',
  summary: 'End the current session on the server.',
  tags: ['auth'],
  auth: 'public',
  response: z.object({ ok: z.literal(true) }),
});

export const getCurrentUser = defineEndpoint({
  method: 'GET',
  path: '/api/user',
  summary:
    'The signed-in user; null for a visitor. 401 SESSION_EXPIRED when the session has just expired.',
  tags: ['auth'],
  auth: 'public',
  response: UserSchema.nullable(),
});

export const updateSessionActivity = defineEndpoint({
  method: 'POST',
  path: '/api/session/activity',
  summary:
    'Tells the server the signed-in user is active, so the 30-minute idle timer restarts. 204; 401 when signed out or expired.',
  tags: ['auth'],
  auth: 'user',
  response: z.undefined(),
  successStatus: 204,
});

export const SignInOptionsSchema = z.object({
  /** The OpenID Connect provider behind "Continue with {name}"; null when none is configured. */
  provider: z.object({ name: z.string() }).nullable(),
  /** Mail is kept in the outbox page (no SMTP server): the "check your inbox" notes link to it. */
  outboxPage: z.boolean(),
});
export type SignInOptions = z.infer<typeof SignInOptionsSchema>;

export const getSignInOptions = defineEndpoint({
  method: 'GET',
  path: '/api/auth/options',
  summary: 'The sign-in methods this server offers (an identity provider, the mail outbox page).',
  tags: ['auth'],
  auth: 'public',
  response: SignInOptionsSchema,
});
