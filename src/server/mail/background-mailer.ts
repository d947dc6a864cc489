import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer';

/**
 * Hands each message to `mailer` without waiting for it. Reset and resend requests answer the
 * same whether an account has the address or not; waiting for an SMTP round trip only in the
 * first case would tell the two apart by time. A failed delivery is logged (never the body:
 * it holds the link) and the user can ask again.
 */
export const deliverInBackground = (mailer: Mailer, log: FastifyBaseLogger): Mailer => ({
  kind: mailer.kind,
  send: (message) => {
    mailer.send(message).catch((error: unknown) => {
      log.error({ err: error, to: message.to, subject: message.subject }, 'mail delivery failed');
    });
    return Promise.resolve();
  },
});
