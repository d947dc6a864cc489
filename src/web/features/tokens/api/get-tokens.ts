import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTokens as getTokensEndpoint } from '#shared/contracts/tokens';
import { apiRequest } from '#web/lib/api-client';

export const getTokens = (signal?: AbortSignal) => apiRequest(getTokensEndpoint, { signal });

/**
 * Every tokens query starts with this key (the history's pages too), so a paid tool that succeeded
 * refreshes them all with `invalidateQueries({ queryKey: [getTokens.path] })` from the contract,
 * without importing this feature.
 */
export const TOKENS_QUERY_KEY = [getTokensEndpoint.path] as const;

export const tokensQueryOptions = () =>
  queryOptions({
    queryKey: TOKENS_QUERY_KEY,
    queryFn: ({ signal }) => getTokens(signal),
  });

/** The signed-in user's balance, tier, free uses left today and latest ledger entries. */
export const useTokens = () => useQuery(tokensQueryOptions());
