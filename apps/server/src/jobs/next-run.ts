import { publicHolidays } from '../db/schema/index';
import type { Tx } from '../db/client';
import { businessClock, companyTimeZone } from '../lib/business-date';
import { nextRunAfter, scheduleHolidays, type JobSchedule } from './schedule';

/** When a schedule next falls due from now, in the transaction's company: its time zone and the holidays it skips. */
export async function nextRunFromNow(tx: Tx, schedule: JobSchedule): Promise<string | null> {
  const timeZone = await companyTimeZone(tx);
  const holidays = scheduleHolidays(await tx.select({ holidayDate: publicHolidays.holidayDate, state: publicHolidays.state }).from(publicHolidays), timeZone);
  return nextRunAfter(schedule, businessClock.now(), timeZone, holidays)?.toISOString() ?? null;
}
