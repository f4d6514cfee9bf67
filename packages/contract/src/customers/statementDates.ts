import { yearsBefore } from '../businessDate';

/** The statement's default range (spec 3 §2.8, §9): from one year before today to tomorrow. */
export function defaultStatementRange(today: string): { startDate: string; endDate: string } {
  const tomorrow = new Date(`${today}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return { startDate: yearsBefore(today, 1), endDate: tomorrow.toISOString().slice(0, 10) };
}

/** The statement's file name, as the server sends it and the browser saves it. */
export const statementFileName = (accountNumber: string, startDate: string, endDate: string) =>
  `statement-${accountNumber.replace(/[^A-Za-z0-9_-]/g, '-')}-${startDate}-${endDate}.pdf`;
