import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publicHolidays, publicHolidayYears } from '../src/db/schema/index';
import { upgradeStoredDefinitions } from '../src/seed/upgrade';
import { businessClock } from '../src/lib/business-date';
import { holidaysIn } from '../src/modules/customers/invoice-due-date.rules';
import { createTestApp, type TestApp } from './helpers';
import { createTenant } from './search-fixtures';

let t: TestApp;
let companyId: number;
const realNow = businessClock.now;
/** The company's business date while it is created: its holidays run from 2024 to 2031. */
const CREATED_AT = new Date('2026-11-25T01:00:00Z');

const holidaysOf = () =>
  t.database.db
    .select({ holidayDate: publicHolidays.holidayDate, name: publicHolidays.name, state: publicHolidays.state })
    .from(publicHolidays)
    .where(eq(publicHolidays.companyId, companyId));
const yearsOf = async () =>
  (await t.database.db.select({ year: publicHolidayYears.year }).from(publicHolidayYears).where(eq(publicHolidayYears.companyId, companyId)))
    .map((r) => r.year)
    .sort();
const daysIn = async (state: string) => holidaysIn(await holidaysOf(), state);

beforeAll(async () => {
  t = await createTestApp();
  businessClock.now = () => CREATED_AT;
  ({ companyId } = await createTenant(t.database, 'HOLS'));
  businessClock.now = realNow;
});
afterEach(() => {
  businessClock.now = realNow;
});
afterAll(() => t.close());

describe('public holidays every company ships with', () => {
  it('covers two years before the business date to five after', async () => {
    expect(await yearsOf()).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031]);
  });

  it('gives NSW Good Friday and Easter Monday, held everywhere, as national holidays', async () => {
    const rows = await holidaysOf();
    expect(rows).toContainEqual({ holidayDate: '2026-04-03', name: 'Good Friday', state: null });
    expect(rows).toContainEqual({ holidayDate: '2026-04-06', name: 'Easter Monday', state: null });
    const nsw = await daysIn('NSW');
    expect(nsw.has('2026-04-03') && nsw.has('2026-04-06')).toBe(true);
  });

  it('gives NSW Boxing Day’s substitute Monday when Boxing Day falls on a Saturday (2026)', async () => {
    expect(await holidaysOf()).toContainEqual({ holidayDate: '2026-12-28', name: 'Boxing Day (substitute day)', state: 'NSW' });
    expect((await daysIn('NSW')).has('2026-12-28')).toBe(true);
  });

  it('keeps a state’s own holiday under that state only: QLD’s Labour Day in May, NSW’s in October', async () => {
    const rows = await holidaysOf();
    expect(rows).toContainEqual({ holidayDate: '2026-05-04', name: 'Labour Day', state: 'QLD' });
    expect(rows).toContainEqual({ holidayDate: '2026-10-05', name: 'Labour Day', state: 'NSW' });
    const [nsw, qld, vic] = [await daysIn('NSW'), await daysIn('QLD'), await daysIn('VIC')];
    expect(qld.has('2026-05-04')).toBe(true);
    expect(nsw.has('2026-05-04')).toBe(false);
    expect(nsw.has('2026-10-05')).toBe(true);
    expect(vic.has('2026-10-05')).toBe(false);
  });

  it('holds full days only: no evening part-day holiday such as SA’s Christmas Eve', async () => {
    expect((await holidaysOf()).filter((h) => ['Christmas Eve', "New Year's Eve"].includes(h.name))).toEqual([]);
  });

  it('adds nothing on a second upgrade, and never brings back a holiday the company deleted or renamed', async () => {
    expect(await holidaysOf()).toContainEqual({ holidayDate: '2026-11-03', name: 'Melbourne Cup', state: 'VIC' });
    await t.database.db
      .delete(publicHolidays)
      .where(and(eq(publicHolidays.companyId, companyId), eq(publicHolidays.holidayDate, '2026-11-03'), eq(publicHolidays.state, 'VIC')));
    await t.database.db
      .update(publicHolidays)
      .set({ name: 'Labour Day (Queensland)' })
      .where(and(eq(publicHolidays.companyId, companyId), eq(publicHolidays.holidayDate, '2026-05-04'), eq(publicHolidays.state, 'QLD')));
    const before = await holidaysOf();
    businessClock.now = () => CREATED_AT;
    await upgradeStoredDefinitions(t.database.db);
    const after = await holidaysOf();
    expect(after).toHaveLength(before.length);
    expect(new Set(after.map((h) => `${h.holidayDate} ${h.state} ${h.name}`)).size).toBe(after.length);
    expect(after.filter((h) => h.holidayDate === '2026-11-03')).toEqual([]);
    expect(after.filter((h) => h.holidayDate === '2026-05-04' && h.state === 'QLD').map((h) => h.name)).toEqual(['Labour Day (Queensland)']);
  });

  it('gives the years a later business date brings into range, and only those', async () => {
    const before = await holidaysOf();
    businessClock.now = () => new Date('2029-03-01T01:00:00Z');
    await upgradeStoredDefinitions(t.database.db);
    expect(await yearsOf()).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034]);
    const added = (await holidaysOf()).filter((h) => h.holidayDate >= '2032');
    expect(added).toContainEqual({ holidayDate: '2034-12-25', name: 'Christmas Day', state: null });
    expect((await holidaysOf()).length - added.length).toBe(before.length);
  });
});
