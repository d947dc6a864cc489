import { useMutation } from '@tanstack/react-query';
import {
  createNewsletterSubscription,
  type NewsletterSubscribeRequest,
} from '#shared/contracts/newsletter';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/newsletter/subscriptions: 202 whether or not the address is already subscribed. */
export const subscribeToNewsletter = (body: NewsletterSubscribeRequest) =>
  apiRequest(createNewsletterSubscription, { body });

export const useSubscribeToNewsletter = () =>
  useMutation({ mutationFn: subscribeToNewsletter, meta: { errorHandling: 'local' } });
