import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import {
  createNewsletterConfirmation,
  createNewsletterSubscription,
  createNewsletterResubscription,
  deleteNewsletterSubscription,
} from '#shared/contracts/newsletter';
import { paths } from '#shared/routes';
import type { Clock } from '#server/http/clock';
import type { Database } from '#server/db/client';
import { registerEndpoint } from '#server/http/register-endpoint';
import type { Mailer } from '#server/mail/mailer';
import { isWellFormedEmailLinkToken } from '#server/modules/email-auth/index';
import { confirmSubscription, resubscribe, subscribe, unsubscribe } from './newsletter.service';

export type NewsletterRoutesOptions = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Origin of mailed links (configured; never the Host header). */
  appOrigin: string;
};

const CONFIRMATION_SENT = { status: 'confirmation-sent' } as const;

export const newsletterRoutes = async (app: FastifyInstance, options: NewsletterRoutesOptions) => {
  const context = {
    db: options.db,
    clock: options.clock,
    mailer: options.mailer,
    appOrigin: options.appOrigin,
  };

  registerEndpoint(app, createNewsletterSubscription, async (request) => {
    await subscribe(context, { ...request.body, ip: request.ip });
    return CONFIRMATION_SENT;
  });

  registerEndpoint(app, createNewsletterConfirmation, async (request) =>
    confirmSubscription(context, { ip: request.ip, token: request.body.token }),
  );

  registerEndpoint(app, createNewsletterResubscription, async (request) =>
    resubscribe(context, { ip: request.ip, token: request.body.token }),
  );

  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form. The form parser lives in
  // this child context only; every other route still answers 415 to a form (a CSRF vector).
  await app.register(async (oneClick) => {
    await oneClick.register(formbody, { bodyLimit: 1024 });
    registerEndpoint(oneClick, deleteNewsletterSubscription, async (request) =>
      unsubscribe(context, { ip: request.ip, token: request.query.token }),
    );
  });

  // A client without one-click support opens the List-Unsubscribe URL in a browser: it gets the
  // page that asks first (a GET never unsubscribes), the token moved into the fragment.
  app.get(
    deleteNewsletterSubscription.path,
    { schema: { hide: true }, config: { ignoresSession: true } },
    async (request, reply) => {
      const { token } = request.query as { token?: unknown };
      const fragment =
        typeof token === 'string' && isWellFormedEmailLinkToken(token) ? `#token=${token}` : '';
      return reply.redirect(`${paths.newsletterUnsubscribed}${fragment}`, 303);
    },
  );
};
