import { defaultTaskSettings, TASK_CODES, taskSettingsSchemas, texts, type TaskCode } from '@wattle/contract';
import type { RunnerContext, StepLog } from '../../dashboard/task-runners';
import { jobTaskRunners } from './job-task-runners';
import { activeTasksOf } from './workflow.repository';

const t = texts.systemJobs.runLog;
const isTaskCode = (code: string): code is TaskCode => (TASK_CODES as readonly string[]).includes(code);

/**
 * A job's own tasks, run one after another in their order (docs/system-jobs.md "Running a job"):
 * each writes a line of the run's history; a task that fails goes on to the next one, unless its
 * failure event is Stop Schedule ('QUIT_SCHED'), when the tasks after it are logged as not run.
 * A job without tasks logs so, unless they follow its built-in runner (`followingRunner`).
 */
export async function runJobTasks(ctx: RunnerContext, job: { jobId: number; name: string }, followingRunner = false): Promise<StepLog[]> {
  const tasks = await ctx.scoped((tx) => activeTasksOf(tx, job.jobId));
  if (tasks.length === 0) return followingRunner ? [] : [{ logName: job.name, logText: t.noTasks, status: 'SKIPPED' }];
  const logs: StepLog[] = [];
  let stopped = false;
  for (const task of tasks) {
    const step = { logName: task.description, taskName: task.description, jobTaskId: task.id };
    if (stopped || !isTaskCode(task.code)) {
      logs.push({ ...step, logText: stopped ? t.stopped : t.unknownTask(task.code), status: 'SKIPPED' });
      continue;
    }
    let outcome: Pick<StepLog, 'logText' | 'status'>;
    try {
      const settings = taskSettingsSchemas[task.code].parse({ ...defaultTaskSettings[task.code], ...task.settings });
      outcome = await jobTaskRunners[task.code]({ ...ctx, jobId: job.jobId, actorName: `system-job:${job.name}` }, settings as never);
    } catch (error) {
      outcome = { logText: (error as Error).message.slice(0, 2000), status: 'FAILED' };
    }
    logs.push({ ...step, ...outcome });
    if (outcome.status === 'FAILED' && task.failureEvent === 'QUIT_SCHED') stopped = true;
  }
  return logs;
}
