import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { jobRunLogs, jobRuns } from '../../db/schema/index';
import { isoMoment } from '../dashboard/process-columns';

/** Log rows read for one job (newest runs first); older ones are left out. */
const RUN_LOGS_MAX = 500;

/**
 * A job's run logs, one row per task step of each run, newest run first: what the dashboard's
 * Logs dialog and the System Jobs history both show. Minutes to two decimals, null while running.
 */
export async function jobRunLogRows(tx: Tx, jobId: number) {
  return tx
    .select({
      id: jobRunLogs.id,
      taskName: jobRunLogs.taskName,
      stepOrder: jobRunLogs.stepOrder,
      startTime: isoMoment(jobRunLogs.startTime).mapWith(String),
      endTime: isoMoment(jobRunLogs.endTime).mapWith(String),
      minutes: sql<number | null>`round((extract(epoch from (${jobRunLogs.endTime} - ${jobRunLogs.startTime})) / 60)::numeric, 2)`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
      logText: jobRunLogs.logText,
      logName: jobRunLogs.logName,
    })
    .from(jobRunLogs)
    .innerJoin(jobRuns, eq(jobRuns.id, jobRunLogs.jobRunId))
    .where(eq(jobRuns.systemJobId, jobId))
    .orderBy(desc(jobRuns.startTime), desc(jobRuns.id), asc(jobRunLogs.stepOrder))
    .limit(RUN_LOGS_MAX);
}
