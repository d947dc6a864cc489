import { useMutation } from '@tanstack/react-query';
import { createNewsletterResubscription } from '#shared/contracts/newsletter';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/newsletter/resubscribe with the unsubscribe link's token. */
export const resubscribe = (token: string) =>
  apiRequest(createNewsletterResubscription, { body: { token } });

export const useResubscribe = () =>
  useMutation({ mutationFn: resubscribe, meta: { errorHandling: 'local' } });
