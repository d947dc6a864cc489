import {
  type Account,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  LanguageSchema,
  type UpdateProfileRequest,
  USERNAME_CONFIRMATION_MESSAGE,
} from '#shared/contracts/account';
import { AppError } from '#shared/errors';
import {
  hashPassword,
  assertStrongNewPassword,
  endOtherSessions,
} from '#server/modules/auth/index';
import {
  type AccountRow,
  deleteAccountRow,
  findAccountRow,
  updateAccountRow,
  updatePasswordHash,
} from './account.repository';
import type { AccountContext } from './account-sessions.service';
import { assertReauthenticated } from './reauthentication';

/** Who is asking: their session (kept on a password change) and address (throttling). */
export type Requester = { sessionId: string | null; ip: string; deviceId: string | null };

export const toAccount = (row: AccountRow): Account => {
  const language = LanguageSchema.safeParse(row.language);
  return {
    username: row.username,
    displayName: row.displayName,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    photoURL: row.photoUrl,
    language: language.success ? language.data : null,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
};

// The session plugin found the user a moment ago; a row gone since means the account was deleted.
const requireAccountRow = async (context: AccountContext): Promise<AccountRow> => {
  const row = await findAccountRow(context.db, context.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return row;
};

export const getAccount = async (context: AccountContext): Promise<Account> =>
  toAccount(await requireAccountRow(context));

export const updateProfile = async (
  context: AccountContext,
  input: UpdateProfileRequest,
): Promise<Account> => {
  const row = await updateAccountRow(context.db, context.userId, {
    ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
    ...(input.photoURL !== undefined ? { photoUrl: input.photoURL } : {}),
    ...(input.language !== undefined ? { language: input.language } : {}),
  });
  if (!row) throw new AppError('UNAUTHENTICATED');
  return toAccount(row);
};

/** The current password again (or a fresh sign-in): for changes that could hand the account over. */
export const assertAccountHolder = async (
  context: AccountContext,
  input: { currentPassword: string | undefined; requester: Requester },
): Promise<void> => {
  const account = await requireAccountRow(context);
  await assertReauthenticated(context, {
    account,
    currentPassword: input.currentPassword,
    ...input.requester,
  });
};

/** Sets the new password and ends every other session (ASVS 3.3.3); the caller's stays. */
export const changePassword = async (
  context: AccountContext,
  input: ChangePasswordRequest & { requester: Requester },
): Promise<void> => {
  const account = await requireAccountRow(context);
  assertStrongNewPassword(input.newPassword, account, 'newPassword');
  await assertReauthenticated(context, {
    account,
    currentPassword: input.currentPassword,
    ...input.requester,
  });
  await updatePasswordHash(context.db, context.userId, await hashPassword(input.newPassword));
  await endOtherSessions(context, {
    userId: context.userId,
    keepSessionId: input.requester.sessionId,
  });
};

/** Deletes the user and, by cascade, their sessions, identities, businesses and analyses. */
export const deleteAccount = async (
  context: AccountContext,
  input: DeleteAccountRequest & { requester: Requester },
): Promise<void> => {
  const account = await requireAccountRow(context);
  if (input.confirmation !== account.username) {
    throw new AppError('VALIDATION_FAILED', {
      message: USERNAME_CONFIRMATION_MESSAGE,
      fieldErrors: { confirmation: [USERNAME_CONFIRMATION_MESSAGE] },
    });
  }
  await assertReauthenticated(context, {
    account,
    currentPassword: input.currentPassword,
    ...input.requester,
  });
  await deleteAccountRow(context.db, context.userId);
};
