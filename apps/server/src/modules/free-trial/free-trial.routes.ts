import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { texts, usersEndpoints } from '@wattle/contract';
import { forbidden } from '../../lib/errors';
import { registerEndpoint } from '../../lib/register-endpoint';
import { freeTrialInfo } from './free-trial.service';

export async function freeTrialRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** GET /users/free-trial-info?username=: only about the signed-in user. */
  registerEndpoint(app, usersEndpoints.freeTrialInfo, async (request) => {
    const user = request.user();
    if (request.query.username.toLowerCase() !== user.username.toLowerCase()) throw forbidden(texts.server.forbidden);
    return request.scoped((tx) => freeTrialInfo(tx, user.companyId));
  });
}
