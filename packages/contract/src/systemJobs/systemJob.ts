import { z } from 'zod';
import { textId } from '../ids';
import { systemJobs as t } from '../texts/systemJobs';
import { jobTaskSchema } from './jobTask';
import { jobScheduleSchema, scheduleIssues, type ScheduleIssue } from './schedule';

export const SYSTEM_JOB_LIMITS = { name: 100, description: 500, category: 100 } as const;
export const JOB_STATUSES = ['SUCCESS', 'FAILED', 'RUNNING', 'CANCELLED'] as const;

/** A system job as the jobs table and the edit dialog read it (spec 2 §3 System job). */
export const systemJobSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  active: z.boolean(),
  schedule: jobScheduleSchema,
  lastStatus: z.enum(JOB_STATUSES).nullable(),
  lastStartTime: z.string().nullable(),
  nextRunDate: z.string().nullable(),
});
export type SystemJob = z.infer<typeof systemJobSchema>;

/** POST /system-jobs and PUT /system-jobs/{id}: id (PUT only, must be the path's), name, description, category, active, schedule. */
export const systemJobInputSchema = z.object({
  id: z.number().int().optional(),
  name: z.string().max(SYSTEM_JOB_LIMITS.name),
  description: z.string().max(SYSTEM_JOB_LIMITS.description),
  category: z.string().max(SYSTEM_JOB_LIMITS.category).nullable(),
  active: z.boolean().default(true),
  schedule: jobScheduleSchema,
});
export type SystemJobInput = z.input<typeof systemJobInputSchema>;

/** The job form's rules (spec 2 §2.11): name and description required, category optional, and the picker's. */
export function systemJobIssues(job: Pick<SystemJobInput, 'name' | 'description' | 'schedule'>): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  if (!job.name.trim()) issues.push({ path: 'name', message: t.required });
  if (!job.description.trim()) issues.push({ path: 'description', message: t.required });
  return [...issues, ...scheduleIssues(job.schedule)];
}

/** One history row (GET /system-jobs/{id}/history): a task step of a run; jobDuration in minutes. */
export const jobHistoryRowSchema = z.object({
  id: z.number().int(),
  taskName: z.string(),
  jobDuration: z.number().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  taskLog: z.string(),
});
export type JobHistoryRow = z.infer<typeof jobHistoryRowSchema>;

export const systemJobIdParams = z.object({ id: textId });

/** GET /system-jobs/{id}: the job with its tasks in order. */
export const systemJobDetailSchema = systemJobSchema.extend({ tasks: z.array(jobTaskSchema) });
export type SystemJobDetail = z.infer<typeof systemJobDetailSchema>;
