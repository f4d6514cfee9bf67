import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityManagementEndpoints as endpoints, texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { MEDIA_TYPES } from '../../lib/media-types';
import { registerEndpoint } from '../../lib/register-endpoint';
import { fileResponse } from '../../plugins/openapi-operation';
import { companyFormats } from '../system-settings/company-formats';
import { writeActivitiesXlsx } from './activities-management.export';
import { filterOptions } from './activities-management.repository';
import { activityTotals } from './activities-management.totals';
import { allActivities, closeSelected, deleteSelected, listActivities } from './activities-management.service';

/** Activities Management (spec 2 §2.13, §7 Activities): the list, its filters, the export, close and delete of several. */
export async function activitiesManagementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const changer = (request: { user: () => { userId: number; username: string }; ip: string }) => {
    const user = request.user();
    return { userId: user.userId, username: user.username, ipAddress: request.ip };
  };

  const totals = activityTotals(app.database, app.config.dashboardCountMs);
  app.addHook('onClose', async () => totals.close());

  registerEndpoint(app, endpoints.list, async (request) =>
    request.scoped((tx) => listActivities(tx, request.query, (filters, count) => totals(request.scope(), filters, count))),
  );
  registerEndpoint(app, endpoints.filters, async (request) => request.scoped((tx) => filterOptions(tx)));
  registerEndpoint(app, endpoints.close, async (request) => request.scoped((tx) => closeSelected(tx, request.body, changer(request))));
  registerEndpoint(app, endpoints.deleteMultiple, async (request) => request.scoped((tx) => deleteSelected(tx, request.body, changer(request))));

  registerEndpoint(
    app,
    endpoints.export,
    { schema: { response: { 200: fileResponse('The open activities as a workbook.', MEDIA_TYPES.xlsx) } } },
    async (request, reply) => {
      const formats = await request.scoped((tx) => companyFormats(tx));
      const out = new PassThrough();
      const rows = allActivities(<T>(work: (tx: Tx) => Promise<T>) => request.scoped(work), request.query);
      writeActivitiesXlsx(out, rows, formats).catch((error: unknown) => {
        request.log.error({ err: error }, 'activities export failed');
        out.destroy(error as Error);
      });
      return reply.type(MEDIA_TYPES.xlsx).header('content-disposition', `attachment; filename="${texts.activitiesManagement.exportFileName}"`).send(out);
    },
  );
}
