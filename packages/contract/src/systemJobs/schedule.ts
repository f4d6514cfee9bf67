import { z } from 'zod';
import { bodyId } from '../ids';
import { systemJobs as t } from '../texts/systemJobs';

/** The schedule picker's weekdays, Monday to Sunday (spec 2 §2.11). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const MERIDIEMS = ['am', 'pm'] as const;
/** A recurrence option's runDayOptionCode: which days it asks for (none: every day). */
export const RUN_DAY_OPTION_CODES = ['DAYSOFWEEK', 'MONTH'] as const;
export const SCHEDULE_LIMITS = { hour: { min: 1, max: 12 }, minute: { min: 0, max: 59 }, dayOfMonth: { min: 1, max: 31 } } as const;

/** A recurrence option of the picker (GET /system-jobs/schedule-options), grouped by category. */
export const recurrenceOptionSchema = z.object({
  id: bodyId,
  code: z.string().max(100),
  category: z.string().max(100),
  description: z.string().max(200),
  runDayOptionCode: z.enum(RUN_DAY_OPTION_CODES).nullable(),
});
export type RecurrenceOption = z.infer<typeof recurrenceOptionSchema>;

const whole = ({ min, max }: { min: number; max: number }) => z.number().int().min(min).max(max).nullable();

/**
 * The Schedule picker's value (spec 2 §3 Schedule). Empty choices travel as null so that the
 * 'required' rules (scheduleIssues) name them; zero is a minute like any other.
 */
export const jobScheduleSchema = z.object({
  scheduleRecurrenceOption: recurrenceOptionSchema.nullable(),
  days: z.array(z.enum(WEEKDAYS)).max(WEEKDAYS.length),
  dayOfMonth: whole(SCHEDULE_LIMITS.dayOfMonth),
  hour: whole(SCHEDULE_LIMITS.hour),
  minute: whole(SCHEDULE_LIMITS.minute),
  meridiem: z.enum(MERIDIEMS).nullable(),
  omitHolidays: z.boolean(),
});
export type JobSchedule = z.infer<typeof jobScheduleSchema>;

/** A refused value of a job or its schedule: the body path and the message. */
export interface ScheduleIssue {
  path: string;
  message: string;
}

/** Whether the option asks for days (weekdays or a day of the month): only then is 'Omit Holiday' offered. */
export const asksForDays = (option: Pick<RecurrenceOption, 'runDayOptionCode'> | null) => option?.runDayOptionCode != null;

/**
 * The picker's rules (spec 2 §2.11): recurrence, hour, minute and am/pm required ('required', zero
 * accepted); weekdays required for a DAYSOFWEEK option, the day of the month for a MONTH one.
 * Shared by the dialog and the server; paths as the request body names them.
 */
export function scheduleIssues(schedule: JobSchedule, prefix = 'schedule.'): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  const need = (missing: boolean, field: string) => {
    if (missing) issues.push({ path: `${prefix}${field}`, message: t.required });
  };
  const kind = schedule.scheduleRecurrenceOption?.runDayOptionCode ?? null;
  need(!schedule.scheduleRecurrenceOption, 'scheduleRecurrenceOption');
  need(schedule.hour === null, 'hour');
  need(schedule.minute === null, 'minute');
  need(schedule.meridiem === null, 'meridiem');
  need(kind === 'DAYSOFWEEK' && schedule.days.length === 0, 'days');
  need(kind === 'MONTH' && schedule.dayOfMonth === null, 'dayOfMonth');
  return issues;
}

/** The picker's starting value: nothing chosen yet, holidays not omitted. */
export const emptySchedule = (): JobSchedule => ({
  scheduleRecurrenceOption: null,
  days: [],
  dayOfMonth: null,
  hour: null,
  minute: null,
  meridiem: null,
  omitHolidays: false,
});
