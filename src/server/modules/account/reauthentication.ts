import { REAUTHENTICATION_WINDOW_MS } from '#shared/contracts/account';
import { AppError } from '#shared/errors';
import {
  verifyPassword,
  brakeSignInAttempt,
  recordSignInSuccess,
  THROTTLE_RULES,
} from '#server/modules/auth/index';
import { type AccountRow, findSessionRowOfUser } from './account.repository';
import type { AccountContext } from './account-sessions.service';

export type ReauthenticationInput = {
  account: AccountRow;
  currentPassword: string | undefined;
  /** The session making the request: its start is the re-authentication of a password-less account. */
  sessionId: string | null;
  ip: string;
  /** The browser's device cookie, so its owner is braked as a known source (sign-in-brake.ts). */
  deviceId: string | null;
};

const requiredField = (field: string) =>
  new AppError('VALIDATION_FAILED', {
    message: 'This field is required',
    fieldErrors: { [field]: ['This field is required'] },
  });

/**
 * Proves the person at the keyboard still holds the account before a password change or deletion
 * (ASVS 3.3.3 / 7.5.1): the current password, braked exactly like a login, so a stolen session
 * cannot guess it faster; with no password yet, a sign-in within the last minutes.
 */
export const assertReauthenticated = async (
  context: AccountContext,
  input: ReauthenticationInput,
): Promise<void> => {
  const { account } = input;
  if (account.passwordHash) {
    if (input.currentPassword === undefined) throw requiredField('currentPassword');
    const source = { ip: input.ip, deviceId: input.deviceId };
    const ticket = await brakeSignInAttempt(context, {
      account: account.usernameKey,
      source,
      networkRule: THROTTLE_RULES.loginIp,
    });
    if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
      throw new AppError('WRONG_PASSWORD', {
        fieldErrors: { currentPassword: ['The current password is incorrect.'] },
      });
    }
    await recordSignInSuccess(context, { ticket, source, userId: account.id });
    return;
  }
  const session = input.sessionId
    ? await findSessionRowOfUser(context.db, {
        userId: context.userId,
        sessionId: input.sessionId,
      })
    : null;
  const startedAgo = session ? context.clock().getTime() - session.createdAt.getTime() : Infinity;
  if (startedAgo > REAUTHENTICATION_WINDOW_MS) throw new AppError('REAUTHENTICATION_REQUIRED');
};
