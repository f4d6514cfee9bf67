import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import {
  ACTIVITY_CLASS_ID,
  texts,
  type ActivitySettings,
  type CorrespondenceSettings,
  type RunSegmentSettings,
  type SmsSettings,
  type TaskCode,
} from '@wattle/contract';
import { activityTypes } from '../../../db/schema/index';
import { businessDate } from '../../../lib/business-date';
import { readLookups } from '../../activities/activities.repository';
import { saveActivities } from '../../activities/activities.service';
import { queueEmailRequests, queueSmsRequests, writeLetters } from '../../correspondence/recipient-requests';
import { queueSmsSending } from '../../correspondence/sms-send.job';
import { letterTemplate, templateBodies } from '../../correspondence/template-letters';
import { accountRecipients, mergeFields } from '../../correspondence/recipients';
import type { RunnerContext, StepLog } from '../../dashboard/task-runners';
import { addToWorkflow, clearWorkflow, findSegment, workflowSize } from './workflow.repository';
import { eachWorkflowPage } from './workflow-pages';
import { segmentQueries } from './segments';

const t = texts.systemJobs.runLog;

/** What a job's task runs with: the run's context, its job, and the user its writes are made as. */
export interface JobTaskContext extends RunnerContext {
  jobId: number;
  /** `system-job:{job name}`: the insert user of what the task makes. */
  actorName: string;
}

type Outcome = Pick<StepLog, 'logText' | 'status'>;
const ok = (logText: string): Outcome => ({ logText, status: 'SUCCESS' });
const failed = (logText: string): Outcome => ({ logText, status: 'FAILED' });

/** RUN_SEGMENT: the segment's accounts added to the workflow table, in one statement. */
async function runSegment(ctx: JobTaskContext, settings: RunSegmentSettings): Promise<Outcome> {
  if (settings.filterParameterId === null) return failed(t.segmentMissing);
  return ctx.scoped(async (tx) => {
    const segment = await findSegment(tx, settings.filterParameterId!);
    if (!segment) return failed(t.segmentNotFound);
    const query = segmentQueries[segment.queryKey];
    if (!query) return failed(t.segmentUnknownQuery(segment.name));
    let given: unknown = {};
    try {
      given = settings.parameterData.trim() ? JSON.parse(settings.parameterData) : {};
    } catch (error) {
      return failed(t.segmentParameters((error as Error).message));
    }
    const args = query.arguments.safeParse({ ...segment.queryArguments, ...(typeof given === 'object' && given ? given : {}) });
    if (!args.success) return failed(t.segmentParameters(args.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')));
    const added = await addToWorkflow(tx, ctx.jobId, query.select(args.data));
    const total = await workflowSize(tx, ctx.jobId);
    return ok(t.segmentAdded(segment.name, added, total));
  });
}

/**
 * ADD_CORRESPONDENCE: for each account of the workflow table an email (the email template merged
 * for its brand, the subject merged, the attachment paths) and/or a letter (the letter template
 * merged, a PDF on the Posted Mail list); an account without an email address, or missing a field
 * the letter requires, is skipped and named in the log. The emails wait as NEW for the Send New
 * Emails task, like a bulk send's. The templates are read once, before the pages.
 */
async function addCorrespondence(ctx: JobTaskContext, settings: CorrespondenceSettings): Promise<Outcome> {
  if (!settings.letter && !settings.email) return failed(t.nothingChosen);
  const { emailBodyOf, letters } = await ctx.scoped(async (tx) => ({
    emailBodyOf: settings.email ? await templateBodies(tx, settings.emailTemplateId) : null,
    letters: settings.letter && settings.letterTemplateId !== null ? await letterTemplate(tx, settings.letterTemplateId) : null,
  }));
  if (settings.letter && settings.letterTemplateId !== null && !letters) return failed(t.templateNotFound);
  let emails = 0;
  let posted = 0;
  const skipped: string[] = [];
  const values = { insertUser: ctx.actorName };
  const rows = await eachWorkflowPage(ctx, ctx.jobId, async (tx, page) => {
    const recipients = await accountRecipients(
      tx,
      page.map((r) => r.customerAccountId),
    );
    if (emailBodyOf) {
      const toSend = recipients.filter((r) => r.emailAddress || !skipped.push(t.skippedAccount(r.fields.accountNumber!, t.noEmailAddress)));
      emails += await queueEmailRequests(
        tx,
        toSend,
        (r) => {
          const subject = mergeFields(settings.emailSubject, r.fields, 'text');
          return {
            emailSubject: subject,
            emailBody: mergeFields(emailBodyOf(r.brandId), { ...r.fields, body: subject }, 'html'),
            attachmentPaths: settings.attachmentSource && settings.attachment.trim() ? settings.attachment.trim() : null,
          };
        },
        { ...values, correspondenceType: settings.emailTemplateId === null ? 'ADHOC' : 'TEMPLATE' },
      );
    }
    if (letters) {
      const fileStem = settings.filename.trim() || undefined;
      const written = await writeLetters(tx, letters, recipients, { ...values, files: { store: ctx.files, scope: ctx.scope }, fileStem, byEmail: () => false });
      posted += written.posted;
      skipped.push(...written.skipped.map((s) => t.skippedAccount(s.accountNumber, s.reason)));
    }
    return t.correspondence(emails, posted, skipped.length);
  });
  if (rows === 0) return ok(t.emptyWorkflow);
  return ok([t.correspondence(emails, posted, skipped.length), ...skipped].join('\n'));
}

/** SEND_SMS: the message (merged) queued as a NEW SMS for each account whose customer has a mobile number; the send job sends them after commit. */
async function sendSms(ctx: JobTaskContext, settings: SmsSettings): Promise<Outcome> {
  let queued = 0;
  let skipped = 0;
  const rows = await eachWorkflowPage(ctx, ctx.jobId, async (tx, page) => {
    const recipients = await accountRecipients(
      tx,
      page.map((r) => r.customerAccountId),
    );
    const made = await queueSmsRequests(tx, recipients, settings.message, { insertUser: ctx.actorName });
    if (made.queued) queueSmsSending(tx, ctx.scope);
    queued += made.queued;
    skipped += made.skipped;
    return t.sms(queued, skipped);
  });
  return ok(rows === 0 ? t.emptyWorkflow : t.sms(queued, skipped));
}

/**
 * CREATE_ACTIVITY: an activity of the chosen type for each account, through the activities' own
 * rules (saveActivities): the type's class and category, each lookup's default option, the assignee
 * chosen, the notes as its first note, due after the type's default duration.
 */
async function createActivities(ctx: JobTaskContext, settings: ActivitySettings): Promise<Outcome> {
  if (settings.activityTypeId === null) return failed(t.activityTypeMissing);
  // What every activity of the run shares, read once: the type and each lookup's default option.
  const shared = await ctx.scoped(async (tx) => {
    const [type] = await tx.select().from(activityTypes).where(eq(activityTypes.id, settings.activityTypeId!));
    if (!type) return null;
    const lookups = await readLookups(tx);
    const isActivity = type.classId === ACTIVITY_CLASS_ID;
    const chosen = (items: { id: number; defaultOption: boolean }[]) => (isActivity ? (items.find((i) => i.defaultOption)?.id ?? null) : null);
    const today = await businessDate(tx);
    return {
      classId: type.classId,
      categoryId: type.categoryId,
      typeId: type.id,
      sourceId: lookups.source.find((s) => s.defaultOption)?.id ?? null,
      priorityId: chosen(lookups.priority),
      statusId: chosen(lookups.status),
      statusReasonId: null,
      assigneeId: isActivity ? settings.assigneeId : null,
      requiredDate: isActivity && type.defaultDurationRequired !== null ? dayjs(today).add(type.defaultDurationRequired, 'day').format('YYYY-MM-DD') : null,
      notes: settings.notes.trim() ? [{ note: settings.notes.trim() }] : [],
    };
  });
  if (!shared) return failed(t.activityTypeMissing);
  let created = 0;
  const rows = await eachWorkflowPage(ctx, ctx.jobId, async (tx, page) => {
    await saveActivities(
      tx,
      page.map((row) => ({ ...shared, customerId: row.customerId, accountId: row.customerAccountId })),
      { username: ctx.actorName, roles: [] },
    );
    created += page.length;
    return t.activities(created);
  });
  return ok(rows === 0 ? t.emptyWorkflow : t.activities(created));
}

async function clearWorkflowTable(ctx: JobTaskContext): Promise<Outcome> {
  return ok(t.cleared(await ctx.scoped((tx) => clearWorkflow(tx, ctx.jobId))));
}

export const jobTaskRunners: { [C in TaskCode]: (ctx: JobTaskContext, settings: never) => Promise<Outcome> } = {
  RUN_SEGMENT: runSegment,
  ADD_CORRESPONDENCE: addCorrespondence,
  SEND_SMS: sendSms,
  CREATE_ACTIVITY: createActivities,
  CLEAR_WORKFLOW_TABLE: clearWorkflowTable,
};
