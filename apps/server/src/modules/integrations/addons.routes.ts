import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addonEndpoints, successEnvelope, texts } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { secretBox } from '../../lib/secrets';
import { connectPlatform, disconnectPlatform, listConnections, requireBox, type Actor } from './addons.service';

export const actorOf = (request: FastifyRequest): Actor => {
  const user = request.user();
  return { userId: user.userId, username: user.username, ipAddress: request.ip };
};

/** The Add-ons catalogue's connections (spec 1 §7): the policy keeps connect and disconnect for administrators. */
export async function addonsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const box = app.config.secretsKey ? secretBox(app.config.secretsKey) : null;

  registerEndpoint(app, addonEndpoints.list, async (request) => request.scoped(listConnections));

  registerEndpoint(app, addonEndpoints.connect, async (request) => {
    const sealer = requireBox(box);
    const item = await request.scoped((tx) => connectPlatform(tx, sealer, actorOf(request), request.params.provider, request.body));
    return successEnvelope(texts.addons.connectedMessage(item.name));
  });

  registerEndpoint(app, addonEndpoints.disconnect, async (request) => {
    const { item } = await request.scoped((tx) => disconnectPlatform(tx, actorOf(request), request.params.provider, request.body));
    return successEnvelope(texts.addons.disconnectedMessage(item.name));
  });
}
