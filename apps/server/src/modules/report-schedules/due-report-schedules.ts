import { resolvedParameters } from '@wattle/contract';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { reports, reportSchedules, users } from '../../db/schema/index';
import { withScope, type Scope } from '../../db/tenancy';
import { nextRunFromNow } from '../../jobs/next-run';
import { businessDate } from '../../lib/business-date';
import { queueSavedReport } from '../reports/saved-reports.service';

/** Most schedules one pass queues; the rest wait for the next minute. */
const BATCH = 50;

const isDue = lte(reportSchedules.nextRunAt, sql`now()`);

/** Whose saved report a schedule makes: its author, else (a system schedule) the company's first user. */
async function ownerOf(tx: Tx, userId: number | null): Promise<number | null> {
  if (userId !== null) return userId;
  const [first] = await tx.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  return first?.id ?? null;
}

/**
 * Claims one due schedule in its company's scope and queues its report: a schedule another pass is
 * claiming is skipped (row lock, skip locked); its next run moves on by its schedule in the
 * company's time zone first, and its TIME_PERIOD becomes START_DATE / END_DATE from the company's
 * business date. Answers whether it queued.
 */
async function queueOne(database: Database, scope: Scope, id: number): Promise<boolean> {
  return withScope(database.db, scope, async (tx) => {
    const [locked] = await tx
      .select({
        schedule: reportSchedules.schedule,
        parameters: reportSchedules.parameters,
        reportId: reportSchedules.reportId,
        userId: reportSchedules.userId,
        reportName: reports.name,
      })
      .from(reportSchedules)
      .innerJoin(reports, eq(reports.id, reportSchedules.reportId))
      .where(and(eq(reportSchedules.id, id), eq(reportSchedules.active, true), isDue))
      .for('update', { of: reportSchedules, skipLocked: true });
    if (!locked) return false;
    const nextRunAt = await nextRunFromNow(tx, locked.schedule);
    await tx
      .update(reportSchedules)
      .set({ nextRunAt, lastRunAt: sql`now()` })
      .where(eq(reportSchedules.id, id));
    const userId = await ownerOf(tx, locked.userId);
    if (userId === null) return false;
    const parameters = resolvedParameters(locked.parameters, await businessDate(tx));
    await queueSavedReport(tx, scope, { reportId: locked.reportId, userId, reportScheduleId: id, name: locked.reportName, parameters });
    return true;
  });
}

/** The scheduler's pass over report schedules: queues each active one whose next run has passed. Returns how many it queued. */
export async function queueDueReportSchedules(database: Database): Promise<number> {
  const due = await database.db
    .select({ id: reportSchedules.id, companyId: reportSchedules.companyId, dataset: reportSchedules.dataset })
    .from(reportSchedules)
    .where(and(eq(reportSchedules.active, true), isDue))
    .orderBy(asc(reportSchedules.nextRunAt))
    .limit(BATCH);
  let queued = 0;
  for (const schedule of due) {
    if (await queueOne(database, { companyId: schedule.companyId, dataset: schedule.dataset }, schedule.id)) queued++;
  }
  return queued;
}
