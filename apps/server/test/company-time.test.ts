import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businessDateIn, PARAMS, type CustomerSummary } from '@wattle/contract';
import { invoices, systemJobs, systemParameters } from '../src/db/schema/index';
import { withScope } from '../src/db/tenancy';
import { startDueTasks } from '../src/jobs/scheduled-tasks';
import { businessClock } from '../src/lib/business-date';
import { as, createTestApp, login, type TestApp } from './helpers';
import { addCustomerFixture, adminScope, type CustomerFixture } from './sections-fixtures';
import type { Scope } from './search-fixtures';

// 26 November 01:30 in Sydney (AEDT, +11) and still 25 November 22:30 in Perth (AWST, +8).
const INSTANT = new Date('2026-11-25T14:30:00Z');
const realNow = businessClock.now;

let t: TestApp;
let call: ReturnType<typeof as>;
let scope: Scope;
let fixture: CustomerFixture;

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  fixture = await addCustomerFixture(t.database, scope, 'RESIDENT');
  businessClock.now = () => new Date(INSTANT);
});
afterEach(() => setTimeZone('Australia/Sydney'));
afterAll(async () => {
  businessClock.now = realNow;
  await t.close();
});

async function setTimeZone(zone: string) {
  await t.database.db
    .update(systemParameters)
    .set({ parameter: zone })
    .where(and(eq(systemParameters.companyId, scope.companyId), eq(systemParameters.code, PARAMS.timeZone)));
}

async function accountStartDate() {
  const res = await call({
    method: 'POST',
    url: '/api/wizards/NEWCUSTOMER/pages/ACCOUNT/initial-values',
    payload: { wizardSubmissionData: { wizardCode: 'NEWCUSTOMER', pages: [] }, crmIdentifiers: {} },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ name: string; value: string }[]>().find((v) => v.name === 'startDate')!.value;
}

async function overdue() {
  const summary = (await call({ method: 'GET', url: `/api/customers/${fixture.customerId}/summary` })).json<CustomerSummary>();
  return summary.items.find((i) => i.name === 'Overdue')!.value;
}

/** Runs the first scheduled task, set to run daily at 7 am, as the scheduler does; answers its next run. */
async function nextRunOfDailyTask() {
  const [task] = await t.database.db
    .select({ id: systemJobs.id })
    .from(systemJobs)
    .where(and(eq(systemJobs.companyId, scope.companyId), eq(systemJobs.dataset, 'live'), isNotNull(systemJobs.runnerCode)))
    .orderBy(systemJobs.id)
    .limit(1);
  await t.database.db
    .update(systemJobs)
    .set({ schedule: { recurrence: 'DAILY', hour: 7, minute: 0, meridiem: 'am' }, nextRunDate: sql`now() - interval '1 minute'` })
    .where(eq(systemJobs.id, task!.id));
  await startDueTasks(t.database);
  const [after] = await t.database.db.select({ next: systemJobs.nextRunDate }).from(systemJobs).where(eq(systemJobs.id, task!.id));
  return new Date(after!.next!).toISOString();
}

describe('company time: today, due dates and schedules follow the TIME_ZONE system parameter', () => {
  it('starts a wizard’s account on the company’s date, not the server’s', async () => {
    expect(await accountStartDate()).toBe('2026-11-26');
    await setTimeZone('Australia/Perth');
    expect(await accountStartDate()).toBe('2026-11-25');
  });

  it('counts an invoice due on 25 November as overdue once the company’s day is the 26th', async () => {
    await t.database.db.insert(invoices).values({
      ...scope,
      customerAccountId: fixture.accountId,
      invoiceNumber: `INV-DUE-${fixture.accountNumber}`,
      invoiceDate: '2026-11-11',
      dueDate: '2026-11-25',
      total: '40.00',
      status: 'ISSUED',
    });
    // Overdue is the balance (101.25) less what is not yet due (docs/billing.md "What a customer owes"):
    // in Sydney it is the 26th and nothing is still to come; in Perth the 25th, and the 40.00 is not due yet.
    expect(await overdue()).toBe('$101.25');
    await setTimeZone('Australia/Perth');
    expect(await overdue()).toBe('$61.25');
  });

  it('gives SQL the company’s date too: business_date() for the sections’ overdue and row colours', async () => {
    const sqlDate = async () => {
      const result = await withScope(t.database.db, scope, (tx) => tx.execute(sql`select (select business_date())::text as day`));
      return (result as { rows: { day: string }[] }).rows[0]!.day;
    };
    // The database's clock is the real one: compare with the contract's answer at the same moment.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      await setTimeZone(zone);
      expect(await sqlDate(), zone).toBe(businessDateIn(zone, new Date()));
    }
    // A zone the database does not know counts as Sydney, as on the server; it never fails the query.
    await setTimeZone('Mars/Olympus_Mons');
    expect(await sqlDate()).toBe(businessDateIn('Australia/Sydney', new Date()));
  });

  it('moves a scheduled task’s next run to 7 am of the company’s next day', async () => {
    expect(await nextRunOfDailyTask()).toBe('2026-11-25T20:00:00.000Z');
    await setTimeZone('Australia/Perth');
    expect(await nextRunOfDailyTask()).toBe('2026-11-25T23:00:00.000Z');
  });
});
