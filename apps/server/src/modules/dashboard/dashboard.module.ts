import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard.routes';
import { previewsRoutes } from './previews.routes';
import { processesRoutes } from './processes.routes';
import { scheduledTasksRoutes } from './scheduled-tasks.routes';

/** The dashboard's routes (spec 2 §7 Dashboard; docs/dashboard.md). */
export async function dashboardModule(app: FastifyInstance) {
  await app.register(dashboardRoutes);
  await app.register(processesRoutes);
  await app.register(scheduledTasksRoutes);
  await app.register(previewsRoutes);
}
