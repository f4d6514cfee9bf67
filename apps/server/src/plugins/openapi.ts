import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeResponses, documentOperation, type MultipartForm } from './openapi-operation';

declare module 'fastify' {
  interface FastifySchema {
    /** Documentation only: the parts of a multipart upload (the handler reads the parts itself). */
    multipart?: MultipartForm;
  }
}

/**
 * OpenAPI generated from the route schemas; UI at /api/docs, JSON at /api/docs/json.
 * Every /api route also gets the refusals the platform itself answers (see completeResponses).
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', completeResponses);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Wattle API', version: '1.0.0', description: 'Back office for utility providers.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'wattle_session' } } },
      security: [{ session: [] }],
    },
    transform: (document) => documentOperation(jsonSchemaTransform(document)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
