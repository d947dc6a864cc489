import { useMutation } from '@tanstack/react-query';
import { type ContactRequest, createContactMessage } from '#shared/contracts/contact';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/contact: stored at once, mailed to the team behind the answer. */
export const sendContactMessage = (body: ContactRequest) =>
  apiRequest(createContactMessage, { body });

export const useSendContactMessage = () =>
  useMutation({ mutationFn: sendContactMessage, meta: { errorHandling: 'local' } });
