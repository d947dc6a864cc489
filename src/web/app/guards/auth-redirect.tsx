import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { rememberRedirectAfterLogin } from '#web/features/auth/auth-storage';
import { paths } from '#shared/routes';

/** Router state that tells /auth the visitor was sent there by a guard. */
export type AuthRedirectState = { isAuthRequired: true };

export const isAuthRedirectState = (state: unknown): state is AuthRedirectState =>
  typeof state === 'object' &&
  state !== null &&
  (state as Partial<AuthRedirectState>).isAuthRequired === true;

/** Remembers `from` for after sign-in, then sends the visitor to /auth with the reason. */
export const RedirectToAuth = ({ from }: { from: string }) => {
  useEffect(() => rememberRedirectAfterLogin(from), [from]);
  const state: AuthRedirectState = { isAuthRequired: true };
  return <Navigate to={paths.auth} replace state={state} />;
};
