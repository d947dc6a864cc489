import type { FastifyBaseLogger } from 'fastify';
import type { ContactRequest } from '#shared/contracts/contact';
import type { ApiLanguage } from '#shared/error-texts';
import type { ServerContext } from '#server/http/server-context';
import type { Mailer } from '#server/mail/mailer';
import { consumeAttempt, THROTTLE_RULES } from '#server/modules/auth/index';
import { contactInboxMail } from './contact-mail';
import { insertContactMessage, markContactMessageMailed } from './contact.repository';

export type ContactContext = ServerContext & {
  mailer: Mailer;
  /** CONTACT_INBOX (default SUPPORT_EMAIL). */
  contactInbox: string;
  log: FastifyBaseLogger;
};

/**
 * Stores the message, then mails it to the inbox without making the sender wait. A failed mail
 * loses nothing: the row stays with mailed_at null (the log names its id) for someone to read.
 * Resolves with the delivery's promise, so tests can wait for it; the route does not.
 */
export const sendContactMessage = async (
  context: ContactContext,
  input: ContactRequest & { ip: string; language: ApiLanguage },
): Promise<{ delivery: Promise<void> }> => {
  await consumeAttempt(context, { rule: THROTTLE_RULES.contactIp, subject: input.ip });
  // The honeypot: only a bot fills a field nobody sees; it gets the same answer and is dropped.
  if (input.website) return { delivery: Promise.resolve() };
  const row = await insertContactMessage(context.db, {
    name: input.name,
    email: input.email,
    topic: input.topic,
    message: input.message,
    language: input.language,
    createdAt: context.clock(),
  });
  const delivery = context.mailer
    .send(contactInboxMail(context.contactInbox, row))
    .then(() => markContactMessageMailed(context.db, row.id, context.clock()))
    .catch((error: unknown) => {
      context.log.error(
        { err: error, contactMessageId: row.id },
        'contact message stored but not mailed (mailed_at stays null)',
      );
    });
  return { delivery };
};
