import { MERIDIEMS, SCHEDULE_LIMITS, WEEKDAYS, type JobSchedule, type RecurrenceOption } from '@wattle/contract';

type Stored = Record<string, unknown>;

const wholeIn = (value: unknown, { min, max }: { min: number; max: number }): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/**
 * A job's stored schedule as the picker reads it. Schedules are stored with the recurrence
 * option's code (`recurrence`, what jobs/schedule.ts reads) beside the option itself; the
 * dashboard's seeded tasks carry only the code. The option is the company's current one.
 */
export function scheduleFromStored(stored: Stored, options: readonly RecurrenceOption[]): JobSchedule {
  const kept = stored.scheduleRecurrenceOption as { id?: unknown } | null | undefined;
  const option = options.find((o) => o.id === kept?.id) ?? options.find((o) => o.code === stored.recurrence) ?? null;
  const days = Array.isArray(stored.days) ? stored.days.map((d) => WEEKDAYS.find((w) => w.toLowerCase() === String(d).toLowerCase())) : [];
  const meridiem = MERIDIEMS.find((m) => typeof stored.meridiem === 'string' && m === stored.meridiem.toLowerCase()) ?? null;
  return {
    scheduleRecurrenceOption: option,
    days: WEEKDAYS.filter((w) => days.includes(w)),
    dayOfMonth: wholeIn(stored.dayOfMonth, SCHEDULE_LIMITS.dayOfMonth),
    hour: wholeIn(stored.hour, SCHEDULE_LIMITS.hour),
    minute: wholeIn(stored.minute, SCHEDULE_LIMITS.minute),
    meridiem,
    omitHolidays: stored.omitHolidays === true,
  };
}

/** What is stored for a checked schedule: its option's code and run-day kind (read by the scheduler), and the picker's values. */
export function storedSchedule(schedule: JobSchedule, option: RecurrenceOption): Stored {
  const kind = option.runDayOptionCode;
  return {
    recurrence: option.code,
    scheduleRecurrenceOption: option,
    days: kind === 'DAYSOFWEEK' ? schedule.days : [],
    dayOfMonth: kind === 'MONTH' ? schedule.dayOfMonth : null,
    hour: schedule.hour,
    minute: schedule.minute,
    meridiem: schedule.meridiem,
    // 'Omit Holiday' is offered only for options that ask for days.
    omitHolidays: kind !== null && schedule.omitHolidays,
  };
}
