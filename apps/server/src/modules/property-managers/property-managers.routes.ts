import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { propertyManagerEndpoints, successEnvelope, texts } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { addPropertyManager, assignedBuildings, deletePropertyManager, listPropertyManagers, setAssignedBuildings } from './property-managers.service';

/** Property managers (spec 3 §2.16): the policy keeps every call for administrators. */
export async function propertyManagersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(app, propertyManagerEndpoints.list, async (request) => request.scoped(listPropertyManagers));

  registerEndpoint(app, propertyManagerEndpoints.add, async (request) => {
    const name = await request.scoped((tx) => addPropertyManager(tx, request.scope(), request.actor(), request.body));
    return successEnvelope(texts.propertyManagers.added(name));
  });

  registerEndpoint(app, propertyManagerEndpoints.buildings, async (request) => request.scoped((tx) => assignedBuildings(tx, request.params.id)));

  registerEndpoint(app, propertyManagerEndpoints.setBuildings, async (request) => {
    await request.scoped((tx) => setAssignedBuildings(tx, request.actor(), request.params.id, request.body));
    return successEnvelope(texts.propertyManagers.buildingsUpdated);
  });

  registerEndpoint(app, propertyManagerEndpoints.delete, async (request) => {
    const name = await request.scoped((tx) => deletePropertyManager(tx, request.actor(), request.params.id));
    return successEnvelope(texts.propertyManagers.deleted(name));
  });
}
