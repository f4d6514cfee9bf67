import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module';
import { dashboardRoutes } from './dashboard.routes';
import { meterDataImportJob } from './meter-data-import.job';
import { meterDataInboxJob } from './meter-data-inbox.job';
import { previewsRoutes } from './previews.routes';
import { processesRoutes } from './processes.routes';
import { queueCounts } from './queue-counts';
import { scheduledTasksRoutes } from './scheduled-tasks.routes';

/** The dashboard: its cards, processes, scheduled tasks panel and previews (spec 2 §7 Dashboard; docs/dashboard.md). */
export const dashboardModule = defineModule({
  name: 'dashboard',
  jobs: [meterDataImportJob, meterDataInboxJob],
  async routes(app: FastifyInstance) {
    const counts = queueCounts(app.database, app.config.dashboardCountMs);
    app.addHook('onClose', async () => counts.close());
    await app.register(dashboardRoutes, { counts });
    await app.register(processesRoutes, { counts });
    await app.register(scheduledTasksRoutes);
    await app.register(previewsRoutes);
  },
});
