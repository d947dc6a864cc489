import { useMutation } from '@tanstack/react-query';
import { ONE_CLICK_BODY, deleteNewsletterSubscription } from '#shared/contracts/newsletter';
import { apiRequest } from '#web/lib/api-client';

/** The page's button sends exactly what a mail client's one-click unsubscribe sends (RFC 8058). */
export const unsubscribe = (token: string) =>
  apiRequest(deleteNewsletterSubscription, { query: { token }, body: ONE_CLICK_BODY });

export const useUnsubscribe = () =>
  useMutation({ mutationFn: unsubscribe, meta: { errorHandling: 'local' } });
