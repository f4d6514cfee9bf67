import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { jobTasks, jobWorkflowRows, segments, taskDefinitions } from '../../../db/schema/index';
import { sqlRows } from '../../../db/sql-rows';

/** A job's active tasks in their order, with their codes. */
export function activeTasksOf(tx: Tx, jobId: number) {
  return tx
    .select({
      id: jobTasks.id,
      code: taskDefinitions.code,
      description: taskDefinitions.description,
      failureEvent: jobTasks.failureEvent,
      settings: jobTasks.settings,
    })
    .from(jobTasks)
    .innerJoin(taskDefinitions, eq(taskDefinitions.id, jobTasks.taskDefinitionId))
    .where(and(eq(jobTasks.systemJobId, jobId), eq(jobTasks.active, true)))
    .orderBy(asc(jobTasks.sortOrder), asc(jobTasks.id));
}

export async function findSegment(tx: Tx, id: number) {
  const [segment] = await tx.select().from(segments).where(eq(segments.id, id));
  return segment ?? null;
}

/** Adds the selected accounts to the job's workflow table (an account already there stays once); answers how many were new. */
export async function addToWorkflow(tx: Tx, jobId: number, selection: SQL) {
  const [row] = await sqlRows<{ added: number }>(
    tx,
    sql`with added as (
      insert into job_workflow_rows (system_job_id, customer_account_id, customer_id)
      select ${jobId}, s.customer_account_id, s.customer_id from (${selection}) s
      on conflict (company_id, dataset, system_job_id, customer_account_id) do nothing
      returning 1)
    select count(*)::int as added from added`,
  );
  return row!.added;
}

/** The next rows of the job's workflow table after a row id (keyset), at most `limit`. */
export function workflowPage(tx: Tx, jobId: number, afterId: number, limit: number) {
  return tx
    .select({ id: jobWorkflowRows.id, customerAccountId: jobWorkflowRows.customerAccountId, customerId: jobWorkflowRows.customerId })
    .from(jobWorkflowRows)
    .where(and(eq(jobWorkflowRows.systemJobId, jobId), gt(jobWorkflowRows.id, afterId)))
    .orderBy(asc(jobWorkflowRows.id))
    .limit(limit);
}

export async function clearWorkflow(tx: Tx, jobId: number) {
  return (await tx.delete(jobWorkflowRows).where(eq(jobWorkflowRows.systemJobId, jobId)).returning({ id: jobWorkflowRows.id })).length;
}

export const workflowSize = (tx: Tx, jobId: number) => tx.$count(jobWorkflowRows, eq(jobWorkflowRows.systemJobId, jobId));
