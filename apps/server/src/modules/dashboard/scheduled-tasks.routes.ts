import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardEndpoints, IMPORT_MAX_FILES, texts } from '@wattle/contract';
import { readUploads, buffered } from '../../lib/multipart';
import { registerEndpoint } from '../../lib/register-endpoint';
import { numberedFiles } from '../../plugins/openapi-operation';
import { importUploadedReads, meterDataUpload, type CsvFile } from './meter-read-upload.service';
import { viewerOf } from './processes.routes';
import { existingTask, saveTaskItem, schedulingProcess } from './scheduled-tasks.service';
import { importSchedules, listTasks, taskItems, taskLogs } from './scheduled-tasks.repository';
import { importRunnerCodes } from './task-runners';

/** Spec 2 §2.4 and §7: the scheduled-tasks panel, its Details, Logs and Upload Files. */
export async function scheduledTasksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A refused upload lists every bad row, not only the first.

  registerEndpoint(app, dashboardEndpoints.scheduledTasks, async (request) =>
    request.scoped(async (tx) => {
      await schedulingProcess(tx, viewerOf(request));
      return listTasks(tx);
    }),
  );

  registerEndpoint(app, dashboardEndpoints.taskDetails, async (request) =>
    request.scoped(async (tx) => {
      await schedulingProcess(tx, viewerOf(request));
      await existingTask(tx, request.params.id);
      return taskItems(tx, request.params.id);
    }),
  );

  registerEndpoint(app, dashboardEndpoints.saveTaskItem, async (request) => {
    const user = request.user();
    return request.scoped((tx) =>
      saveTaskItem(tx, viewerOf(request), { userId: user.userId, username: user.username, ipAddress: request.ip }, request.params.id, request.body),
    );
  });

  registerEndpoint(app, dashboardEndpoints.taskLogs, async (request) =>
    request.scoped(async (tx) => {
      await schedulingProcess(tx, viewerOf(request));
      await existingTask(tx, request.params.id);
      return taskLogs(tx, request.params.id);
    }),
  );

  registerEndpoint(app, dashboardEndpoints.scheduleNames, async (request) =>
    request.scoped(async (tx) => {
      await schedulingProcess(tx, viewerOf(request));
      return importSchedules(tx, importRunnerCodes);
    }),
  );

  registerEndpoint(
    app,
    dashboardEndpoints.importCsv,
    { schema: { multipart: numberedFiles('A meter-read CSV, NEM12 or NEM13 file (.csv, .V01…) or a zip of them (.zip)') } },
    async (request) => {
      const { files } = await readUploads<CsvFile>(request, {
        required: texts.dashboard.csv.fileRequired,
        accepts: (fieldname) => /^file\d+$/.test(fieldname),
        maxFiles: { count: IMPORT_MAX_FILES, tooMany: texts.dashboard.csv.tooManyFiles(IMPORT_MAX_FILES) },
        read: async ({ file, filename }) => ({ fileName: filename, content: await buffered(file) }),
      });
      return importUploadedReads((work) => request.scoped(work), app.files, viewerOf(request), request.params.scheduleId, files, request.actor());
    },
  );

  registerEndpoint(app, dashboardEndpoints.meterDataUpload, async (request) =>
    request.scoped((tx) => meterDataUpload(tx, viewerOf(request), request.params.uploadId)),
  );
}
