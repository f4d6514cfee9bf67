import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dashboardProcessActions, dashboardProcessConfigs, dashboardProcesses, jobParameters, systemJobs, systemRibbons } from '../../db/schema/index';
import { upgradeDefinitions } from '../../seed/definitions';
import type { SeedScope } from '../../seed/reference';
import { nextRunAfter, type JobSchedule } from '../../jobs/schedule';
import { businessClock, companyTimeZone } from '../../lib/business-date';
import { addFollowUpTasks, type FollowUp } from '../system-jobs/built-in-follow-ups';
import { processSpecs } from './definitions/index';
import type { StoredConfigJson } from './process-catalog';
import { columnConfig } from './process-columns';
import type { ProcessSpec } from './process-spec';

/** The stored display configuration of a process: every view's columns and grouping, from code. */
function storedConfigOf(spec: ProcessSpec): StoredConfigJson {
  return {
    views: Object.fromEntries(
      Object.entries(spec.views ?? {}).map(([name, view]) => [
        name,
        {
          columns: view.columns.map((c) => columnConfig(c, view.key.field)),
          groupSettings: view.groupSettings ?? { groupedColumns: [], sortDescending: false },
        },
      ]),
    ),
  };
}

const specByCode = new Map(processSpecs.map((spec) => [spec.code, spec]));

/**
 * The company's processes, their columns and their actions, brought up to the code's
 * (seed/definitions.ts). The code owns what makes a process work (kind, query, columns, action
 * options); its name, order, roles, visibility, lock, edit settings and page size, and its
 * actions' labels, colours and roles, are the company's once stored.
 */
export async function upgradeDashboardProcesses(tx: Tx | Db, { companyId }: SeedScope) {
  const processes = await upgradeDefinitions(tx, {
    table: dashboardProcesses,
    where: eq(dashboardProcesses.companyId, companyId),
    scope: { companyId },
    keyOf: (row) => row.code,
    definitions: processSpecs.map((spec) => ({
      code: spec.code,
      name: spec.name,
      kind: spec.kind,
      queryKey: spec.code,
      sortOrder: spec.sortOrder,
      roles: spec.requiredRoles ?? '',
    })),
    hashOf: (row) => ({ row, config: storedConfigOf(specByCode.get(row.code)!), editing: specByCode.get(row.code)!.editRoles !== undefined }),
    codeOwned: ['kind', 'queryKey'],
  });
  const changed = [...processes.inserted, ...processes.updated];
  if (changed.length) {
    await tx
      .insert(dashboardProcessConfigs)
      .values(
        changed.map(({ id, values }) => {
          const spec = specByCode.get(values.code)!;
          return { companyId, processId: id, config: storedConfigOf(spec), editing: spec.editRoles !== undefined, editRoles: '' };
        }),
      )
      .onConflictDoUpdate({
        target: [dashboardProcessConfigs.companyId, dashboardProcessConfigs.processId, dashboardProcessConfigs.userId],
        set: { config: sql`excluded.config`, updatedAt: sql`now()` },
      });
  }
  await upgradeDefinitions(tx, {
    table: dashboardProcessActions,
    where: eq(dashboardProcessActions.companyId, companyId),
    scope: { companyId },
    keyOf: (row) => `${row.processId}:${row.code}`,
    hashOf: ({ processId: _processId, ...action }) => action,
    definitions: processes.rows.flatMap(({ id, values }) =>
      (specByCode.get(values.code)!.actions ?? []).map((a, i) => ({
        processId: id,
        code: a.code,
        name: a.name,
        actionOptions: a.actionOptions ?? {},
        confirmMessage: a.confirmMessage ?? null,
        buttonColour: a.buttonColour ?? null,
        textColour: a.textColour ?? null,
        roles: a.requiredRoles ?? '',
        sortOrder: (i + 1) * 10,
      })),
    ),
    codeOwned: ['actionOptions'],
  });
}

const RIBBONS = [
  { type: 'tip' as const, dismissible: true, message: 'Your work queues are the cards below: open one to act on its rows.' },
  { type: 'notes' as const, dismissible: false, message: 'Need help? Open the Help menu in the top bar.' },
];

/** Reference seeder (seed/reference.ts): the ribbons a new company starts with. */
export async function seedDashboardRibbons(tx: Tx | Db, { companyId }: SeedScope) {
  const [existing] = await tx.select({ id: systemRibbons.id }).from(systemRibbons).where(eq(systemRibbons.companyId, companyId)).limit(1);
  if (existing) return;
  await tx.insert(systemRibbons).values(RIBBONS.map((r, i) => ({ ...r, companyId, sortOrder: (i + 1) * 10 })));
}

interface TaskSeed {
  name: string;
  description: string;
  category: string;
  runnerCode: string;
  hour: number;
  items: { name: string; setting: string; value: string | null; lookupCode?: string; dataType?: string }[];
  /** The job's own tasks, run after its runner on what the runner has just done. */
  followUps: FollowUp[];
}

/** The scheduled tasks of the dashboard panel: built-in runners with their detail items (spec 2 §2.4). */
const TASKS: TaskSeed[] = [
  {
    name: 'Meter Read Import',
    description: 'Imports the meter reads waiting on the dashboard; CSV files of reads are uploaded to it.',
    category: 'Imports',
    runnerCode: 'METER_READ_IMPORT',
    hour: 5,
    items: [{ name: 'FILE_COLUMNS', setting: 'CSV columns', value: 'meter_code,read_date,reading,description', lookupCode: 'NVARCHAR' }],
    followUps: [
      { code: 'RUN_SEGMENT', segment: 'READ_REJECTED' },
      {
        code: 'CREATE_ACTIVITY',
        activityType: 'SPECIAL_READ',
        assignee: 'METERING',
        notes: 'An imported read of this meter was rejected: check the reading and arrange a special read if needed.',
      },
      { code: 'CLEAR_WORKFLOW_TABLE' },
    ],
  },
  {
    name: 'Arrears Review',
    description: 'Flags accounts with overdue invoices as in arrears and records a reminder.',
    category: 'Collections',
    runnerCode: 'ARREARS_REVIEW',
    hour: 6,
    items: [
      { name: 'AS_AT', setting: 'Review as at', value: 'TODAY', lookupCode: 'DATEOPTIONS' },
      { name: 'INVOICES_DUE_BEFORE', setting: 'Invoices overdue by', value: '14_DAYS', lookupCode: 'DUEDATEOPTIONS' },
      { name: 'BILLING_CYCLE', setting: 'Billing cycle (empty: all)', value: null, lookupCode: 'BILLINGCYCLE' },
      { name: 'MIN_BALANCE', setting: 'Smallest balance', value: '50.00', lookupCode: 'NVARCHAR' },
      { name: 'RECORD_REMINDER', setting: 'Record a reminder', value: 'Y', dataType: 'CHAR' },
    ],
    followUps: [
      { code: 'RUN_SEGMENT', segment: 'REMINDED_TODAY' },
      {
        code: 'SEND_SMS',
        message:
          'Hi {{customerName}}, your {{brand}} account {{accountNumber}} is overdue (balance {{balance}}). Please pay now or call us to arrange a payment plan.',
      },
      {
        code: 'CREATE_ACTIVITY',
        activityType: 'COLLECTIONS_FOLLOW_UP',
        assignee: 'CREDIT',
        notes: 'Flagged in arrears and reminded by SMS: call if still unpaid.',
      },
      { code: 'CLEAR_WORKFLOW_TABLE' },
    ],
  },
  {
    name: 'Send New Emails',
    description: 'Sends the emails waiting as New.',
    category: 'Correspondence',
    runnerCode: 'SEND_EMAIL_QUEUE',
    hour: 7,
    items: [{ name: 'MAX_EMAILS', setting: 'Most emails per run', value: '500', lookupCode: 'NVARCHAR' }],
    followUps: [
      { code: 'RUN_SEGMENT', segment: 'EMAIL_UNDELIVERED' },
      {
        code: 'CREATE_ACTIVITY',
        activityType: 'CALLBACK',
        assignee: 'CUSTOMER_SERVICE',
        notes: 'An email to this customer bounced or failed: confirm their email address.',
      },
      { code: 'CLEAR_WORKFLOW_TABLE' },
    ],
  },
  {
    name: 'Building Reconciliation',
    description: "Compares each gate meter's daily usage with its building's child and common-area meters (dashboard Building reconciliation).",
    category: 'Metering',
    runnerCode: 'BUILDING_RECONCILIATION',
    hour: 4,
    items: [{ name: 'DAYS', setting: 'Days up to yesterday', value: '7', lookupCode: 'NVARCHAR' }],
    followUps: [
      { code: 'RUN_SEGMENT', segment: 'UNREAD_IN_UNBALANCED_BUILDING' },
      {
        code: 'CREATE_ACTIVITY',
        activityType: 'SPECIAL_READ',
        assignee: 'METERING',
        notes: 'The building did not reconcile yesterday and this meter had no actual read: arrange a read.',
      },
      { code: 'CLEAR_WORKFLOW_TABLE' },
    ],
  },
];

/**
 * Gives the dataset every built-in scheduled task it lacks, matched by runner, so a task added by a
 * later release reaches existing companies; a task the dataset has keeps its schedule, values and
 * tasks. Runs after the task codes and segments are seeded (its follow-up tasks name them).
 */
export async function upgradeScheduledTasks(tx: Tx | Db, { companyId, dataset }: SeedScope) {
  const present = await tx
    .select({ runnerCode: systemJobs.runnerCode })
    .from(systemJobs)
    .where(and(eq(systemJobs.companyId, companyId), eq(systemJobs.dataset, dataset), isNotNull(systemJobs.runnerCode)));
  const have = new Set(present.map((row) => row.runnerCode));
  const missing = TASKS.filter((task) => !have.has(task.runnerCode));
  if (!missing.length) return;
  const timeZone = await companyTimeZone(tx, { companyId, dataset });
  for (const task of missing) {
    const schedule = { recurrence: 'DAILY', hour: task.hour, minute: 0, meridiem: 'am', omitHolidays: false } satisfies JobSchedule;
    const [job] = await tx
      .insert(systemJobs)
      .values({
        companyId,
        dataset,
        name: task.name,
        description: task.description,
        category: task.category,
        runnerCode: task.runnerCode,
        schedule,
        nextRunDate: nextRunAfter(schedule, businessClock.now(), timeZone)?.toISOString() ?? null,
      })
      .returning({ id: systemJobs.id });
    await tx.insert(jobParameters).values(
      task.items.map((item, i) => ({
        companyId,
        dataset,
        systemJobId: job!.id,
        name: item.name,
        setting: item.setting,
        value: item.value,
        lookupCode: item.lookupCode ?? null,
        dataType: item.dataType ?? 'NVARCHAR',
        sortOrder: (i + 1) * 10,
      })),
    );
    await addFollowUpTasks(tx, { companyId, dataset }, job!.id, task.followUps);
  }
}
