import dayjs from 'dayjs';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@wattle/contract';
import {
  auditLog,
  billingExceptions,
  customerAccounts,
  customers,
  emailRequests,
  lifeSupportRegistrations,
  meterReadImports,
  paymentPlanInstalments,
  parties,
  paymentPlans,
  postedMailItems,
  publicHolidays,
  smsRequests,
  treatments,
} from '../src/db/schema/index';
import { openDashboardContext, runAction, type DashboardContext } from './dashboard-context';
import type { DashboardFixture } from './dashboard-fixtures';

let ctx: DashboardContext;
beforeAll(async () => {
  ctx = await openDashboardContext();
}, 120_000);
afterAll(() => ctx.close());

const db = () => ctx.t.database.db;

interface Case {
  process: string;
  action: string;
  name: string;
  key: (f: DashboardFixture) => number;
  row: { table: PgTable; id: AnyPgColumn; status: AnyPgColumn };
  becomes: string;
  /** Puts the row back in the queue when an earlier case took it out. */
  before?: (f: DashboardFixture) => Promise<void>;
}

const row = (table: PgTable, id: AnyPgColumn, status: AnyPgColumn) => ({ table, id, status });
const accountRow = row(customerAccounts, customerAccounts.id, customerAccounts.creditStatus);
const planId = async (f: DashboardFixture) => {
  const [plan] = await db().select({ id: paymentPlans.id }).from(paymentPlans).where(eq(paymentPlans.customerAccountId, f.accountA));
  return plan!.id;
};
const lifeSupportId = async () => {
  const [reg] = await db()
    .select({ id: lifeSupportRegistrations.id })
    .from(lifeSupportRegistrations)
    .where(eq(lifeSupportRegistrations.companyId, ctx.acme.companyId));
  return reg!.id;
};

/** Each action of every queue, on a row of its own: the row's new state and the audit entry. Order matters where rows are shared. */
const cases: (Omit<Case, 'key'> & { key: (f: DashboardFixture) => number | Promise<number> })[] = [
  { process: 'ARREARS', action: 'REMINDER', name: 'Send Reminder', key: (f) => f.accountA, row: accountRow, becomes: 'ARREARS' },
  { process: 'ARREARS', action: 'ESCALATE', name: 'Escalate to Collections', key: (f) => f.accountA, row: accountRow, becomes: 'COLLECTIONS' },
  {
    process: 'BILLEXCEPTIONS',
    action: 'RELEASE',
    name: 'Release',
    key: (f) => f.exceptions.held,
    row: row(billingExceptions, billingExceptions.id, billingExceptions.status),
    becomes: 'RELEASED',
  },
  {
    process: 'BILLEXCEPTIONS',
    action: 'HOLD',
    name: 'Hold',
    key: (f) => f.exceptions.open2,
    row: row(billingExceptions, billingExceptions.id, billingExceptions.status),
    becomes: 'HELD',
  },
  {
    process: 'PLANDEFAULT',
    action: 'REINSTATE',
    name: 'Reinstate',
    key: planId,
    row: row(paymentPlans, paymentPlans.id, paymentPlans.status),
    becomes: 'ACTIVE',
  },
  {
    process: 'PLANDEFAULT',
    action: 'CANCEL',
    name: 'Cancel Plan',
    key: planId,
    row: row(paymentPlans, paymentPlans.id, paymentPlans.status),
    becomes: 'CANCELLED',
    // Reinstating set the missed instalment back to due, so the plan left the queue: miss it again.
    before: async (f) => {
      const plan = eq(paymentPlanInstalments.paymentPlanId, await planId(f));
      expect((await db().select({ status: paymentPlanInstalments.status }).from(paymentPlanInstalments).where(plan)).map((i) => i.status)).toEqual(['DUE']);
      await db().update(paymentPlanInstalments).set({ status: 'MISSED' }).where(plan);
    },
  },
  {
    process: 'LIFESUPPORT',
    action: 'RESEND_FORM',
    name: 'Resend Form',
    key: lifeSupportId,
    row: row(lifeSupportRegistrations, lifeSupportRegistrations.id, lifeSupportRegistrations.status),
    becomes: 'AWAITING_CONFIRMATION',
  },
  {
    process: 'LIFESUPPORT',
    action: 'CONFIRM',
    name: 'Confirm',
    key: lifeSupportId,
    row: row(lifeSupportRegistrations, lifeSupportRegistrations.id, lifeSupportRegistrations.status),
    becomes: 'CONFIRMED',
  },
  {
    process: 'NEWCUSTSETUP',
    action: 'ACTIVATE',
    name: 'Activate',
    key: (f) => f.prospectId,
    row: row(customers, customers.id, customers.status),
    becomes: 'ACTIVE',
  },
  {
    process: 'SMS_STATUS_REQ',
    action: 'MARK_SENT',
    name: 'Mark Sent',
    key: (f) => f.sms.fresh,
    row: row(smsRequests, smsRequests.id, smsRequests.status),
    becomes: 'SENT',
  },
  {
    process: 'SMS_STATUS_REQ',
    action: 'RETRY',
    name: 'Retry',
    key: (f) => f.sms.failed,
    row: row(smsRequests, smsRequests.id, smsRequests.status),
    becomes: 'NEW',
  },
  {
    process: 'IMPORTMETERREADS',
    action: 'REJECT',
    name: 'Reject',
    key: (f) => f.reads.plain,
    row: row(meterReadImports, meterReadImports.id, meterReadImports.status),
    becomes: 'REJECTED',
  },
  {
    process: 'POSTEDMAIL',
    action: 'MARK_POSTED',
    name: 'Mark Posted',
    key: (f) => f.posted.twoPages,
    row: row(postedMailItems, postedMailItems.id, postedMailItems.status),
    becomes: 'POSTED',
  },
  {
    process: 'POSTEDMAIL',
    action: 'CANCEL',
    name: 'Cancel',
    key: (f) => f.posted.threePages,
    row: row(postedMailItems, postedMailItems.id, postedMailItems.status),
    becomes: 'CANCELLED',
  },
  {
    process: 'EMAIL_STATUS_REQ',
    action: 'RETRY',
    name: 'Retry',
    key: (f) => f.emails.failed,
    row: row(emailRequests, emailRequests.id, emailRequests.requestStatus),
    becomes: 'NEW',
  },
];

describe('every queue action does its work in a transaction with an audit entry', () => {
  it.each(cases)('$process $action', async (c) => {
    await c.before?.(ctx.acme.fixture);
    const key = await c.key(ctx.acme.fixture);
    const actionName = ctx.acme.item(c.process).actions.find((a) => a.code === c.action)?.name;
    const res = await runAction(ctx.acme, c.process, c.action, [{ key_exception_id: key }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toEqual({ message: texts.dashboard.actionDone(actionName ?? c.name, 1), messageType: 'Success' });
    const [after] = await db().select({ status: c.row.status }).from(c.row.table).where(eq(c.row.id, key));
    expect(after?.status).toBe(c.becomes);
    const entries = await db()
      .select({ newValues: auditLog.newValues, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.event, 'dashboard.run-action'), eq(auditLog.entity, c.process), eq(auditLog.entityId, String(key))));
    expect(entries.map((e) => (e.newValues as { action: string }).action)).toContain(c.action);
    expect(entries.every((e) => e.userId === ctx.acme.userId)).toBe(true);
  });

  it('Resend Form gives the due date every screen gives: 50 business days, weekends and the state’s holidays skipped; the derived date cannot be typed over (issue 25 a)', async () => {
    const id = await lifeSupportId();
    await db().update(lifeSupportRegistrations).set({ status: 'AWAITING_CONFIRMATION', siteId: null }).where(eq(lifeSupportRegistrations.id, id));
    const [registration] = await db().select().from(lifeSupportRegistrations).where(eq(lifeSupportRegistrations.id, id));
    const [customer] = await db().select({ partyId: customers.primaryPartyId }).from(customers).where(eq(customers.id, registration!.customerId));
    await db().update(parties).set({ postalState: 'VIC' }).where(eq(parties.id, customer!.partyId!));

    const res = await runAction(ctx.acme, 'LIFESUPPORT', 'RESEND_FORM', [{ key_exception_id: id }]);
    expect(res.statusCode, res.body).toBe(200);
    const [resent] = await db().select().from(lifeSupportRegistrations).where(eq(lifeSupportRegistrations.id, id));
    // Counted here day by day, independently of the rule: weekdays that are no national or Victorian holiday.
    const holidays = new Set(
      (
        await db()
          .select({ day: publicHolidays.holidayDate, state: publicHolidays.state })
          .from(publicHolidays)
          .where(eq(publicHolidays.companyId, ctx.acme.companyId))
      )
        .filter((h) => h.state === null || h.state === 'VIC')
        .map((h) => h.day),
    );
    let day = dayjs(resent!.formSentDate);
    for (let counted = 0; counted < 50;) {
      day = day.add(1, 'day');
      if (day.day() !== 0 && day.day() !== 6 && !holidays.has(day.format('YYYY-MM-DD'))) counted++;
    }
    expect(resent!.confirmationDueDate).toBe(day.format('YYYY-MM-DD'));

    const typedOver = await runAction(ctx.acme, 'LIFESUPPORT', 'EDIT', [{ key_exception_id: id, confirmation_due_date: '2030-01-01' }]);
    expect(typedOver.statusCode).toBe(403);
    expect(typedOver.json().messages[0].message).toBe(texts.dashboard.columnNotEditable('Confirmation Due'));
    const [after] = await db().select().from(lifeSupportRegistrations).where(eq(lifeSupportRegistrations.id, id));
    expect(after!.confirmationDueDate).toBe(resent!.confirmationDueDate);
  });

  it('records the collection steps the arrears actions took', async () => {
    const steps = await db()
      .select({ type: treatments.treatmentType })
      .from(treatments)
      .where(eq(treatments.customerAccountId, ctx.acme.fixture.accountA))
      .orderBy(sql`${treatments.id}`);
    expect(steps.map((s) => s.type)).toEqual(['REMINDER', 'COLLECTIONS']);
  });
});
