import { z } from 'zod';
import { bodyId, textId } from '../ids';
import { systemJobs as t } from '../texts/systemJobs';
import type { ScheduleIssue } from './schedule';

/** The task codes a job runs (spec 2 §2.11), all of task type TASK. */
export const TASK_CODES = ['RUN_SEGMENT', 'ADD_CORRESPONDENCE', 'SEND_SMS', 'CREATE_ACTIVITY', 'CLEAR_WORKFLOW_TABLE'] as const;
export type TaskCode = (typeof TASK_CODES)[number];
export const TASK_TYPE = 'TASK';
/** What a failed task does to the rest of the run: 'Goto Next Task' or 'Stop Schedule'. */
export const FAILURE_EVENTS = ['GOTO_NEXT', 'QUIT_SCHED'] as const;
export type FailureEvent = (typeof FAILURE_EVENTS)[number];
/** Attachment sources of a correspondence task: PATH (a server file path) and UPLOAD are offered; EXISTING is read but not offered. */
export const ATTACHMENT_SOURCES = ['PATH', 'UPLOAD', 'EXISTING'] as const;
export const OFFERED_ATTACHMENT_SOURCES = ['PATH', 'UPLOAD'] as const;

/** The file part of POST /documents/upload-correspondence (spec 2 §7: attachment upload as form data with field FileData). */
export const CORRESPONDENCE_UPLOAD_FILE = 'FileData';
export const uploadCorrespondenceResponseSchema = z.string();

/**
 * An UPLOAD attachment (spec 2 §2.11): the location POST /documents/upload-correspondence answered,
 * prefixed to the file's name: `{location}/{file name}`. Email attachments read it as that upload,
 * sent under that name.
 */
export const uploadedAttachment = (location: string, fileName: string) => `${location}/${fileName.replace(/[/\\\0]/g, '_')}`;
/** The file name of an UPLOAD attachment, or null when it holds none. */
export const uploadedAttachmentName = (attachment: string) => /^[A-Za-z0-9-]{1,40}\/(.+)$/.exec(attachment)?.[1] ?? null;
export const JOB_TASK_LIMITS = { text: 500, notes: 2000, sms: 640 } as const;

/** A job's task (spec 2 §3 Job task): its job (scheduleId), task definition (taskId) and 1-based order. */
export const jobTaskSchema = z.object({
  id: z.number().int(),
  scheduleId: z.number().int(),
  taskId: z.number().int(),
  type: z.string(),
  sortOrder: z.number().int(),
  failureEvent: z.enum(FAILURE_EVENTS),
  active: z.boolean(),
  code: z.enum(TASK_CODES),
  description: z.string(),
});
export type JobTask = z.infer<typeof jobTaskSchema>;

/** POST /system-jobs/job-tasks: a task added to a job; order 1-based (none: after the last). */
export const newJobTaskSchema = z.object({
  jobId: bodyId,
  taskId: bodyId,
  type: z.literal(TASK_TYPE).default(TASK_TYPE),
  order: z.number().int().min(1).max(10_000).optional(),
  failureEvent: z.enum(FAILURE_EVENTS).default('GOTO_NEXT'),
  active: z.boolean().default(true),
});
export type NewJobTask = z.input<typeof newJobTaskSchema>;

const text = (max: number = JOB_TASK_LIMITS.text) => z.string().max(max);
const optionalId = bodyId.nullable();

/** The settings of each task code (spec 2 §2.11). */
export const runSegmentSettingsSchema = z.object({ filterParameterId: optionalId, parameterData: text() });
export const correspondenceSettingsSchema = z.object({
  letter: z.boolean(),
  filename: text(),
  letterTemplateId: optionalId,
  email: z.boolean(),
  emailSubject: text(),
  emailTemplateId: optionalId,
  attachmentSource: z.enum(ATTACHMENT_SOURCES).nullable(),
  attachment: text(),
});
export const smsSettingsSchema = z.object({ message: text(JOB_TASK_LIMITS.sms) });
export const activitySettingsSchema = z.object({
  activityTypeId: optionalId,
  notes: text(JOB_TASK_LIMITS.notes),
  assigneeName: text(),
  assigneeId: optionalId,
});
export const noSettingsSchema = z.object({});

export type RunSegmentSettings = z.infer<typeof runSegmentSettingsSchema>;
export type CorrespondenceSettings = z.infer<typeof correspondenceSettingsSchema>;
export type SmsSettings = z.infer<typeof smsSettingsSchema>;
export type ActivitySettings = z.infer<typeof activitySettingsSchema>;

export const taskSettingsSchemas = {
  RUN_SEGMENT: runSegmentSettingsSchema,
  ADD_CORRESPONDENCE: correspondenceSettingsSchema,
  SEND_SMS: smsSettingsSchema,
  CREATE_ACTIVITY: activitySettingsSchema,
  CLEAR_WORKFLOW_TABLE: noSettingsSchema,
} as const satisfies Record<TaskCode, z.ZodType>;

export interface TaskSettingsOf {
  RUN_SEGMENT: RunSegmentSettings;
  ADD_CORRESPONDENCE: CorrespondenceSettings;
  SEND_SMS: SmsSettings;
  CREATE_ACTIVITY: ActivitySettings;
  CLEAR_WORKFLOW_TABLE: Record<string, never>;
}

/** A new task's settings, by code. */
export const defaultTaskSettings = {
  RUN_SEGMENT: { filterParameterId: null, parameterData: '' },
  ADD_CORRESPONDENCE: {
    letter: false,
    filename: '',
    letterTemplateId: null,
    email: false,
    emailSubject: '',
    emailTemplateId: null,
    attachmentSource: null,
    attachment: '',
  },
  SEND_SMS: { message: '' },
  CREATE_ACTIVITY: { activityTypeId: null, notes: '', assigneeName: '', assigneeId: null },
  CLEAR_WORKFLOW_TABLE: {},
} satisfies { [C in TaskCode]: TaskSettingsOf[C] };

/**
 * The task forms' rules (spec 2 §2.11): a correspondence task needs the file name when Letter is
 * ticked and the email subject when Email is; an SMS its message. Paths name the settings' fields.
 */
export function taskSettingsIssues(code: TaskCode, settings: unknown): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  const need = (missing: boolean, path: string) => {
    if (missing) issues.push({ path, message: t.required });
  };
  if (code === 'ADD_CORRESPONDENCE') {
    const s = settings as CorrespondenceSettings;
    need(s.letter && !s.filename.trim(), 'filename');
    need(s.email && !s.emailSubject.trim(), 'emailSubject');
  }
  if (code === 'SEND_SMS') need(!(settings as SmsSettings).message.trim(), 'message');
  return issues;
}

/**
 * PUT /system-jobs/job-tasks/{id}: the task's own values (task), its code (taskCode, the task
 * definition's) and the code's settings as JSON text (data).
 */
export const jobTaskUpdateSchema = z.object({
  task: z.object({
    taskId: bodyId,
    type: z.literal(TASK_TYPE).default(TASK_TYPE),
    order: z.number().int().min(1).max(10_000),
    failureEvent: z.enum(FAILURE_EVENTS),
    active: z.boolean(),
  }),
  taskCode: z.enum(TASK_CODES),
  data: z.string().max(20_000),
});
export type JobTaskUpdate = z.input<typeof jobTaskUpdateSchema>;

/** A choice of a task form's pickers (segments, templates, activity types, assignees) and of the task codes. */
export const taskChoiceSchema = z.object({ id: z.number().int(), code: z.string(), description: z.string() });
export type TaskChoice = z.infer<typeof taskChoiceSchema>;

export const jobTaskIdParams = z.object({ id: textId });
