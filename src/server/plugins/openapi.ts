import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_VERSION } from '#shared/constants';

/**
 * The OpenAPI document is generated from the shared Zod contracts the routes are registered with:
 * the UI at /api/docs, the JSON at /api/docs/json.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Foresight API',
        version: PRODUCT_VERSION,
        description:
          'Every endpoint of the Foresight server. Errors always answer { code, message, fieldErrors? }. State-changing requests must be same-origin.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
});
