import { useCallback, useEffect, useRef, useState } from 'react';
import type { User } from '#shared/contracts/auth';
import type { OidcMode } from '#shared/contracts/identity';
import type { ErrorCode } from '#shared/errors';
import { getCurrentUser } from '../api/get-current-user';
import { openProviderPopup, type PopupOutcome, providerStartUrl } from './provider-popup';

export type ProviderSignInProblem =
  { kind: 'blocked' } | { kind: 'cancelled' } | { kind: 'error'; code: ErrorCode };

type Options = {
  mode: OidcMode;
  remember: boolean;
  onSignedIn: (user: User) => void;
};

/** The popup sign-in's state: whether it is under way and what went wrong last. */
export const useProviderSignIn = ({ mode, remember, onSignedIn }: Options) => {
  const [isPending, setIsPending] = useState(false);
  const [problem, setProblem] = useState<ProviderSignInProblem | null>(null);
  const stopRef = useRef<(() => void) | null>(null);
  // The latest callback, so a popup opened before a re-render still reports to the current one.
  const onSignedInRef = useRef(onSignedIn);
  useEffect(() => {
    onSignedInRef.current = onSignedIn;
  }, [onSignedIn]);

  // A page left while the popup is open stops listening to it.
  useEffect(() => () => stopRef.current?.(), []);

  const finish = useCallback(async (outcome: PopupOutcome) => {
    stopRef.current = null;
    if (outcome.result === 'ok') {
      // The session cookie is set; the server's user is the one to store.
      const user = await getCurrentUser().catch(() => null);
      setIsPending(false);
      if (user) onSignedInRef.current(user);
      else setProblem({ kind: 'error', code: 'SIGN_IN_PROVIDER_FAILED' });
      return;
    }
    setIsPending(false);
    setProblem(
      outcome.result === 'error' ? { kind: 'error', code: outcome.code } : { kind: outcome.result },
    );
  }, []);

  /** Call straight from the click handler (no await before it), or the popup is blocked. */
  const start = useCallback(() => {
    stopRef.current?.();
    setProblem(null);
    setIsPending(true);
    stopRef.current = openProviderPopup(providerStartUrl(mode, remember), (outcome) => {
      void finish(outcome);
    });
  }, [finish, mode, remember]);

  return { start, isPending, problem };
};
