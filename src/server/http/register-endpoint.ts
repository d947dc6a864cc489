import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { User } from '#shared/contracts/auth';
import { SESSION_EXPIRED_MESSAGES } from '#shared/contracts/auth';
import { AppError, ERROR_STATUS, ErrorBodySchema } from '#shared/errors';
import type { Endpoint } from '#shared/contracts/endpoint';

// NonNullable: an optional descriptor key still means "present" once the schema has validated it.
type Infer<T> = [NonNullable<T>] extends [z.ZodType] ? z.infer<NonNullable<T>> : undefined;

export type EndpointRequest<E extends Endpoint> = FastifyRequest & {
  body: Infer<E['body']>;
  params: Infer<E['params']>;
  query: Infer<E['query']>;
} & (E['auth'] extends 'user' ? { user: User } : unknown);

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.infer<E['response']>>;

/** Every status an error can have (the one table in errors.ts), each documented in OpenAPI. */
const ERROR_STATUSES = [...new Set(Object.values(ERROR_STATUS))].sort((a, b) => a - b);

/** The error for a request whose session has just expired, saying why (idle or too old). */
export const sessionExpiredError = (reason: NonNullable<FastifyRequest['sessionExpiry']>) =>
  new AppError('SESSION_EXPIRED', { message: SESSION_EXPIRED_MESSAGES[reason] });

const requireUser = async (request: FastifyRequest) => {
  if (request.user) return;
  // A session that has just expired says so, so the client can show the right message.
  throw request.sessionExpiry
    ? sessionExpiredError(request.sessionExpiry)
    : new AppError('UNAUTHENTICATED');
};

// Typed engine output and our own error bodies: plain JSON, no second pass through Zod.
const serializeTrusted = (data: unknown) => JSON.stringify(data);

/**
 * Registers a route from its shared descriptor: the descriptor's schemas validate the request and
 * serialise the answer, and `auth: 'user'` routes refuse anonymous callers before the handler runs.
 */
export const registerEndpoint = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void => {
  const successStatus = endpoint.successStatus ?? 200;
  const errorResponses = Object.fromEntries(
    ERROR_STATUSES.map((status) => [status, ErrorBodySchema]),
  );
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      response: {
        ...errorResponses,
        ...endpoint.otherResponses,
        [successStatus]: endpoint.response,
      },
    },
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    config: { ignoresSession: endpoint.ignoresSession === true },
    ...(endpoint.isResponseTrusted ? { serializerCompiler: () => serializeTrusted } : {}),
    ...(endpoint.auth === 'user' ? { preHandler: requireUser } : {}),
    handler: async (request, reply) => {
      // The descriptor owns the success status; only a declared other response (health's 503) may
      // replace it, which the handler does after this line.
      reply.status(successStatus);
      return handler(request as EndpointRequest<E>, reply);
    },
  });
};
