import type { FastifyInstance } from 'fastify';
import { getHealth, getReadiness } from '#shared/contracts/health';
import { PRODUCT_VERSION } from '#shared/constants';
import type { DatabaseHandle } from '#server/db/client';
import type { MigrationState } from '#server/db/schema-version';
import { registerEndpoint } from '#server/http/register-endpoint';

/** A database that has not answered within this is unreachable, for readiness. */
const READINESS_TIMEOUT_MS = 2000;

const within = <T>(work: Promise<T>, timeoutMs: number) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('readiness timeout')), timeoutMs).unref(),
    ),
  ]);

export const healthRoutes = async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
  const { database } = options;
  registerEndpoint(app, getHealth, async () => ({
    status: 'ok' as const,
    database: database.kind,
    version: PRODUCT_VERSION,
  }));

  registerEndpoint(app, getReadiness, async (request, reply) => {
    // One query answers both: the database is reachable, and which migrations it has.
    const migrations: MigrationState | null = await within(
      (async () => {
        await database.ping();
        return database.migrationState();
      })(),
      READINESS_TIMEOUT_MS,
    ).catch(() => null);
    const ready = migrations?.upToDate === true;
    // 503 keeps the same body, so a load balancer and a person read the same answer.
    if (!ready) reply.status(503);
    return {
      status: ready ? ('ready' as const) : ('not_ready' as const),
      database: { kind: database.kind, reachable: migrations !== null },
      migrations,
      version: PRODUCT_VERSION,
      ...(ready ? {} : { requestId: request.id }),
    };
  });
};
