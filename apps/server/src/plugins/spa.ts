import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope, texts } from '@wattle/contract';

/**
 * Serves the built web app at / with history-mode fallback: any unknown non-API path gets
 * index.html; unknown /api paths get a JSON 404 envelope.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  const hasWeb = fs.existsSync(path.join(opts.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn({ webDist: opts.webDist }, 'web app not built: only the API is served');
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/') || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorEnvelope(texts.server.routeNotFound(request.method, pathname), 'NotFound'));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
