import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTutorial as getTutorialEndpoint } from '#shared/contracts/progress';
import { apiRequest } from '#web/lib/api-client';

export const tutorialQueryKey = [getTutorialEndpoint.path] as const;

export const getTutorial = (signal?: AbortSignal) => apiRequest(getTutorialEndpoint, { signal });

export const tutorialQueryOptions = () =>
  queryOptions({
    queryKey: tutorialQueryKey,
    queryFn: ({ signal }) => getTutorial(signal),
    // The invitation is optional: a failed read shows nothing rather than an error toast.
    meta: { errorHandling: 'local' },
  });

/** Where the signed-in user is in the tutorial (notStarted when never opened). */
export const useTutorial = () => useQuery(tutorialQueryOptions());
