import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMembership as getMembershipEndpoint } from '#shared/contracts/billing';
import { apiRequest } from '#web/lib/api-client';

export const membershipQueryKey = [getMembershipEndpoint.path] as const;

export const getMembership = (signal?: AbortSignal) =>
  apiRequest(getMembershipEndpoint, { signal });

export const membershipQueryOptions = () =>
  queryOptions({ queryKey: membershipQueryKey, queryFn: ({ signal }) => getMembership(signal) });

/** The membership and the token balance; only asked for when someone is signed in. */
export const useMembership = (isEnabled = true) =>
  useQuery({ ...membershipQueryOptions(), enabled: isEnabled });
