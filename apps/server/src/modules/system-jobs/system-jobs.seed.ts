import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { scheduleRecurrenceOptions, segments, taskDefinitions } from '../../db/schema/index';
import type { SeedScope } from '../../seed/reference';
import { SEGMENTS } from './tasks/segments';

/**
 * The schedule picker's recurrence options, by category (spec 2 §2.11). DAILY is the code the
 * dashboard's scheduled tasks were seeded with (their schedule's `recurrence`).
 */
const RECURRENCE_OPTIONS = [
  { code: 'DAILY', category: 'Daily', description: 'Every day', runDayOptionCode: null, sortOrder: 10 },
  { code: 'WEEKLY', category: 'Weekly', description: 'On the chosen days of the week', runDayOptionCode: 'DAYSOFWEEK', sortOrder: 20 },
  { code: 'MONTHLY', category: 'Monthly', description: 'On a day of the month', runDayOptionCode: 'MONTH', sortOrder: 30 },
] as const;

/** The task codes a job can run (spec 2 §2.11), all of task type TASK. */
const TASK_DEFINITIONS = [
  { code: 'RUN_SEGMENT', description: 'Run a customer segment' },
  { code: 'ADD_CORRESPONDENCE', description: 'Add correspondence' },
  { code: 'SEND_SMS', description: 'Send an SMS' },
  { code: 'CREATE_ACTIVITY', description: 'Create an activity' },
  { code: 'CLEAR_WORKFLOW_TABLE', description: 'Clear the workflow table' },
] as const;

/** Reference seeder, with the customer segments of RUN_SEGMENT (upgrades: a company made before System Jobs gets the missing rows; stored ones stay as edited, nothing is written when none is missing). */
export async function upgradeSystemJobCatalogues(tx: Tx | Db, { companyId, dataset }: SeedScope) {
  const haveOptions = new Set(
    (await tx.select({ code: scheduleRecurrenceOptions.code }).from(scheduleRecurrenceOptions).where(eq(scheduleRecurrenceOptions.companyId, companyId))).map(
      (r) => r.code,
    ),
  );
  const options = RECURRENCE_OPTIONS.filter((o) => !haveOptions.has(o.code));
  if (options.length) await tx.insert(scheduleRecurrenceOptions).values(options.map((o) => ({ ...o, companyId })));
  const haveTasks = new Set(
    (await tx.select({ code: taskDefinitions.code }).from(taskDefinitions).where(eq(taskDefinitions.companyId, companyId))).map((r) => r.code),
  );
  const tasks = TASK_DEFINITIONS.filter((d) => !haveTasks.has(d.code));
  if (tasks.length) await tx.insert(taskDefinitions).values(tasks.map((d) => ({ ...d, companyId, taskType: 'TASK' })));
  const haveSegments = new Set(
    (
      await tx
        .select({ code: segments.code })
        .from(segments)
        .where(and(eq(segments.companyId, companyId), eq(segments.dataset, dataset)))
    ).map((r) => r.code),
  );
  const newSegments = SEGMENTS.filter((g) => !haveSegments.has(g.code));
  if (newSegments.length) await tx.insert(segments).values(newSegments.map((g) => ({ ...g, companyId, dataset })));
}
