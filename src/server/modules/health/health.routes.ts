import type { FastifyInstance } from 'fastify';
import { getHealth } from '#shared/contracts/health';
import { PRODUCT_VERSION } from '#shared/constants';
import type { DatabaseHandle } from '#server/db/client';
import { registerEndpoint } from '#server/http/register-endpoint';

const PING_TIMEOUT_MS = 2000;

const pingWithin = (database: DatabaseHandle, timeoutMs: number) =>
  Promise.race([
    database.ping(),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('ping timeout')), timeoutMs).unref(),
    ),
  ]);

export const healthRoutes = async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
  registerEndpoint(app, getHealth, async (_request, reply) => {
    const reachable = await pingWithin(options.database, PING_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
    // 503 keeps the same body shape, so load balancers and people read the same answer.
    if (!reachable) reply.status(503);
    return {
      status: reachable ? ('ok' as const) : ('degraded' as const),
      database: options.database.kind,
      version: PRODUCT_VERSION,
    };
  });
};
