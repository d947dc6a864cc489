import type { FastifyInstance } from 'fastify';
import { findOutboxMail } from '#shared/contracts/outbox';
import type { Database } from '#server/db/client';
import { registerEndpoint } from '#server/http/register-endpoint';
import { findNewestOutboxMail } from './outbox.service';

/** Registered only where the outbox page is served (isOutboxPageServed); elsewhere the path is a 404. */
export const outboxRoutes = async (app: FastifyInstance, options: { db: Database }) => {
  registerEndpoint(app, findOutboxMail, async () => findNewestOutboxMail({ db: options.db }));
};
