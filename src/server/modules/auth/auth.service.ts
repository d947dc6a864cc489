import type { User } from '#shared/contracts/auth';
import { AppError } from '#shared/errors';
import type { ServerContext } from '#server/http/server-context';
import {
  createUser,
  findUserByKey,
  findUserBySkeleton,
  type SessionMethod,
  type UserRow,
} from './auth.repository';
import {
  assertPasswordCheckAdmitted,
  assertPasswordWithinCap,
  checkSignInPassword,
  hashPassword,
} from './password';
import { assertStrongNewPassword } from './password-policy';
import { endSession, type StartedSession, startSession } from './session.service';
import {
  type BrakeTicket,
  brakeSignInAttempt,
  recordSignInSuccess,
  rememberSignInSource,
  type SignInSource,
} from './sign-in-brake';
import { consumeAttempt, deleteStaleThrottles, THROTTLE_RULES } from './throttle.service';
import { toDisplayUsername, toUsernameKey } from './username';
import { toUser } from './user-view';
import { usernameSkeleton } from './username-skeleton';

/** UTS #39: `сосо` in Cyrillic next to an existing `coco` would let one impersonate the other. */
export const LOOKALIKE_USERNAME_MESSAGE = 'This username looks too much like an existing one';

export type AuthContext = ServerContext;

export type CredentialsInput = {
  username: string;
  password: string;
  /** The caller's address as Fastify resolved it (trustProxy-aware). */
  ip: string;
  /** A session the caller already holds; it is ended when the new one starts. */
  currentSessionId: string | null;
  userAgent?: string | undefined;
  rememberMe?: boolean | undefined;
  /** The browser's device cookie (device-cookie.ts), if it sent one. */
  deviceId?: string | null;
};

export type SignedIn = { user: User; session: StartedSession };

/**
 * A new account with a password (registration, `npm run admin:create`): taken and look-alike
 * names are refused, the password is hashed. The caller has checked the password's policy.
 */
export const createPasswordUser = async (
  context: AuthContext,
  input: Pick<CredentialsInput, 'username' | 'password'>,
): Promise<UserRow> => {
  const username = toDisplayUsername(input.username);
  const usernameKey = toUsernameKey(input.username);
  if (await findUserByKey(context.db, usernameKey)) throw new AppError('USERNAME_TAKEN');
  if (await findUserBySkeleton(context.db, usernameSkeleton(username))) {
    throw new AppError('USERNAME_TAKEN', { message: LOOKALIKE_USERNAME_MESSAGE });
  }
  const passwordHash = await hashPassword(input.password);
  const row = await createUser(context.db, {
    username,
    usernameKey,
    passwordHash,
    createdAt: context.clock(),
  });
  // Someone else took the name while we were hashing.
  if (!row) throw new AppError('USERNAME_TAKEN');
  return row;
};

/** Limits are checked before any hashing: argon2 is the expensive part. */
export const registerAccount = async (
  context: AuthContext,
  input: CredentialsInput,
): Promise<SignedIn> => {
  assertPasswordWithinCap(input.password);
  assertStrongNewPassword(input.password, { username: input.username });
  await consumeAttempt(context, { rule: THROTTLE_RULES.registerIp, subject: input.ip });
  const row = await createPasswordUser(context, input);
  await rememberSignInSource(context, {
    account: row.usernameKey,
    source: { ip: input.ip, deviceId: input.deviceId ?? null },
    userId: row.id,
  });
  const session = await startSession(context, {
    userId: row.id,
    replacesSessionId: input.currentSessionId,
    userAgent: input.userAgent,
  });
  return { user: toUser(row), session };
};

/** Unknown user and wrong password take the same time and give the same answer. */
export const logIn = async (context: AuthContext, input: CredentialsInput): Promise<SignedIn> => {
  assertPasswordWithinCap(input.password);
  assertPasswordCheckAdmitted();
  const usernameKey = toUsernameKey(input.username);
  const source = { ip: input.ip, deviceId: input.deviceId ?? null };
  const ticket = await brakeSignInAttempt(context, {
    account: usernameKey,
    source,
    networkRule: THROTTLE_RULES.loginIp,
  });
  const row = await findUserByKey(context.db, usernameKey);
  const isValid = await checkSignInPassword(row, input.password);
  if (!row || !isValid) throw new AppError('INVALID_CREDENTIALS');
  return finishPasswordSignIn(context, { row, ticket, source, method: 'password', input });
};

/**
 * After the right password (username login or e-mail sign-in): the source is known from now on,
 * stale counters go, and a fresh session replaces the one the browser held.
 */
export const finishPasswordSignIn = async (
  context: AuthContext,
  options: {
    row: UserRow;
    ticket: BrakeTicket;
    source: SignInSource;
    method: SessionMethod;
    input: Pick<CredentialsInput, 'currentSessionId' | 'rememberMe' | 'userAgent'>;
  },
): Promise<SignedIn> => {
  const { row, input } = options;
  await recordSignInSuccess(context, {
    ticket: options.ticket,
    source: options.source,
    userId: row.id,
  });
  await deleteStaleThrottles(context);
  const session = await startSession(context, {
    userId: row.id,
    replacesSessionId: input.currentSessionId,
    remember: input.rememberMe ?? false,
    method: options.method,
    userAgent: input.userAgent,
  });
  return { user: toUser(row), session };
};

export const logOut = async (context: AuthContext, sessionId: string | null): Promise<void> => {
  if (sessionId) await endSession(context, sessionId);
};
