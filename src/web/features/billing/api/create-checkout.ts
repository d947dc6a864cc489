import { useMutation } from '@tanstack/react-query';
import {
  type CreateCheckoutRequest,
  createCheckout as createCheckoutEndpoint,
} from '#shared/contracts/billing';
import { apiRequest } from '#web/lib/api-client';

export const createCheckout = (body: CreateCheckoutRequest) =>
  apiRequest(createCheckoutEndpoint, { body });

/** The page shows a failure beside the button it came from, so no global toast. */
export const useCreateCheckout = () =>
  useMutation({ mutationFn: createCheckout, meta: { errorHandling: 'local' } });
