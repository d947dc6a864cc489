import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The outbox page lists this many mails, newest first; older ones stay in the table. */
export const OUTBOX_PAGE_SIZE = 50;

/** One mail the server would have sent (no SMTP server is configured). Text body only. */
export const OutboxMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxMailsResponseSchema = z.object({
  mails: z.array(OutboxMailSchema).max(OUTBOX_PAGE_SIZE),
});
export type OutboxMailsResponse = z.infer<typeof OutboxMailsResponseSchema>;

export const findOutboxMail = defineEndpoint({
  method: 'GET',
  path: '/api/dev/outbox',
  summary:
    'The newest mails kept in the outbox (at most 50). Only on servers without SMTP_URL that only their own machine can reach; 404 elsewhere.',
  tags: ['dev'],
  auth: 'public',
  ignoresSession: true,
  response: OutboxMailsResponseSchema,
});
