import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardEndpoints, texts } from '@wattle/contract';
import { badRequest } from '../../lib/errors';
import { registerEndpoint } from '../../lib/register-endpoint';
import { MEDIA_TYPES } from '../../lib/media-types';
import { fileResponse } from '../../plugins/openapi-operation';
import { viewOf } from './process-catalog';
import { runProcessAction, type ActionCaller } from './process-actions';
import { writeProcessXlsx } from './process-export';
import { companyFormats } from '../system-settings/company-formats';
import { allItems, assertSortable } from './process-query';
import { chartData, parseAdditionalParameters, processData, tableProcess, visibleProcess, type Viewer } from './processes.service';
import type { Tx } from '../../db/client';
import type { QueueCounts } from './queue-counts';

export const viewerOf = (request: FastifyRequest): Viewer => {
  const user = request.user();
  return { userId: user.userId, roles: user.roles, scope: request.scope() };
};

/** Spec 2 §7 Dashboard: a process's rows, its actions, its chart and its Excel export. */
export async function processesRoutes(fastify: FastifyInstance, { counts }: { counts: QueueCounts }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, dashboardEndpoints.processData, async (request) =>
    request.scoped((tx) => processData(tx, viewerOf(request), counts, request.params.id, request.query)),
  );

  registerEndpoint(app, dashboardEndpoints.runAction, async (request) => {
    const user = request.user();
    const { processId, actionId, options, itemsJson } = request.body;
    const scoped = <T>(work: (tx: Tx) => Promise<T>) => request.scoped(work);
    const outcome = await request.scoped(async (tx) => {
      const caller: ActionCaller = {
        tx,
        userId: user.userId,
        username: user.username,
        roles: user.roles,
        ipAddress: request.ip,
        scope: request.scope(),
        config: app.config,
        mailer: app.mailer,
        files: app.files,
        scoped,
      };
      const process = await visibleProcess(tx, viewerOf(request), processId);
      if (!process.spec.views) throw badRequest(texts.dashboard.notAChart);
      return runProcessAction(caller, process, { actionId, options, itemsJson, params: parseAdditionalParameters(options) });
    });
    let message = outcome.message;
    for (const work of outcome.afterCommit) message = (await work()) ?? message;
    return [message];
  });

  registerEndpoint(app, dashboardEndpoints.chartData, async (request) => request.scoped((tx) => chartData(tx, viewerOf(request), request.params.id)));

  registerEndpoint(
    app,
    dashboardEndpoints.processExport,
    // The answer is an .xlsx stream; refusals are envelopes from the error handler.
    { schema: { response: { 200: fileResponse('The process table as a workbook.', MEDIA_TYPES.xlsx) } } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const query = request.query;
      const params = parseAdditionalParameters(query.additionalParametersJson);
      const { name, view, formats } = await request.scoped(async (tx) => {
        const process = await tableProcess(tx, viewer, request.params.id, query.processCode);
        const view = viewOf(process, params);
        assertSortable(view, query.sortBy);
        return { name: process.bundle.process.name, view, formats: await companyFormats(tx) };
      });
      const out = new PassThrough();
      // Rows are read a batch at a time, each in its own transaction, as the client takes the file.
      const items = allItems((work) => request.scoped(work), view, {
        params,
        search: query.search,
        sortBy: query.sortBy,
        sortDescending: query.sortDescending,
      });
      writeProcessXlsx(out, name, view.columns, items, formats).catch((error: unknown) => {
        request.log.error({ err: error }, 'dashboard export failed');
        out.destroy(error as Error);
      });
      return reply
        .type(MEDIA_TYPES.xlsx)
        .header('content-disposition', `attachment; filename="${name.replace(/[^\w .-]/g, '_')}.xlsx"`)
        .send(out);
    },
  );
}
