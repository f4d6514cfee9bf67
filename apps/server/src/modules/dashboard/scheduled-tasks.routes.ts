import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardEndpoints, IMPORT_MAX_FILES, METER_DATA_UPLOAD_MAX_BYTES, texts } from '@wattle/contract';
import { readUploads } from '../../lib/multipart';
import { registerEndpoint } from '../../lib/register-endpoint';
import { numberedFiles } from '../../plugins/openapi-operation';
import { meterDataUpload, receiveMeterData } from './meter-read-upload.service';
import { KeptFiles, type KeptFile } from '../metering/meter-data-files';
import { meterDataName } from './meter-data-upload-check';
import { viewerOf } from './processes.routes';
import { existingTask, importSchedule, saveTaskItem, schedulingProcess } from './scheduled-tasks.service';
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
      const viewer = viewerOf(request);
      const schedule = await request.scoped((tx) => importSchedule(tx, viewer, request.params.scheduleId));
      const kept = new KeptFiles(app.files, viewer.scope);
      try {
        const { files } = await readUploads<KeptFile>(request, {
          required: texts.dashboard.csv.fileRequired,
          accepts: (fieldname) => /^file\d+$/.test(fieldname),
          maxFiles: { count: IMPORT_MAX_FILES, tooMany: texts.dashboard.csv.tooManyFiles(IMPORT_MAX_FILES) },
          maxBytes: METER_DATA_UPLOAD_MAX_BYTES,
          read: ({ file, filename }) => {
            meterDataName(filename);
            return kept.keep(filename, file);
          },
        });
        return await receiveMeterData((work) => request.scoped(work), kept, schedule.id, files, request.actor());
      } catch (error) {
        await kept.discardAll();
        throw error;
      }
    },
  );

  registerEndpoint(app, dashboardEndpoints.meterDataUpload, async (request) =>
    request.scoped((tx) => meterDataUpload(tx, viewerOf(request), request.params.uploadId)),
  );
}
