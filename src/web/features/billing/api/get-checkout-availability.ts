import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCheckoutAvailability as getCheckoutAvailabilityEndpoint } from '#shared/contracts/billing';
import { apiRequest } from '#web/lib/api-client';

export const checkoutAvailabilityQueryKey = [getCheckoutAvailabilityEndpoint.path] as const;

export const getCheckoutAvailability = (signal?: AbortSignal) =>
  apiRequest(getCheckoutAvailabilityEndpoint, { signal });

export const checkoutAvailabilityQueryOptions = () =>
  queryOptions({
    queryKey: checkoutAvailabilityQueryKey,
    queryFn: ({ signal }) => getCheckoutAvailability(signal),
  });

/** How this site sells tokens and memberships: Stripe, the demo checkout, or not at all. */
export const useCheckoutAvailability = () => useQuery(checkoutAvailabilityQueryOptions());
