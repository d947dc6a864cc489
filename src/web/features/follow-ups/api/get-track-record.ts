import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTrackRecord as getTrackRecordEndpoint } from '#shared/contracts/follow-ups';
import { apiRequest } from '#web/lib/api-client';

export const trackRecordQueryKey = [getTrackRecordEndpoint.path] as const;

export const getTrackRecord = (signal?: AbortSignal) =>
  apiRequest(getTrackRecordEndpoint, { signal });

export const trackRecordQueryOptions = () =>
  queryOptions({
    queryKey: trackRecordQueryKey,
    queryFn: ({ signal }) => getTrackRecord(signal),
  });

export const useTrackRecord = () => useQuery(trackRecordQueryOptions());
