/**
 * The statuses of background work a user follows (bill runs, bulk sends, price plan previews): one
 * vocabulary. Waiting for a worker, being worked, done, or stopped by an error.
 */
export const JOB_PROGRESS_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED'] as const;

/** The statuses of work not finished yet: its progress is still worth asking for. */
export const JOB_WORKING_STATUSES = ['QUEUED', 'RUNNING'] as const;

/**
 * How often a list of scheduled tasks (System Jobs, the dashboard's panel) asks again while one of
 * its runs is RUNNING: Run answers once the run has started, and a job does the work. Kept in this
 * module, which has no zod schema, so the dashboard's first screen does not load zod for it.
 */
export const TASK_RUN_POLL_MS = 1000;

export const isJobWorking = (status: string): boolean => (JOB_WORKING_STATUSES as readonly string[]).includes(status);
