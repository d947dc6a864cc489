import { useMutation } from '@tanstack/react-query';
import { resubscribeNewsletter } from '#shared/contracts/newsletter';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/newsletter/resubscribe with the unsubscribe link's token. */
export const resubscribe = (token: string) =>
  apiRequest(resubscribeNewsletter, { body: { token } });

export const useResubscribe = () =>
  useMutation({ mutationFn: resubscribe, meta: { errorHandling: 'local' } });
