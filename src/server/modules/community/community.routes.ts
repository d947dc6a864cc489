import type { FastifyInstance } from 'fastify';
import { getRecentUsers } from '#shared/contracts/community';
import type { Clock } from '#server/app';
import type { Database } from '#server/db/client';
import { registerEndpoint } from '#server/http/register-endpoint';
import { findRecentUsers } from './community.service';

export const communityRoutes = async (
  app: FastifyInstance,
  options: { db: Database; clock: Clock },
) => {
  registerEndpoint(app, getRecentUsers, async () =>
    findRecentUsers({ db: options.db, clock: options.clock }),
  );
};
