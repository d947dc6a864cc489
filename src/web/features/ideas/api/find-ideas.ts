import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { type FindIdeasRequest, findIdeas as findIdeasEndpoint } from '#shared/contracts/ideas';
import { apiRequest } from '#web/lib/api-client';

export const findIdeas = (request: FindIdeasRequest, signal?: AbortSignal) =>
  apiRequest(findIdeasEndpoint, { body: request, signal });

// A POST that only reads: cached per filter set like a GET, so Back shows the last page at once.
// Nothing is asked before the founder (location, experience) is known.
export const findIdeasQueryOptions = (request: FindIdeasRequest | null) =>
  queryOptions({
    queryKey: [findIdeasEndpoint.path, request],
    queryFn: request ? ({ signal }) => findIdeas(request, signal) : skipToken,
    staleTime: 5 * 60 * 1000,
    // The finder and the home page's card show their own failure, with a retry: no toast too.
    meta: { errorHandling: 'local' },
  });

/** The ranked ideas for these filters; the last answer stays on screen while the next loads. */
export const useFindIdeas = (request: FindIdeasRequest | null) =>
  useQuery({ ...findIdeasQueryOptions(request), placeholderData: keepPreviousData });
