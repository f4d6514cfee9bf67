import { z } from 'zod';
import { bodyId, textId } from '../ids';
import { isIsoDate, NO, YES } from '../fields/fieldValues';
import * as texts from '../texts';
import { CHAR_DATA_TYPE, DETAIL_LOOKUP_CODES, NULL_VALUE } from './codes';

/** GET /dashboard/scheduled-tasks (columns Category, Name, Last Run, Status, Next Run). */
export const scheduledTaskSchema = z.object({
  id: z.number().int(),
  category: z.string().nullable(),
  name: z.string(),
  lastRun: z.string().nullable(),
  nextRun: z.string().nullable(),
  status: z.string().nullable(),
  lastStatus: z.string().nullable(),
  lastStartTime: z.string().nullable(),
  nextRunDate: z.string().nullable(),
});
export type ScheduledTask = z.infer<typeof scheduledTaskSchema>;
export const scheduledTasksResponseSchema = z.array(scheduledTaskSchema);

/** GET /dashboard/scheduled-tasks/{id}: the Details dialog's items (name, last status, active, setting, value). */
export const taskDetailItemSchema = z.object({
  id: z.number().int(),
  parameterId: z.number().int(),
  name: z.string(),
  lastStatus: z.string().nullable(),
  active: z.boolean(),
  setting: z.string(),
  value: z.string().nullable(),
  lookupCode: z.string().nullable(),
  dataType: z.string(),
  /** The task reads an empty value as "all" or "none": it may be saved empty (as NULL). */
  optional: z.boolean(),
});
export type TaskDetailItem = z.infer<typeof taskDetailItemSchema>;
export const taskDetailsResponseSchema = z.array(taskDetailItemSchema);

/** POST /dashboard/scheduled-tasks/{id}: one item's new value ('NULL' when empty, dates as YYYY-MM-DD). */
export const saveTaskItemRequestSchema = z.object({
  parameterId: bodyId,
  id: bodyId,
  value: z.string().max(500),
});
export type SaveTaskItemRequest = z.infer<typeof saveTaskItemRequestSchema>;

/** GET /dashboard/scheduled-tasks/{id}/logs (columns name, step order, start time, end time, log text, log name). */
export const taskLogSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stepOrder: z.number().int(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  logText: z.string(),
  logName: z.string(),
});
export type TaskLog = z.infer<typeof taskLogSchema>;
export const taskLogsResponseSchema = z.array(taskLogSchema);

/** GET /dashboard/schedules/names: the Import Type choices of Upload Files. */
export const scheduleNameSchema = z.object({ scheduleId: z.number().int(), scheduleName: z.string() });
export type ScheduleName = z.infer<typeof scheduleNameSchema>;
export const scheduleNamesResponseSchema = z.array(scheduleNameSchema);

export const scheduleIdParams = z.object({ scheduleId: textId });

export const scheduledTaskPaths = {
  list: '/dashboard/scheduled-tasks',
  one: (id: number) => `/dashboard/scheduled-tasks/${id}`,
  logs: (id: number) => `/dashboard/scheduled-tasks/${id}/logs`,
  scheduleNames: '/dashboard/schedules/names',
  importCsv: (scheduleId: number) => `/dashboard/schedules/${scheduleId}/import-csv-file`,
} as const;

/**
 * The Item Details form (spec 2 §2.4), the same rules on both sides. Which editor an item gets:
 * CHAR → yes/no; DATEOPTIONS and DUEDATEOPTIONS → a picked date or a list choice; BILLINGCYCLE → a
 * list choice; NVARCHAR → text. Any other item does not open the form.
 */
export const DETAIL_EDITORS = ['yesNo', 'dateOption', 'dueDateOption', 'list', 'text'] as const;
export type DetailEditor = (typeof DETAIL_EDITORS)[number];

export function detailEditorOf(item: Pick<TaskDetailItem, 'lookupCode' | 'dataType'>): DetailEditor | null {
  if (item.dataType === CHAR_DATA_TYPE) return 'yesNo';
  switch (item.lookupCode) {
    case DETAIL_LOOKUP_CODES.dateOptions:
      return 'dateOption';
    case DETAIL_LOOKUP_CODES.dueDateOptions:
      return 'dueDateOption';
    case DETAIL_LOOKUP_CODES.billingCycle:
      return 'list';
    case DETAIL_LOOKUP_CODES.text:
      return 'text';
    default:
      return null;
  }
}

export const DETAIL_TEXT_MAX = 500;

export const itemDetailsFormSchema = z
  .object({
    editor: z.enum(DETAIL_EDITORS),
    /** The item may be left empty (TaskDetailItem.optional). */
    optional: z.boolean(),
    /** Date options: a picked date (true) or a list choice (false). */
    useDatePicker: z.boolean(),
    date: z.string().nullable(),
    choice: z.string(),
    text: z.string().max(DETAIL_TEXT_MAX),
    yesNo: z.string(),
  })
  .superRefine((v, ctx) => {
    const isDateOption = v.editor === 'dateOption' || v.editor === 'dueDateOption';
    if ((v.editor === 'list' || (isDateOption && !v.useDatePicker)) && !v.choice && !v.optional) {
      ctx.addIssue({ code: 'custom', path: ['choice'], message: texts.dashboard.selectValue });
    }
    if (isDateOption && v.useDatePicker && v.date && !isIsoDate(v.date)) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: texts.fields.invalidDate });
    }
    if (v.editor === 'yesNo' && v.yesNo !== YES && v.yesNo !== NO) {
      ctx.addIssue({ code: 'custom', path: ['yesNo'], message: texts.dashboard.selectValue });
    }
  });
export type ItemDetailsForm = z.infer<typeof itemDetailsFormSchema>;

/** The form's starting values from an item: a stored ISO date opens the date picker. */
export function itemDetailsInitial(editor: DetailEditor, value: string | null, optional = false): ItemDetailsForm {
  const stored = value === null || value === NULL_VALUE ? '' : value;
  const isDate = isIsoDate(stored);
  return {
    editor,
    optional,
    useDatePicker: isDate,
    date: isDate ? stored : null,
    choice: isDate || editor === 'text' || editor === 'yesNo' ? '' : stored,
    text: editor === 'text' ? stored : '',
    yesNo: editor === 'yesNo' ? stored : '',
  };
}

/** What Save sends: the chosen value, a picked date as YYYY-MM-DD, an empty value as 'NULL'. */
export function itemDetailsValue(form: ItemDetailsForm): string {
  const picked = (() => {
    switch (form.editor) {
      case 'yesNo':
        return form.yesNo;
      case 'text':
        return form.text.trim();
      case 'list':
        return form.choice;
      default:
        return form.useDatePicker ? (form.date ?? '') : form.choice;
    }
  })();
  return picked === '' ? NULL_VALUE : picked;
}

/** The server's check of a saved value: null when acceptable, else the message. `choices` are the item's list values. */
export function checkItemDetailsValue(editor: DetailEditor, value: string, choices: readonly string[], optional = false): string | null {
  switch (editor) {
    case 'yesNo':
      return value === YES || value === NO ? null : texts.dashboard.selectValue;
    case 'list':
      return choices.includes(value) || (optional && value === NULL_VALUE) ? null : texts.dashboard.selectValue;
    case 'text':
      return value.length <= DETAIL_TEXT_MAX ? null : texts.dashboard.valueTooLong;
    default:
      return value === NULL_VALUE || isIsoDate(value) || choices.includes(value) ? null : texts.dashboard.selectValue;
  }
}
