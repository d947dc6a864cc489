import { use } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';

/** The signed-in user and the login, registration and logout actions. */
export const useAuth = (): AuthContextValue => {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
};
