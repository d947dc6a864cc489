import { useInfiniteQuery } from '@tanstack/react-query';
import { findTokenEntries as findTokenEntriesEndpoint } from '#shared/contracts/tokens';
import { apiRequest } from '#web/lib/api-client';
import { TOKENS_QUERY_KEY } from './get-tokens';

export const findTokenEntries = (before: string, signal?: AbortSignal) =>
  apiRequest(findTokenEntriesEndpoint, { query: { before }, signal });

/**
 * The entries older than `after` (the summary's last one), a page at a time, once `enabled` (the
 * reader asked for them). Under the tokens key, so a new spend refreshes them with the balance.
 */
export const useOlderTokenEntries = (after: string | null, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: [...TOKENS_QUERY_KEY, 'entries', after],
    queryFn: ({ pageParam, signal }) => findTokenEntries(pageParam, signal),
    initialPageParam: after ?? '',
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    enabled: enabled && after !== null,
  });
