import { and, eq } from 'drizzle-orm';
import { defaultTaskSettings, TASK_TYPE, type TaskCode } from '@wattle/contract';
import type { Db, Tx } from '../../db/client';
import { activityAssignees, activityTypes, jobTasks, segments, taskDefinitions } from '../../db/schema/index';
import type { SeedScope } from '../../seed/reference';

/** A follow-up task of a built-in job, its settings named by codes (the ids are the dataset's). */
export type FollowUp =
  | { code: 'RUN_SEGMENT'; segment: string }
  | { code: 'SEND_SMS'; message: string }
  | { code: 'CREATE_ACTIVITY'; activityType: string; assignee: string; notes: string }
  | { code: 'CLEAR_WORKFLOW_TABLE' };

/**
 * Gives a new built-in job its follow-up tasks, in order (docs/system-jobs.md "Built-in jobs"):
 * after its runner the job runs them like any job's tasks. A code the dataset lacks leaves the
 * setting empty, which the task's run reports.
 */
export async function addFollowUpTasks(tx: Tx | Db, scope: SeedScope, jobId: number, followUps: readonly FollowUp[]) {
  if (followUps.length === 0) return;
  const definitions = new Map((await tx.select().from(taskDefinitions).where(eq(taskDefinitions.companyId, scope.companyId))).map((d) => [d.code, d]));
  const idOf = async (table: typeof segments | typeof activityTypes, code: string) => {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, scope.companyId), eq(table.dataset, scope.dataset), eq(table.code, code)));
    return row?.id ?? null;
  };
  const assigneeOf = async (code: string) => {
    const [row] = await tx
      .select({ id: activityAssignees.id, description: activityAssignees.description })
      .from(activityAssignees)
      .where(and(eq(activityAssignees.companyId, scope.companyId), eq(activityAssignees.dataset, scope.dataset), eq(activityAssignees.code, code)));
    return { assigneeId: row?.id ?? null, assigneeName: row?.description ?? '' };
  };
  const settingsOf = async (task: FollowUp): Promise<Record<string, unknown>> => {
    switch (task.code) {
      case 'RUN_SEGMENT':
        return { ...defaultTaskSettings.RUN_SEGMENT, filterParameterId: await idOf(segments, task.segment) };
      case 'SEND_SMS':
        return { message: task.message };
      case 'CREATE_ACTIVITY':
        return { activityTypeId: await idOf(activityTypes, task.activityType), notes: task.notes, ...(await assigneeOf(task.assignee)) };
      case 'CLEAR_WORKFLOW_TABLE':
        return {};
    }
  };
  const rows = [];
  for (const [i, task] of followUps.entries()) {
    const definition = definitions.get(task.code satisfies TaskCode);
    if (!definition) continue;
    rows.push({
      ...scope,
      systemJobId: jobId,
      taskDefinitionId: definition.id,
      type: TASK_TYPE,
      sortOrder: i + 1,
      // Without its accounts the tasks after a segment have nothing to work on.
      failureEvent: task.code === 'RUN_SEGMENT' ? ('QUIT_SCHED' as const) : ('GOTO_NEXT' as const),
      description: definition.description,
      settings: await settingsOf(task),
    });
  }
  if (rows.length) await tx.insert(jobTasks).values(rows);
}
