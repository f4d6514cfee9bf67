import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardEndpoints, IMPORT_MAX_FILES, IMPORT_MAX_REPORTED_ERRORS, texts } from '@wattle/contract';
import { jobRunLogs, jobRuns } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { businessDate } from '../../lib/business-date';
import { readUploads, buffered } from '../../lib/multipart';
import { registerEndpoint } from '../../lib/register-endpoint';
import { numberedFiles } from '../../plugins/openapi-operation';
import { importMeterReadCsv, ImportRefused, type CsvFile, type FileOutcome } from './meter-read-csv';
import { viewerOf } from './processes.routes';
import { existingTask, importSchedule, saveTaskItem, schedulingProcess } from './scheduled-tasks.service';
import { importSchedules, listTasks, taskItems, taskLogs } from './scheduled-tasks.repository';
import { importRunnerCodes } from './task-runners';

/** Spec 2 §2.4 and §7: the scheduled-tasks panel, its Details, Logs and Upload Files. */
export async function scheduledTasksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A refused upload lists every bad row, not only the first.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ImportRefused) return reply.status(400).send({ isSuccess: false, messages: error.messages });
    throw error;
  });

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

  registerEndpoint(app, dashboardEndpoints.importCsv, { schema: { multipart: numberedFiles('A meter-read CSV file') } }, async (request) => {
    const { files } = await readUploads<CsvFile>(request, {
      required: texts.dashboard.csv.fileRequired,
      accepts: (fieldname) => /^file\d+$/.test(fieldname),
      maxFiles: { count: IMPORT_MAX_FILES, tooMany: texts.dashboard.csv.tooManyFiles(IMPORT_MAX_FILES) },
      read: async ({ file, filename }) => ({ fileName: filename, content: await buffered(file) }),
    });
    const user = request.user();
    const { schedule, today } = await request.scoped(async (tx) => ({
      schedule: await importSchedule(tx, viewerOf(request), request.params.scheduleId),
      today: await businessDate(tx),
    }));
    const perFile = await importMeterReadCsv((work) => request.scoped(work), files, today);
    const outcomes = [...perFile.values()];
    const sum = (pick: (o: FileOutcome) => number) => outcomes.reduce((n, o) => n + pick(o), 0);
    const rejected = outcomes.flatMap((o) => o.rejected);
    return request.scoped(async (tx) => {
      const [run] = await tx
        .insert(jobRuns)
        .values({ systemJobId: schedule.id, triggeredBy: `upload:${user.username}`, status: 'SUCCESS', endTime: new Date().toISOString() })
        .returning({ id: jobRuns.id, startTime: jobRuns.startTime });
      await tx.insert(jobRunLogs).values(
        [...perFile].map(([fileName, o], i) => ({
          jobRunId: run!.id,
          taskName: schedule.name,
          stepOrder: i + 1,
          status: o.rejected.length ? ('FAILED' as const) : ('SUCCESS' as const),
          startTime: run!.startTime,
          endTime: run!.startTime,
          logName: fileName,
          logText: [texts.dashboard.csv.received(o.queued, o.rejected.length, o.skipped), ...o.rejected].join('\n'),
        })),
      );
      await audit(tx, {
        event: 'dashboard.import-csv',
        entity: 'system_jobs',
        entityId: schedule.id,
        newValues: { files: files.map((f) => f.fileName), queued: sum((o) => o.queued), rejected: rejected.length, skipped: sum((o) => o.skipped) },
        userId: user.userId,
        username: user.username,
        ipAddress: request.ip,
      });
      return [
        { message: texts.dashboard.fileUploaded, messageType: 'Success' as const },
        {
          message: texts.dashboard.csv.received(
            sum((o) => o.queued),
            rejected.length,
            sum((o) => o.skipped),
          ),
          messageType: 'Information' as const,
        },
        ...rejected.slice(0, IMPORT_MAX_REPORTED_ERRORS).map((message) => ({ message, messageType: 'Warning' as const })),
      ];
    });
  });
}
