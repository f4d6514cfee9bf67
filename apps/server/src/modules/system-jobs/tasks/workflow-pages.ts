import type { Tx } from '../../../db/client';
import { BATCH_ROWS } from '../../../lib/batches';
import type { RunnerContext } from '../../dashboard/task-runners';
import { workflowPage } from './workflow.repository';

export type WorkflowRow = Awaited<ReturnType<typeof workflowPage>>[number];

/**
 * Works through a job's workflow table page by page, each page in its own short transaction with
 * the run's progress written at its end; answers how many rows there were.
 */
export async function eachWorkflowPage(
  ctx: RunnerContext,
  jobId: number,
  work: (tx: Tx, rows: WorkflowRow[]) => Promise<string>,
  size: number = BATCH_ROWS,
): Promise<number> {
  let after = 0;
  let seen = 0;
  for (;;) {
    const page = await ctx.scoped(async (tx) => {
      const rows = await workflowPage(tx, jobId, after, size);
      if (rows.length) await ctx.progress(tx, await work(tx, rows));
      return rows;
    });
    seen += page.length;
    if (page.length < size) return seen;
    after = page.at(-1)!.id;
  }
}
