import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { texts } from '@wattle/contract';
import { AppError } from '../lib/errors';
import { nestsDeeperThan } from '../lib/json-depth';

/**
 * Deepest nesting of objects and arrays a JSON body may have. The API's bodies nest a few levels;
 * thousands overflow the stack of whatever walks the value recursively (schema validation, the
 * storable-text pass, serialisers), which answered 500.
 */
const JSON_MAX_DEPTH = 64;

/**
 * Every JSON body is checked for depth before it is parsed, then parsed by Fastify's own parser
 * (prototype-poisoning refused as before): one place, whichever route the body is for.
 */
export const jsonBodies = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(new AppError(400, texts.server.tooDeep), undefined);
      return;
    }
    void parse(request, text, done); // Fastify's parser answers through done, at once
  });
});
