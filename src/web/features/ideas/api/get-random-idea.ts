import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getRandomIdea as getRandomIdeaEndpoint } from '#shared/contracts/ideas';
import { apiRequest } from '#web/lib/api-client';

/** One idea at random, never `exclude` (the idea on screen). */
export const getRandomIdea = (exclude: string | null, signal?: AbortSignal) =>
  apiRequest(getRandomIdeaEndpoint, { query: { exclude: exclude ?? undefined }, signal });

export const randomIdeaQueryOptions = (exclude: string | null) =>
  queryOptions({
    queryKey: [getRandomIdeaEndpoint.path, exclude],
    queryFn: ({ signal }) => getRandomIdea(exclude, signal),
    // The idea drawn stays until the visitor asks for another.
    staleTime: Infinity,
    // The finder and the home page's card show their own failure, with a retry: no toast too.
    meta: { errorHandling: 'local' },
  });

/** The shown idea stays on screen while the next one loads, so the card keeps its size. */
export const useRandomIdea = (exclude: string | null) =>
  useQuery({ ...randomIdeaQueryOptions(exclude), placeholderData: keepPreviousData });
