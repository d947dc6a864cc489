import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createContactMessage } from '#shared/contracts/contact';
import type { Clock } from '#server/http/clock';
import type { Database } from '#server/db/client';
import { registerEndpoint } from '#server/http/register-endpoint';
import { requestLanguage } from '#server/http/request-language';
import type { Mailer } from '#server/mail/mailer';
import { sendContactMessage } from './contact.service';

export type ContactRoutesOptions = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  contactInbox: string;
  log: FastifyBaseLogger;
};

const RECEIVED = { status: 'received' } as const;

export const contactRoutes = async (app: FastifyInstance, options: ContactRoutesOptions) => {
  const context = { ...options };
  registerEndpoint(app, createContactMessage, async (request) => {
    // The delivery runs on behind the answer (sendContactMessage logs a failure).
    await sendContactMessage(context, {
      ...request.body,
      ip: request.ip,
      language: requestLanguage(request),
    });
    return RECEIVED;
  });
};
