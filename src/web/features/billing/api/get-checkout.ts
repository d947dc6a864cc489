import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCheckout as getCheckoutEndpoint } from '#shared/contracts/billing';
import { apiRequest } from '#web/lib/api-client';

/** How often the return page asks whether Stripe's webhook has arrived. */
export const CHECKOUT_POLL_MS = 2_000;

export const checkoutQueryKey = (id: string) => [getCheckoutEndpoint.path, id] as const;

export const getCheckout = (id: string, signal?: AbortSignal) =>
  apiRequest(getCheckoutEndpoint, { params: { id }, signal });

export const checkoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: checkoutQueryKey(id),
    queryFn: ({ signal }) => getCheckout(id, signal),
  });

/**
 * One checkout. `isWaiting` polls while it is open: after Stripe's redirect the payment is
 * credited by the webhook, which may arrive a few seconds later.
 */
export const useCheckout = (id: string, isWaiting: boolean) =>
  useQuery({
    ...checkoutQueryOptions(id),
    refetchInterval: (query) =>
      isWaiting && query.state.data?.status === 'open' ? CHECKOUT_POLL_MS : false,
  });
