import { yearsBefore } from '../businessDate';

/** The statement's default range (spec 3 §2.8, §9): from one year before today to tomorrow. */
export function defaultStatementRange(today: string): { startDate: string; endDate: string } {
  const tomorrow = new Date(`${today}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return { startDate: yearsBefore(today, 1), endDate: tomorrow.toISOString().slice(0, 10) };
}
