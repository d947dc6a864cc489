import type { z } from 'zod';
import {
  createSession,
  createUser,
  type Credentials,
  deleteSession,
  type LoginRequestSchema,
  type User,
} from '#shared/contracts/auth';
import { apiRequest } from '#web/lib/api-client';

export type LoginRequest = z.input<typeof LoginRequestSchema>;

// The requests behind the auth provider's mutations, in their own chunk: the provider is on every
// first load, the contracts and Zod are not (docs/decisions/009).

export const login = (body: LoginRequest): Promise<User> => apiRequest(createSession, { body });

export const register = (body: Credentials): Promise<User> => apiRequest(createUser, { body });

export const logout = async (): Promise<void> => {
  await apiRequest(deleteSession);
};
