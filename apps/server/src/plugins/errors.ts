import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorEnvelope, texts, type Envelope } from '@wattle/contract';
import { AppError } from '../lib/errors';

/** Turns every failure into the spec's message envelope; never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send(error.envelope());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const envelope: Envelope = {
        isSuccess: false,
        messages: error.validation.map((v) => {
          const where = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
          const field = where || (v.params as { issue?: { path?: string[] } } | undefined)?.issue?.path?.join('.') || error.validationContext || 'request';
          return { message: `${field}: ${v.message}`, messageType: 'Error' as const };
        }),
      };
      return reply.status(400).send(envelope);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(errorEnvelope(texts.server.internal, 'Exception'));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(errorEnvelope(texts.server.tooLarge));
    if (status === 429) return reply.status(429).send(errorEnvelope(texts.server.tooManyRequests));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type) have safe, readable messages.
      return reply.status(status).send(errorEnvelope(error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorEnvelope(texts.server.internal, 'Exception'));
  });
});
