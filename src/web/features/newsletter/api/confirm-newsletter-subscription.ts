import { useMutation } from '@tanstack/react-query';
import { createNewsletterConfirmation } from '#shared/contracts/newsletter';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/newsletter/confirm with the token of the mailed link (single use). */
export const confirmSubscription = (token: string) =>
  apiRequest(createNewsletterConfirmation, { body: { token } });

export const useConfirmSubscription = () =>
  useMutation({ mutationFn: confirmSubscription, meta: { errorHandling: 'local' } });
