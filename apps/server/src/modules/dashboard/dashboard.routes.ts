import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardEndpoints } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { myOpenActivities } from './activities.repository';
import { viewerOf } from './processes.routes';
import { notificationCounts, userCharts, userItems } from './processes.service';
import type { QueueCounts } from './queue-counts';

/** The dashboard's first loads (spec 2 §2.1): cards, counts, charts and the My Activities panel. */
export async function dashboardRoutes(fastify: FastifyInstance, { counts }: { counts: QueueCounts }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, dashboardEndpoints.userItems, async (request) => request.scoped((tx) => userItems(tx, viewerOf(request))));
  registerEndpoint(app, dashboardEndpoints.notifications, async (request) => request.scoped((tx) => notificationCounts(tx, viewerOf(request), counts)));
  registerEndpoint(app, dashboardEndpoints.userCharts, async (request) => request.scoped((tx) => userCharts(tx, viewerOf(request))));
  registerEndpoint(app, dashboardEndpoints.activities, async (request) => {
    const user = request.user();
    return request.scoped((tx) => myOpenActivities(tx, user.userId, user.username));
  });
}
