import type { FastifyInstance } from 'fastify';
import { getRecentUsers } from '#shared/contracts/community';
import type { ServerContext } from '#server/http/server-context';
import { registerEndpoint } from '#server/http/register-endpoint';
import { findRecentUsers } from './community.service';

export const communityRoutes = async (app: FastifyInstance, options: ServerContext) => {
  registerEndpoint(app, getRecentUsers, async () =>
    findRecentUsers({ db: options.db, clock: options.clock }),
  );
};
