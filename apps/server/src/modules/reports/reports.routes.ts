import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportEndpoints as endpoints, successEnvelope, texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { MEDIA_TYPES } from '../../lib/media-types';
import { registerEndpoint } from '../../lib/register-endpoint';
import { fileResponse } from '../../plugins/openapi-operation';
import { companyFormats } from '../system-settings/company-formats';
import { columnSettings, listSavedReports } from './reports.repository';
import {
  allReportRows,
  checkedParameters,
  configWith,
  openReport,
  queryInput,
  queryOf,
  queueReportRun,
  reportDefinition,
  reportPage,
  storeColumnSettings,
} from './reports.service';
import { writeReportXlsx } from './report-xlsx';
import { savedReportDownload } from './saved-reports.service';

const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\w .-]/g, '_')}"`;

/** Reports and My Reports (spec 2 §2.8, §2.9, §7 Reports; docs/reports.md). */
export async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const caller = (request: FastifyRequest) => request.user();

  registerEndpoint(app, endpoints.filters, (request) =>
    request.scoped(async (tx) => {
      const { userId, roles } = caller(request);
      return reportDefinition(tx, await openReport(tx, request.params.reportId, roles), userId);
    }),
  );

  registerEndpoint(app, endpoints.data, (request) =>
    request.scoped(async (tx) => {
      const { userId, roles } = caller(request);
      const report = await openReport(tx, request.params.reportId, roles);
      const query = queryOf(report);
      if (!report.runNowAllowed) throw new AppError(409, texts.reports.runNowNotAllowed);
      const params = await checkedParameters(tx, report, request.query.reportParametersJson, { run: true });
      const page = await reportPage(tx, query, await queryInput(tx, params), request.query);
      return { ...page, config: configWith(report, await columnSettings(tx, userId, report.id)) };
    }),
  );

  registerEndpoint(
    app,
    endpoints.export,
    { schema: { response: { 200: fileResponse('The report as a workbook.', MEDIA_TYPES.xlsx) } } },
    async (request, reply) => {
      const { userId, roles } = caller(request);
      const prepared = await request.scoped(async (tx) => {
        const report = await openReport(tx, request.params.reportId, roles);
        const query = queryOf(report);
        if (!report.runNowAllowed) throw new AppError(409, texts.reports.runNowNotAllowed);
        const params = await checkedParameters(tx, report, request.query.reportParametersJson, { run: true });
        const columns = configWith(report, await columnSettings(tx, userId, report.id)).columns;
        return { name: report.name, query, columns, input: await queryInput(tx, params), formats: await companyFormats(tx) };
      });
      const out = new PassThrough();
      // Rows are read a batch at a time, each in its own transaction, as the client takes the file.
      const rows = allReportRows(<T>(work: (tx: Tx) => Promise<T>) => request.scoped(work), prepared.query, prepared.input);
      writeReportXlsx(out, prepared.name, prepared.columns, rows, prepared.formats).catch((error: unknown) => {
        request.log.error({ err: error }, 'report export failed');
        out.destroy(error as Error);
      });
      return reply
        .type(MEDIA_TYPES.xlsx)
        .header('content-disposition', attachment(`${prepared.name}.xlsx`))
        .send(out);
    },
  );

  registerEndpoint(app, endpoints.createJob, async (request) => {
    await request.scoped((tx) => queueReportRun(tx, request.scope(), caller(request), request.params.reportId, request.query.reportParametersJson));
    return successEnvelope(texts.reports.queued);
  });

  registerEndpoint(app, endpoints.userSettings, (request) =>
    request.scoped(async (tx) => {
      const { userId, roles } = caller(request);
      const report = await openReport(tx, request.params.reportId, roles);
      return columnSettings(tx, userId, report.id);
    }),
  );

  registerEndpoint(app, endpoints.saveUserSettings, (request) =>
    request.scoped(async (tx) => {
      const { userId, roles } = caller(request);
      return storeColumnSettings(tx, await openReport(tx, request.params.reportId, roles), userId, request.body);
    }),
  );

  registerEndpoint(app, endpoints.myReports, (request) => request.scoped((tx) => listSavedReports(tx, caller(request).userId, request.query)));

  registerEndpoint(
    app,
    endpoints.downloadSaved,
    { schema: { response: { 200: fileResponse('The saved report as a workbook.', MEDIA_TYPES.xlsx) } } },
    async (request, reply) => {
      const file = await request.scoped((tx) => savedReportDownload(tx, request.params.id, caller(request).userId));
      return reply.type(MEDIA_TYPES.xlsx).header('content-disposition', attachment(file.fileName)).send(file.content);
    },
  );
}
