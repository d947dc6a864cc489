import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import proxyAddr from '@fastify/proxy-addr';

/*
 * Every request has an id: in the X-Request-Id answer header, on every log line written while it
 * is handled (whichever logger writes it: the request's, the app's, a mailer's), and in every 5xx
 * body, so a user's "it failed" and the operator's log meet. Behind a trusted proxy (TRUST_PROXY)
 * the proxy's own X-Request-Id is kept (nginx: $request_id), so its access log names the same id.
 */

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's id may look like: nginx's 32 hex digits, a UUID, similar tokens. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,128}$/;

type RequestStore = { requestId: string };
const requestStore = new AsyncLocalStorage<RequestStore>();

/** The id of the request being handled in this async context, if any. */
export const currentRequestId = (): string | undefined => requestStore.getStore()?.requestId;

/** Whether a peer address is a proxy whose forwarded headers we believe (Fastify's trustProxy). */
const trustOf = (trustProxy: string | boolean): ((address: string) => boolean) => {
  if (trustProxy === true) return () => true;
  if (trustProxy === false || trustProxy === '') return () => false;
  const trusted = proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (address) => trusted(address, 0);
};

/** Fastify's genReqId: a trusted proxy's X-Request-Id when well formed, else a new UUID. */
export const requestIdGenerator = (trustProxy: string | boolean) => {
  const isTrusted = trustOf(trustProxy);
  return (request: IncomingMessage): string => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket.remoteAddress;
    if (typeof incoming === 'string' && INCOMING_ID.test(incoming) && peer && isTrusted(peer))
      return incoming;
    return randomUUID();
  };
};

/**
 * Logger options that put `reqId` on every line written inside a request's async context (pino's
 * mixin). The request's own child logger gets no binding of its own, so the field appears once.
 */
export const withRequestIds = (
  logger: FastifyServerOptions['logger'],
): Pick<FastifyServerOptions, 'logger' | 'childLoggerFactory'> => {
  if (logger === undefined || logger === false || logger === true)
    return { logger: logger ?? false };
  return {
    logger: {
      ...logger,
      mixin: () => {
        const requestId = currentRequestId();
        return requestId === undefined ? {} : { reqId: requestId };
      },
    },
    childLoggerFactory: (parent, bindings, options) => {
      const { reqId: _reqId, ...others } = bindings as Record<string, unknown>;
      return parent.child(others, options);
    },
  };
};

/**
 * Names the id in the answer and runs the rest of the request (hooks, body parsing, handler, error
 * handler) inside its async context, which Fastify carries across reading the body.
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    requestStore.run({ requestId: request.id }, done);
  });
});
