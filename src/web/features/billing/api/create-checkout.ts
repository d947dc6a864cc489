import { useMutation } from '@tanstack/react-query';
import {
  type CreateCheckoutRequest,
  createCheckout as createCheckoutEndpoint,
} from '#shared/contracts/billing';
import { apiRequest } from '#web/lib/api-client';
import { sendPaidRequest } from '#web/lib/paid-request-keys';

/** A checkout of one product: a retry of it answers the same checkout, never a second one. */
export const createCheckout = (body: CreateCheckoutRequest) =>
  sendPaidRequest(`checkout:${body.productKind}:${body.productId}:${body.currency}`, (headers) =>
    apiRequest(createCheckoutEndpoint, { body, headers }),
  );

/** The page shows a failure beside the button it came from, so no global toast. */
export const useCreateCheckout = () =>
  useMutation({ mutationFn: createCheckout, meta: { errorHandling: 'local' } });
