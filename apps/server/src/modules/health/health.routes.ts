import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { platformEndpoints } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(app, platformEndpoints.health, { config: { public: true } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.database.kind };
  });
}
