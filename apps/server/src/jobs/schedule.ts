import { addIsoDays, businessDateIn, zonedInstant } from '@wattle/contract';
import { holidaysIn, type PublicHoliday } from '../modules/customers/invoice-due-date.rules';
import { timeZoneState } from '../modules/rating/local-clock';

/**
 * When a system job's schedule (the schedule picker's value, spec 2 §2.11) next falls due, on the
 * calendar and wall clock of the company's time zone (its TIME_ZONE system parameter).
 * Recurrence: days of the week (runDayOptionCode DAYSOFWEEK, `days`), a day of the month
 * (MONTH, `dayOfMonth`; a month without that day runs on its last day), else every day; at
 * hour (1–12) and minute with meridiem am/pm. Days that are public holidays are skipped when
 * `omitHolidays` is set.
 */
export interface JobSchedule {
  recurrence?: string;
  scheduleRecurrenceOption?: { runDayOptionCode?: string | null } | null;
  days?: readonly string[];
  dayOfMonth?: number | string | null;
  hour?: number | string;
  minute?: number | string;
  meridiem?: string;
  omitHolidays?: boolean;
}

/**
 * The holidays a company's schedules skip: the national ones and those of the state its time zone
 * stands for (every company holds every state's holidays, for its sites' due dates and rating).
 */
export const scheduleHolidays = (holidays: readonly PublicHoliday[], timeZone: string): Set<string> => holidaysIn(holidays, timeZoneState(timeZone));

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The furthest ahead a schedule is looked at: a schedule with no day in a year never runs. */
const HORIZON_DAYS = 366;

const whole = (value: number | string | null | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) ? n : fallback;
};

/** The hour of the day (0–23) from a 12-hour clock: 12 am is midnight, 12 pm is noon. */
const hourOfDay = (hour: number, meridiem: string | undefined) => (hour % 12) + (meridiem?.toLowerCase() === 'pm' ? 12 : 0);

/** Whether the schedule runs on a calendar day (an ISO date; the holidays are ISO dates too). */
function runsOn(schedule: JobSchedule, isoDate: string, holidays: ReadonlySet<string>): boolean {
  if (schedule.omitHolidays && holidays.has(isoDate)) return false;
  const day = new Date(`${isoDate}T00:00:00Z`);
  const kind = schedule.scheduleRecurrenceOption?.runDayOptionCode ?? schedule.recurrence;
  if (kind === 'DAYSOFWEEK') return (schedule.days ?? []).some((d) => d.toLowerCase() === WEEKDAYS[day.getUTCDay()]!.toLowerCase());
  if (kind === 'MONTH') {
    const wanted = whole(schedule.dayOfMonth, 1);
    const lastDay = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).getUTCDate();
    return day.getUTCDate() === Math.min(wanted, lastDay);
  }
  return true;
}

/**
 * The first time after `after` the schedule runs in a time zone (an unknown one counts as the
 * default), or null when it never does within a year.
 */
export function nextRunAfter(schedule: JobSchedule, after: Date, timeZone: string | null | undefined, holidays: ReadonlySet<string> = new Set()): Date | null {
  const hour = hourOfDay(whole(schedule.hour, 12), schedule.meridiem);
  const minute = whole(schedule.minute, 0);
  const today = businessDateIn(timeZone, after);
  for (let offset = 0; offset <= HORIZON_DAYS; offset++) {
    const day = addIsoDays(today, offset);
    const at = zonedInstant(day, hour, minute, timeZone);
    if (at > after && runsOn(schedule, day, holidays)) return at;
  }
  return null;
}
