import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { JobTask, TaskChoice, TaskCode } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { activityAssignees, activityTypes, htmlTemplates, jobTasks, mailMergeTemplates, segments, taskDefinitions } from '../../db/schema/index';

const taskColumns = {
  id: jobTasks.id,
  scheduleId: jobTasks.systemJobId,
  taskId: jobTasks.taskDefinitionId,
  type: jobTasks.type,
  sortOrder: jobTasks.sortOrder,
  failureEvent: jobTasks.failureEvent,
  active: jobTasks.active,
  code: sql<TaskCode>`${taskDefinitions.code}`,
  description: jobTasks.description,
  settings: jobTasks.settings,
};
export type JobTaskRow = JobTask & { settings: Record<string, unknown> };

export const toJobTask = ({ settings: _settings, ...task }: JobTaskRow): JobTask => task;

const tasksQuery = (tx: Tx) => tx.select(taskColumns).from(jobTasks).innerJoin(taskDefinitions, eq(taskDefinitions.id, jobTasks.taskDefinitionId));

export async function listTasksOf(tx: Tx, jobId: number): Promise<JobTaskRow[]> {
  return tasksQuery(tx).where(eq(jobTasks.systemJobId, jobId)).orderBy(asc(jobTasks.sortOrder), asc(jobTasks.id));
}

export async function findTask(tx: Tx, id: number): Promise<JobTaskRow | null> {
  const [row] = await tasksQuery(tx).where(eq(jobTasks.id, id)).for('update', { of: jobTasks });
  return row ?? null;
}

export async function findTaskDefinition(tx: Tx, id: number) {
  const [row] = await tx.select().from(taskDefinitions).where(eq(taskDefinitions.id, id));
  return row ?? null;
}

export async function lastOrder(tx: Tx, jobId: number): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${jobTasks.sortOrder}), 0)`.mapWith(Number) })
    .from(jobTasks)
    .where(eq(jobTasks.systemJobId, jobId));
  return row!.max;
}

/** Makes room at `order`: the job's tasks from there move one down. */
export async function shiftFrom(tx: Tx, jobId: number, order: number) {
  await tx
    .update(jobTasks)
    .set({ sortOrder: sql`${jobTasks.sortOrder} + 1`, updatedAt: sql`now()` })
    .where(and(eq(jobTasks.systemJobId, jobId), gte(jobTasks.sortOrder, order)));
}

/** Closes the gap a deleted task left: the job's tasks after it move one up. */
export async function closeGapAfter(tx: Tx, jobId: number, order: number) {
  await tx
    .update(jobTasks)
    .set({ sortOrder: sql`${jobTasks.sortOrder} - 1`, updatedAt: sql`now()` })
    .where(and(eq(jobTasks.systemJobId, jobId), gt(jobTasks.sortOrder, order)));
}

export interface TaskValues {
  taskDefinitionId: number;
  type: string;
  sortOrder: number;
  failureEvent: JobTask['failureEvent'];
  active: boolean;
  description: string;
  settings: Record<string, unknown>;
}

export async function insertTask(tx: Tx, jobId: number, values: TaskValues): Promise<number> {
  const [row] = await tx
    .insert(jobTasks)
    .values({ systemJobId: jobId, ...values })
    .returning({ id: jobTasks.id });
  return row!.id;
}

export async function updateTask(tx: Tx, id: number, values: TaskValues) {
  await tx
    .update(jobTasks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(jobTasks.id, id));
}

export async function deleteTaskRow(tx: Tx, id: number) {
  await tx.delete(jobTasks).where(eq(jobTasks.id, id));
}

export const taskDefinitionChoices = (tx: Tx): Promise<TaskChoice[]> =>
  tx
    .select({ id: taskDefinitions.id, code: taskDefinitions.code, description: taskDefinitions.description })
    .from(taskDefinitions)
    .orderBy(asc(taskDefinitions.id));

/** The pickers of the task forms, by name: each answers id, code and description. */
export const taskChoices = {
  letterTemplates: (tx: Tx): Promise<TaskChoice[]> =>
    tx
      .select({ id: mailMergeTemplates.id, code: mailMergeTemplates.code, description: mailMergeTemplates.name })
      .from(mailMergeTemplates)
      .where(eq(mailMergeTemplates.isActive, true))
      .orderBy(asc(mailMergeTemplates.name)),
  emailTemplates: (tx: Tx): Promise<TaskChoice[]> =>
    tx
      .select({ id: htmlTemplates.id, code: htmlTemplates.code, description: htmlTemplates.name })
      .from(htmlTemplates)
      .where(eq(htmlTemplates.templateType, 'EMAIL'))
      .orderBy(asc(htmlTemplates.name)),
  segments: (tx: Tx): Promise<TaskChoice[]> =>
    tx.select({ id: segments.id, code: segments.code, description: segments.name }).from(segments).orderBy(asc(segments.name)),
  activityTypes: (tx: Tx): Promise<TaskChoice[]> =>
    tx
      .select({ id: activityTypes.id, code: activityTypes.code, description: activityTypes.description })
      .from(activityTypes)
      .where(eq(activityTypes.isActive, true))
      .orderBy(asc(activityTypes.sortOrder), asc(activityTypes.description)),
  activityAssignees: (tx: Tx): Promise<TaskChoice[]> =>
    tx
      .select({ id: activityAssignees.id, code: activityAssignees.code, description: activityAssignees.description })
      .from(activityAssignees)
      .where(eq(activityAssignees.isActive, true))
      .orderBy(asc(activityAssignees.sortOrder), asc(activityAssignees.description)),
};
