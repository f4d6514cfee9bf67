import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dashboardActivitiesResponseSchema,
  dashboardPaths,
  envelopeSchema,
  notificationsResponseSchema,
  userChartsResponseSchema,
  userItemsResponseSchema,
} from '@wattle/contract';
import { myOpenActivities } from './activities.repository';
import { viewerOf } from './processes.routes';
import { notificationCounts, userCharts, userItems } from './processes.service';
import type { QueueCounts } from './queue-counts';

/** The dashboard's first loads (spec 2 §2.1): cards, counts, charts and the My Activities panel. */
export async function dashboardRoutes(fastify: FastifyInstance, { counts }: { counts: QueueCounts }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];
  const refused = { 400: envelopeSchema };

  app.get(dashboardPaths.userItems, { schema: { tags, response: { 200: userItemsResponseSchema, ...refused } } }, async (request) =>
    request.scoped((tx) => userItems(tx, viewerOf(request))),
  );
  app.get(dashboardPaths.notifications, { schema: { tags, response: { 200: notificationsResponseSchema, ...refused } } }, async (request) =>
    request.scoped((tx) => notificationCounts(tx, viewerOf(request), counts)),
  );
  app.get(dashboardPaths.userCharts, { schema: { tags, response: { 200: userChartsResponseSchema, ...refused } } }, async (request) =>
    request.scoped((tx) => userCharts(tx, viewerOf(request))),
  );
  app.get(dashboardPaths.activities, { schema: { tags, response: { 200: dashboardActivitiesResponseSchema, ...refused } } }, async (request) => {
    const user = request.user();
    return request.scoped((tx) => myOpenActivities(tx, user.userId, user.username));
  });
}
