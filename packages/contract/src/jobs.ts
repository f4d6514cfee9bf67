/**
 * The statuses of background work a user follows (bill runs, bulk sends, price plan previews): one
 * vocabulary. Waiting for a worker, being worked, done, or stopped by an error.
 */
export const JOB_PROGRESS_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED'] as const;

/** The statuses of work not finished yet: its progress is still worth asking for. */
export const JOB_WORKING_STATUSES = ['QUEUED', 'RUNNING'] as const;

export const isJobWorking = (status: string): boolean => (JOB_WORKING_STATUSES as readonly string[]).includes(status);
