import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import { mailOutbox } from '#server/db/schema/index';
import type { Clock } from '#server/http/clock';
import type { Mailer } from './mailer';

/**
 * The embedded default: mail is stored in the outbox table and written to the log, so that
 * verification and reset links work on a machine with no mail server.
 */
export const createOutboxMailer = (options: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}): Mailer => ({
  kind: 'outbox',
  send: async (message) => {
    await options.db.insert(mailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      createdAt: options.clock(),
    });
    options.log.info(
      // The table keeps the body; headers (List-Unsubscribe, Reply-To) are only logged.
      {
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
        ...(message.headers === undefined ? {} : { headers: message.headers }),
      },
      'mail kept in the outbox (SMTP_URL is not set)',
    );
  },
});
