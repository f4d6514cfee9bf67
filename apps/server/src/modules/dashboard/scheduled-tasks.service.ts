import { checkItemDetailsValue, detailEditorOf, texts, UPLOAD_FILE_ACTION_CODE, type Message, type SaveTaskItemRequest } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { lookupValues } from '../lookups/lookups.service';
import { assertUnlocked, type BoundProcess } from './process-catalog';
import { visibleProcesses, type Viewer } from './processes.service';
import { findTask, findTaskItem, setTaskItemValue } from './scheduled-tasks.repository';
import { importRunnerCodes, isOptionalItem } from './task-runners';

/** The scheduled-tasks panel's process (kind SCHEDULED_TASKS, code RUN_SCHED_MGMT); without it the panel's calls are refused. */
export async function schedulingProcess(tx: Tx, viewer: Viewer): Promise<BoundProcess> {
  const process = (await visibleProcesses(tx, viewer)).find((p) => p.spec.kind === 'SCHEDULED_TASKS');
  if (!process) throw forbidden(texts.dashboard.notAllowed);
  return process;
}

export async function existingTask(tx: Tx, id: number) {
  const task = await findTask(tx, id);
  if (!task) throw notFound(texts.dashboard.taskNotFound);
  return task;
}

export interface Editor {
  userId: number;
  username: string;
  ipAddress: string;
}

/** POST /dashboard/scheduled-tasks/{id}: one item's value, checked by the Item Details rules (spec 2 §2.4). */
export async function saveTaskItem(tx: Tx, viewer: Viewer, editor: Editor, taskId: number, body: SaveTaskItemRequest): Promise<Message[]> {
  assertUnlocked(await schedulingProcess(tx, viewer));
  if (body.id !== taskId) throw badRequest(texts.dashboard.itemNotFound);
  const task = await existingTask(tx, taskId);
  const item = await findTaskItem(tx, taskId, body.parameterId);
  if (!item) throw notFound(texts.dashboard.itemNotFound);
  const editor_ = detailEditorOf(item);
  if (!editor_) throw forbidden(texts.dashboard.notAllowed);
  const choices =
    item.lookupCode && editor_ !== 'text' && editor_ !== 'yesNo' ? ((await lookupValues(tx, item.lookupCode, {})) ?? []).map((v) => String(v.value)) : [];
  const error = checkItemDetailsValue(editor_, body.value, choices, isOptionalItem(task.runnerCode, item.name));
  if (error) throw badRequest(error);
  await setTaskItemValue(tx, item.id, body.value);
  await audit(tx, {
    event: 'dashboard.task-item',
    entity: 'job_parameters',
    entityId: item.id,
    oldValues: { value: item.value },
    newValues: { value: body.value },
    userId: editor.userId,
    username: editor.username,
    ipAddress: editor.ipAddress,
  });
  return [{ message: texts.dashboard.itemSaved, messageType: 'Success' }];
}

/** The upload's schedule: the panel must offer Upload File, be unlocked, and the schedule must import files. */
export async function importSchedule(tx: Tx, viewer: Viewer, scheduleId: number) {
  const process = await schedulingProcess(tx, viewer);
  assertUnlocked(process);
  if (!process.actions.some((a) => a.spec.code === UPLOAD_FILE_ACTION_CODE)) throw forbidden(texts.dashboard.uploadNotAllowed);
  const task = await existingTask(tx, scheduleId);
  if (!task.runnerCode || !importRunnerCodes.includes(task.runnerCode)) throw badRequest(texts.dashboard.notAnImport);
  return task;
}
