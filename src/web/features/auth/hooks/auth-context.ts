import { createContext } from 'react';
import type { User } from '#shared/contracts/auth';

/** Spec section 4: unknown while the first answer is awaited, then anonymous or authenticated. */
export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

/**
 * Who is signed in. Signing in, up and out are hooks of their own (`useLogin`, `useRegister`,
 * `useLogoutAndLeave`), used where their buttons are, so they stay off the first load (ADR 009).
 */
export type AuthContextValue = {
  user: User | null;
  status: AuthStatus;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
