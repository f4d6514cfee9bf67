import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityEndpoints } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { activityLookups, customerActivities, deleteActivity, readActivity, saveActivities, type Actor } from './activities.service';

/** Activities also ask for the roles (docs/activities.md: who may delete whose). */
const actorOf = (request: FastifyRequest): Actor => ({ ...request.actor(), roles: request.user().roles });

/** Spec 2 §7 Activities: lookups, one activity, delete, add or save, and a customer's activities (docs/activities.md). */
export async function activitiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, activityEndpoints.lookups, (request) => request.scoped((tx) => activityLookups(tx)));
  registerEndpoint(app, activityEndpoints.get, (request) => request.scoped((tx) => readActivity(tx, request.params.id)));
  registerEndpoint(app, activityEndpoints.remove, (request) => request.scoped((tx) => deleteActivity(tx, request.params.id, actorOf(request))));
  registerEndpoint(app, activityEndpoints.save, (request) => request.scoped((tx) => saveActivities(tx, request.body, actorOf(request))));
  registerEndpoint(app, activityEndpoints.ofCustomer, (request) => request.scoped((tx) => customerActivities(tx, request.params.customerId, request.query)));
}
