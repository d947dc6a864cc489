import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignInOptions } from '#shared/contracts/auth';
import { loadAfterStartup } from '#web/lib/startup-gate';

/**
 * GET /api/auth/options's query key, written out so the sign-in page's first load stays free of
 * the contracts and Zod (docs/decisions/009); get-sign-in-options.test.ts checks it against the
 * contract's path.
 */
export const SIGN_IN_OPTIONS_QUERY_KEY = ['/api/auth/options'] as const;

/** Loads the request (contracts, Zod) once start-up is over, then asks for the options. */
export const getSignInOptions = async (signal?: AbortSignal): Promise<SignInOptions> => {
  const request = await loadAfterStartup(() => import('./get-sign-in-options-request'));
  return request.getSignInOptions(signal);
};

/** The server's sign-in methods change only with its settings: read once per page load. */
export const signInOptionsQueryOptions = () =>
  queryOptions({
    queryKey: SIGN_IN_OPTIONS_QUERY_KEY,
    queryFn: ({ signal }) => getSignInOptions(signal),
    staleTime: Infinity,
    // Without an answer the page offers the methods every server has: nothing to report.
    meta: { errorHandling: 'local' },
  });

export const useSignInOptions = () => useQuery(signInOptionsQueryOptions());
