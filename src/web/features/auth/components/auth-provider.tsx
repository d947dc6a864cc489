import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  CURRENT_USER_QUERY_KEY,
  currentUserQueryOptions,
  useCurrentUser,
} from '../api/current-user-query';
import { AUTH_STORAGE_KEYS } from '../auth-storage';
import { AuthContext, type AuthStatus } from '../hooks/auth-context';

const WATCHED_KEYS = new Set<string>([
  AUTH_STORAGE_KEYS.isLoggedIn,
  AUTH_STORAGE_KEYS.username,
  AUTH_STORAGE_KEYS.userId,
]);

export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const queryClient = useQueryClient();
  const currentUser = useCurrentUser();

  // Another tab signed in or out: ask the server again (spec section 4).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key && WATCHED_KEYS.has(event.key)) {
        void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const user = currentUser.data ?? null;
  const userId = user?.id ?? null;

  // The reads cached for one account (businesses, analyses) are never shown to the next: when the
  // signed-in user leaves (logout, expiry) or changes (another tab), they go from the cache.
  const cachedForUserIdRef = useRef<string | null>(null);
  useEffect(() => {
    if (currentUser.isPending) return;
    const previousUserId = cachedForUserIdRef.current;
    cachedForUserIdRef.current = userId;
    if (previousUserId === null || previousUserId === userId) return;
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0],
    });
  }, [currentUser.isPending, queryClient, userId]);

  // A failed check (server down) counts as anonymous so guards can leave the spinner.
  const status: AuthStatus = currentUser.isPending
    ? 'loading'
    : user
      ? 'authenticated'
      : 'anonymous';

  return <AuthContext value={{ user, status }}>{children}</AuthContext>;
};
