import { createContext } from 'react';
import type { User } from '#shared/contracts/auth';
import type { useLogin } from '../api/login';
import type { useLogout } from '../api/logout';
import type { useRegister } from '../api/register';

/** Spec section 4: unknown while the first answer is awaited, then anonymous or authenticated. */
export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

export type AuthContextValue = {
  user: User | null;
  status: AuthStatus;
  login: ReturnType<typeof useLogin>;
  register: ReturnType<typeof useRegister>;
  logout: ReturnType<typeof useLogout>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
