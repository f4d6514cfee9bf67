import Holidays from 'date-holidays';
import { eq } from 'drizzle-orm';
import { AUSTRALIAN_STATES, type AustralianState } from '../../modules/rating/types';
import { businessDate } from '../../lib/business-date';
import type { Db, Tx } from '../../db/client';
import { publicHolidays, publicHolidayYears } from '../../db/schema/index';
import type { SeedScope } from '../reference';

/** The years a company holds around its business date: bills and due dates of the last two years, five years ahead. */
const HOLIDAY_YEARS = { back: 2, ahead: 5 } as const;

interface PublicHolidayRow {
  holidayDate: string;
  name: string;
  /** null: held in every state and territory on the same day under the same name. */
  state: AustralianState | null;
}

/**
 * Each state's and territory's gazetted state-wide public holidays of a year, as date-holidays
 * gives them at state level (its `public` type, substitute days included; regional days and
 * observances left out). Part days (Christmas Eve and New Year's Eve from the evening) are left
 * out: the table holds full days. A holiday every state keeps on the same day is one national row.
 */
function australianPublicHolidays(year: number): PublicHolidayRow[] {
  const statesByHoliday = new Map<string, { holidayDate: string; name: string; states: AustralianState[] }>();
  for (const state of AUSTRALIAN_STATES) {
    for (const holiday of new Holidays('AU', state, { types: ['public'] }).getHolidays(year)) {
      const [holidayDate, time] = holiday.date.split(' ');
      if (time !== '00:00:00') continue;
      const key = `${holidayDate} ${holiday.name}`;
      const entry = statesByHoliday.get(key) ?? { holidayDate: holidayDate!, name: holiday.name, states: [] };
      entry.states.push(state);
      statesByHoliday.set(key, entry);
    }
  }
  return [...statesByHoliday.values()].flatMap(({ holidayDate, name, states }): PublicHolidayRow[] =>
    states.length === AUSTRALIAN_STATES.length ? [{ holidayDate, name, state: null }] : states.map((state) => ({ holidayDate, name, state })),
  );
}

/**
 * Gives the company the public holidays of every year from two years before its business date to
 * five after that it has not been given yet, and records those years (public_holiday_years): a
 * year is given once, so a holiday the company edited or deleted is never written or added again,
 * and a later start adds only the years the moving business date brings into range. One the
 * company entered itself is kept (same day, state and name). The table is the company's, shared by
 * both datasets: the second dataset's run finds its years given.
 */
export async function upgradePublicHolidays(tx: Tx | Db, scope: SeedScope) {
  const year = Number((await businessDate(tx, scope)).slice(0, 4));
  const given = new Set(
    (await tx.select({ year: publicHolidayYears.year }).from(publicHolidayYears).where(eq(publicHolidayYears.companyId, scope.companyId))).map((r) => r.year),
  );
  const missing: number[] = [];
  for (let y = year - HOLIDAY_YEARS.back; y <= year + HOLIDAY_YEARS.ahead; y++) if (!given.has(y)) missing.push(y);
  if (!missing.length) return;
  const rows = missing.flatMap(australianPublicHolidays).map((holiday) => ({ ...holiday, companyId: scope.companyId }));
  await tx.insert(publicHolidays).values(rows).onConflictDoNothing();
  await tx.insert(publicHolidayYears).values(missing.map((y) => ({ companyId: scope.companyId, year: y })));
}
