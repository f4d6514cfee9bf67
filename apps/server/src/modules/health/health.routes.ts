import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { platformEndpoints, texts } from '@wattle/contract';
import { AppError } from '../../lib/errors';
import { registerEndpoint } from '../../lib/register-endpoint';
import { databaseAnswers, pingDatabase } from './database-check';
import { isDraining, startDraining } from './draining';

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  fastify.addHook('preClose', async () => startDraining(fastify));

  registerEndpoint(app, platformEndpoints.health, { config: { public: true } }, async () => {
    await pingDatabase(app.db);
    return { status: 'ok' as const, database: app.database.kind };
  });
  registerEndpoint(app, platformEndpoints.live, { config: { public: true } }, async () => ({ status: 'ok' as const }));
  registerEndpoint(app, platformEndpoints.ready, { config: { public: true } }, async () => {
    if (isDraining(fastify)) throw new AppError(503, texts.operations.draining);
    if (!(await databaseAnswers(app.db))) throw new AppError(503, texts.operations.databaseUnreachable);
    return { status: 'ok' as const, database: app.database.kind };
  });
}
