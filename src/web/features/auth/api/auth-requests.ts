import type { z } from 'zod';
import {
  createSession,
  createUser,
  type Credentials,
  deleteSession,
  type LoginRequestSchema,
  type User,
} from '#shared/contracts/auth';
import { createEmailSession, type EmailSignInRequest } from '#shared/contracts/email-auth';
import { apiRequest } from '#web/lib/api-client';

export type LoginRequest = z.input<typeof LoginRequestSchema>;

// The requests behind the auth provider's mutations, in their own chunk: the provider is on every
// first load, the contracts and Zod are not (docs/decisions/009).

export const login = (body: LoginRequest): Promise<User> => apiRequest(createSession, { body });

export const register = (body: Credentials): Promise<User> => apiRequest(createUser, { body });

/** POST /api/email/sign-in: the user, or 401 INVALID_EMAIL_CREDENTIALS / 403 EMAIL_NOT_VERIFIED. */
export const signInWithEmail = (body: EmailSignInRequest): Promise<User> =>
  apiRequest(createEmailSession, { body });

export const logout = async (): Promise<void> => {
  await apiRequest(deleteSession);
};
