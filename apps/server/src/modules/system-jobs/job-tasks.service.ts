import { isDeepStrictEqual } from 'node:util';
import {
  defaultTaskSettings,
  taskSettingsIssues,
  taskSettingsSchemas,
  texts,
  type JobTaskUpdate,
  type Message,
  type NewJobTask,
  type TaskChoice,
  type TaskCode,
  type TaskSettingsOf,
} from '@wattle/contract';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import {
  closeGapAfter,
  deleteTaskRow,
  findTask,
  findTaskDefinition,
  insertTask,
  lastOrder,
  shiftFrom,
  taskChoices,
  toJobTask,
  updateTask,
  type JobTaskRow,
} from './job-tasks.repository';
import { existingJob } from './system-jobs.service';
import type { Actor } from '../../lib/actor';

const t = texts.systemJobs;
const said = (message: string): Message[] => [{ message, messageType: 'Success' }];

async function existingTask(tx: Tx, id: number): Promise<JobTaskRow> {
  const task = await findTask(tx, id);
  if (!task) throw notFound(t.taskNotFound);
  return task;
}

export const getTask = async (tx: Tx, id: number) => toJobTask(await existingTask(tx, id));

async function definitionOf(tx: Tx, taskId: number) {
  const definition = await findTaskDefinition(tx, taskId);
  if (!definition || !(definition.code in taskSettingsSchemas)) throw badRequest(`taskId: ${t.unknownValue}`);
  return { ...definition, code: definition.code as TaskCode };
}

/** POST /system-jobs/job-tasks: the task goes at `order` (the later ones move down) or after the last; its settings start empty. */
export async function createTask(tx: Tx, body: NewJobTask, actor: Actor): Promise<Message[]> {
  await existingJob(tx, body.jobId, true);
  const definition = await definitionOf(tx, body.taskId);
  const end = (await lastOrder(tx, body.jobId)) + 1;
  const order = Math.min(body.order ?? end, end);
  await shiftFrom(tx, body.jobId, order);
  const values = {
    taskDefinitionId: definition.id,
    type: body.type ?? 'TASK',
    sortOrder: order,
    failureEvent: body.failureEvent ?? 'GOTO_NEXT',
    active: body.active ?? true,
    description: definition.description,
    settings: defaultTaskSettings[definition.code],
  };
  const id = await insertTask(tx, body.jobId, values);
  await audit(tx, { event: 'system-jobs.task-create', entity: 'job_tasks', entityId: id, newValues: { jobId: body.jobId, ...values }, ...actor });
  return said(t.taskSaved);
}

/** The id-valued settings must name the company's rows (a template, segment, type or assignee). */
async function checkReferences(tx: Tx, code: TaskCode, settings: Record<string, unknown>) {
  const references: Partial<Record<string, (tx: Tx) => Promise<TaskChoice[]>>> =
    code === 'RUN_SEGMENT'
      ? { filterParameterId: taskChoices.segments }
      : code === 'ADD_CORRESPONDENCE'
        ? { letterTemplateId: taskChoices.letterTemplates, emailTemplateId: taskChoices.emailTemplates }
        : code === 'CREATE_ACTIVITY'
          ? { activityTypeId: taskChoices.activityTypes, assigneeId: taskChoices.activityAssignees }
          : {};
  for (const [field, choices] of Object.entries(references)) {
    const id = settings[field];
    if (id !== null && !(await choices!(tx)).some((c) => c.id === id)) throw badRequest(`data.${field}: ${t.unknownValue}`);
  }
}

/** The settings a PUT carries as JSON text, checked by its code's schema. */
function settingsFrom(code: TaskCode, data: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw badRequest(`data: ${t.badData}`);
  }
  const result = taskSettingsSchemas[code].safeParse(parsed);
  if (!result.success) {
    const [issue] = result.error.issues;
    throw badRequest(`data${issue!.path.length ? `.${issue!.path.join('.')}` : ''}: ${issue!.message}`);
  }
  return result.data;
}

/** PUT /system-jobs/job-tasks/{id}: the task's values, its code (the task definition's) and the code's settings. */
export async function changeTask(tx: Tx, id: number, body: JobTaskUpdate, actor: Actor): Promise<Message[]> {
  const before = await existingTask(tx, id);
  const definition = await definitionOf(tx, body.task.taskId);
  if (definition.code !== body.taskCode) throw badRequest(`taskCode: ${t.unknownValue}`);
  const settings = settingsFrom(body.taskCode, body.data);
  // The form's rules check settings being changed: a task moved by drag and drop goes back with its
  // stored settings, which a new task has empty (an SMS without its message yet).
  const unchanged = before.code === body.taskCode && isDeepStrictEqual(before.settings, settings);
  const [rule] = unchanged ? [] : taskSettingsIssues(body.taskCode, settings);
  if (rule) throw badRequest(`data.${rule.path}: ${rule.message}`);
  await checkReferences(tx, body.taskCode, settings);
  const values = {
    taskDefinitionId: definition.id,
    type: body.task.type ?? 'TASK',
    sortOrder: body.task.order,
    failureEvent: body.task.failureEvent,
    active: body.task.active,
    description: definition.id === before.taskId ? before.description : definition.description,
    settings,
  };
  await updateTask(tx, id, values);
  await audit(tx, { event: 'system-jobs.task-update', entity: 'job_tasks', entityId: id, oldValues: before, newValues: values, ...actor });
  return said(t.taskSaved);
}

/** DELETE /system-jobs/job-tasks/{id}: the later tasks move up, so the order stays 1..n. Its run history keeps its name. */
export async function deleteTask(tx: Tx, id: number, actor: Actor): Promise<Message[]> {
  const task = await existingTask(tx, id);
  await deleteTaskRow(tx, id);
  await closeGapAfter(tx, task.scheduleId, task.sortOrder);
  await audit(tx, { event: 'system-jobs.task-delete', entity: 'job_tasks', entityId: id, oldValues: task, ...actor });
  return said(t.taskDeleted);
}

/** A task's settings for one code's form: the stored ones when the task has that code, else the code's empty ones. */
export async function settingsOfTask<C extends TaskCode>(tx: Tx, id: number, code: C): Promise<TaskSettingsOf[C]> {
  const task = await existingTask(tx, id);
  const defaults = defaultTaskSettings[code] as TaskSettingsOf[C];
  if (task.code !== code) return defaults;
  const stored = taskSettingsSchemas[code].safeParse({ ...defaults, ...task.settings });
  return stored.success ? (stored.data as TaskSettingsOf[C]) : defaults;
}
