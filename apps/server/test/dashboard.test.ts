import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateIn, DEFAULT_TIME_ZONE, PARAMS, parseReportConfig, texts, type Notification } from '@wattle/contract';
import {
  activities,
  auditLog,
  billingExceptions,
  customerAccounts,
  dashboardProcessConfigs,
  dashboardProcesses,
  emailRequests,
  mailOutbox,
  meterReadImports,
  meterReads,
  systemParameters,
  systemRibbons,
  unbilledTransactions,
} from '../src/db/schema/index';
import { dataUrl, openDashboardContext, rows, runAction, type DashboardContext } from './dashboard-context';

let ctx: DashboardContext;
beforeAll(async () => {
  ctx = await openDashboardContext();
}, 120_000);
afterAll(() => ctx.close());

const db = () => ctx.t.database.db;

async function exceptionStatus(id: number) {
  const [row] = await db().select({ status: billingExceptions.status }).from(billingExceptions).where(eq(billingExceptions.id, id));
  return row?.status;
}

async function setProcess(code: string, companyId: number, values: Partial<typeof dashboardProcesses.$inferInsert>) {
  await db()
    .update(dashboardProcesses)
    .set(values)
    .where(and(eq(dashboardProcesses.code, code), eq(dashboardProcesses.companyId, companyId)));
}

describe('dashboard loads', () => {
  it('lists the cards with their actions, the scheduled-tasks panel, and the charts apart', async () => {
    const { acme } = ctx;
    const codes = acme.items.map((i) => i.code);
    for (const code of [
      'BILLEXCEPTIONS',
      'UNBILLEDSUMMARY',
      'IMPORTMETERREADS',
      'EMAIL_STATUS_REQ',
      'SMS_STATUS_REQ',
      'POSTEDMAIL',
      'NEWCUSTSETUP',
      'ARREARS',
      'PLANDEFAULT',
      'LIFESUPPORT',
      'RUN_SCHED_MGMT',
    ]) {
      expect(codes).toContain(code);
    }
    expect(acme.item('RUN_SCHED_MGMT').kind).toBe('SCHEDULED_TASKS');
    const approve = acme.item('BILLEXCEPTIONS').actions.find((a) => a.code === 'APPROVE');
    expect(approve).toMatchObject({ name: 'Approve', buttonColour: '#2e7d32', textColour: '#ffffff' });
    expect(approve?.confirmMessage).toMatch(/Approve/);
    const charts = (await acme.call({ method: 'GET', url: '/api/dashboard/user-charts' })).json();
    expect(charts.map((c: { code: string }) => c.code)).toEqual(['CHART_EXCEPTIONS', 'CHART_CORRESPONDENCE']);
  });

  it('counts what waits on each card', async () => {
    const counts = (await ctx.acme.call({ method: 'GET', url: '/api/dashboard/notifications' })).json<Notification[]>();
    const count = (code: string) => counts.find((c) => c.code === code)?.value;
    expect(count('BILLEXCEPTIONS')).toBe('3');
    expect(count('UNBILLEDSUMMARY')).toBe('2');
    expect(count('IMPORTMETERREADS')).toBe('2');
    expect(count('EMAIL_STATUS_REQ')).toBe('3');
    expect(count('SMS_STATUS_REQ')).toBe('2');
    expect(count('POSTEDMAIL')).toBe('2');
    expect(count('NEWCUSTSETUP')).toBe('1');
    expect(count('ARREARS')).toBe('1');
    expect(count('PLANDEFAULT')).toBe('1');
    expect(count('LIFESUPPORT')).toBe('1');
    expect(count('RUN_SCHED_MGMT')).toBeUndefined();
  });

  it('leaves hidden cards out of the counts and flags them in the items', async () => {
    await setProcess('SMS_STATUS_REQ', ctx.acme.companyId, { hidden: true });
    try {
      const counts = (await ctx.acme.call({ method: 'GET', url: '/api/dashboard/notifications' })).json<Notification[]>();
      expect(counts.some((c) => c.code === 'SMS_STATUS_REQ')).toBe(false);
      const items = (await ctx.acme.call({ method: 'GET', url: '/api/dashboard/user-items' })).json();
      expect(items.find((i: { code: string }) => i.code === 'SMS_STATUS_REQ').hidden).toBe(true);
    } finally {
      await setProcess('SMS_STATUS_REQ', ctx.acme.companyId, { hidden: false });
    }
  });

  it("answers the user's open activities, soonest first", async () => {
    const list = (await ctx.acme.call({ method: 'GET', url: '/api/dashboard/activities' })).json();
    expect(list).toHaveLength(2);
    expect(list[0].requiredDate < list[1].requiredDate).toBe(true);
    expect(list[0]).toMatchObject({ isOverdue: true, accountNumber: 'ACME-A1', accountName: 'ACME Alice Citizen' });
  });

  // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC-11); the server's date is one of them or between.
  it("flags an activity overdue by the company's business date (TIME_ZONE), not the server's", async () => {
    const companyParams = and(eq(systemParameters.companyId, ctx.acme.companyId), eq(systemParameters.code, PARAMS.timeZone));
    const [first] = (await ctx.acme.call({ method: 'GET', url: '/api/dashboard/activities' })).json<{ id: number; requiredDate: string }[]>();
    const requiredOn = (date: string) => db().update(activities).set({ requiredDate: date }).where(eq(activities.id, first!.id));
    const overdueIn = async (zone: string) => {
      await db().update(systemParameters).set({ parameter: zone }).where(companyParams);
      const list = (await ctx.acme.call({ method: 'GET', url: '/api/dashboard/activities' })).json<{ id: number; isOverdue: boolean }[]>();
      return list.find((a) => a.id === first!.id)!.isOverdue;
    };
    try {
      await requiredOn(businessDateIn('Pacific/Pago_Pago'));
      expect(await overdueIn('Pacific/Kiritimati')).toBe(true);
      expect(await overdueIn('Pacific/Pago_Pago')).toBe(false);
    } finally {
      await requiredOn(first!.requiredDate);
      await db().update(systemParameters).set({ parameter: DEFAULT_TIME_ZONE }).where(companyParams);
    }
  });
});

describe('process data', () => {
  it('pages, searches and sorts on the server with the column configuration', async () => {
    const first = await rows(ctx.acme, 'BILLEXCEPTIONS', { itemsPerPage: 2, sortBy: 'exception_code' });
    expect(first.totalItems).toBe(3);
    expect(first.processItems.map((r) => r.exception_code)).toEqual(['Estimated read', 'High usage']);
    const second = await rows(ctx.acme, 'BILLEXCEPTIONS', { itemsPerPage: 2, page: 2, sortBy: 'exception_code' });
    expect(second.processItems.map((r) => r.exception_code)).toEqual(['No reads']);
    const config = parseReportConfig(first.processConfig.reportConfig);
    expect(config.columns.find((c) => c.field === 'account_number')).toMatchObject({
      searchIdColumnName: 'customer_id',
      searchType: 'Customer',
      template: 'link',
    });
    expect(config.columns.find((c) => c.field === 'key_exception_id')).toMatchObject({ isPrimaryKey: true, visible: false });
    // The search finds the rows of the customers whose card matches (name, account number, address...).
    const searched = await rows(ctx.acme, 'BILLEXCEPTIONS', { search: 'alice cit' });
    expect(searched.totalItems).toBe(3);
    expect(searched.processItems.every((r) => r.account_name === 'ACME Alice Citizen')).toBe(true);
    expect((await rows(ctx.acme, 'BILLEXCEPTIONS', { search: 'OTHER Alice' })).totalItems).toBe(0);
    // ... and by the row's own shown texts.
    const byCode = await rows(ctx.acme, 'BILLEXCEPTIONS', { search: 'high_us' });
    expect(byCode.processItems.map((r) => r.exception_code)).toEqual(['High usage']);
    expect((await rows(ctx.acme, 'BILLEXCEPTIONS', { search: '100% _x\\' })).totalItems).toBe(0);
    expect((await rows(ctx.acme, 'IMPORTMETERREADS', { search: 'provider read' })).totalItems).toBe(1);
    const all = await rows(ctx.acme, 'BILLEXCEPTIONS', { itemsPerPage: -1 });
    expect(all.processItems).toHaveLength(3);
  });

  it('walks pages by keyset with the cursor and gives the same rows as offsets', async () => {
    const first = await rows(ctx.acme, 'BILLEXCEPTIONS', { itemsPerPage: 1, sortBy: 'exception_code', sortDescending: true });
    expect(first.nextCursor).toBeTruthy();
    const byCursor = await rows(ctx.acme, 'BILLEXCEPTIONS', {
      itemsPerPage: 1,
      page: 2,
      sortBy: 'exception_code',
      sortDescending: true,
      after: first.nextCursor!,
    });
    const byOffset = await rows(ctx.acme, 'BILLEXCEPTIONS', { itemsPerPage: 1, page: 2, sortBy: 'exception_code', sortDescending: true });
    expect(byCursor.processItems).toEqual(byOffset.processItems);
    expect(byCursor.totalItems).toBe(3);
  });

  it('shows coded columns as their lookup descriptions, the same text as every other screen', async () => {
    await db().update(customerAccounts).set({ paymentMethod: 'DIRECT_DEBIT' }).where(eq(customerAccounts.id, ctx.acme.fixture.accountA));
    const arrears = (await rows(ctx.acme, 'ARREARS')).processItems.find((r) => r.key_exception_id === ctx.acme.fixture.accountA)!;
    expect(arrears.payment_method).toBe('Direct debit');
    const equipment = (await rows(ctx.acme, 'LIFESUPPORT')).processItems.map((r) => r.equipment);
    expect(equipment).toContain('Oxygen Concentrator');
    expect(equipment).not.toContain('OXYGEN_CONCENTRATOR');
  });

  it('refuses bad input with a 4xx envelope', async () => {
    const item = ctx.acme.item('BILLEXCEPTIONS');
    const cases: [string, number][] = [
      [dataUrl(item, { sortBy: 'nope' }), 400],
      [dataUrl(item, { itemsPerPage: 0 }), 400],
      [dataUrl(item, { itemsPerPage: 5000 }), 400],
      [dataUrl(item, { page: 0 }), 400],
      [dataUrl(item, { processCode: 'ARREARS' }), 400],
      [dataUrl(item, { additionalParametersJson: '{bad' }), 400],
      [dataUrl(item, { additionalParametersJson: '{"unknown":1}' }), 400],
      [dataUrl(item, { after: 'not-a-cursor', sortBy: 'raised_at' }), 400],
      [
        dataUrl(item, {
          after: Buffer.from(JSON.stringify({ field: 'raised_at', descending: false, sort: 'x', key: '1' })).toString('base64url'),
          sortBy: 'raised_at',
        }),
        400,
      ],
      [dataUrl(item, { sortDescending: 'maybe' }), 400],
      ['/api/dashboard/processes/999999/data-with-pagination?processCode=X', 404],
      ['/api/dashboard/processes/abc/data-with-pagination?processCode=X', 400],
      [`/api/dashboard/processes/${ctx.acme.item('RUN_SCHED_MGMT').id}/chart-data`, 400],
    ];
    for (const [url, status] of cases) {
      const res = await ctx.acme.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.json().isSuccess, url).toBe(false);
    }
    // Search text PostgreSQL cannot hold is dropped, not sent: a NUL byte finds what the rest finds.
    for (const code of ['BILLEXCEPTIONS', 'IMPORTMETERREADS']) {
      const res = await ctx.acme.call({ method: 'GET', url: dataUrl(ctx.acme.item(code), { search: '\u0000' }) });
      expect(res.statusCode, code).toBe(200);
    }
    expect((await rows(ctx.acme, 'BILLEXCEPTIONS', { search: 'high\u0000_us' })).processItems.map((r) => r.exception_code)).toEqual(['High usage']);
  });

  it('serves the unbilled summary in its three modes with has_exceptions', async () => {
    const summary = await rows(ctx.acme, 'UNBILLEDSUMMARY', { additionalParametersJson: JSON.stringify({ mode: 'Summary' }) });
    const flags = Object.fromEntries(summary.processItems.map((r) => [r.account_number, r.has_exceptions]));
    expect(flags).toEqual({ 'ACME-A1': 'Y', 'ACME-A2': 'NOTRANS' });
    const a1 = summary.processItems.find((r) => r.account_number === 'ACME-A1')!;
    expect(a1).toMatchObject({
      transactions: 2,
      unbilled_amount: '127.10',
      network_node_desc: 'ACME Harbour View',
      cust_account_id: ctx.acme.fixture.accountA,
    });
    expect(parseReportConfig(summary.processConfig.reportConfig).groupSettings.groupedColumns).toEqual(['network_node_desc']);
    const details = await rows(ctx.acme, 'UNBILLEDSUMMARY', { additionalParametersJson: JSON.stringify({ mode: 'Details' }) });
    expect(details.totalItems).toBe(2);
    expect(parseReportConfig(details.processConfig.reportConfig).groupSettings.groupedColumns).toEqual(['account_details']);
    const exceptions = await rows(ctx.acme, 'UNBILLEDSUMMARY', { additionalParametersJson: JSON.stringify({ mode: 'Exceptions' }) });
    expect(exceptions.totalItems).toBe(2);
    const customer = await rows(ctx.acme, 'BILLEXCEPTIONS', { additionalParametersJson: JSON.stringify({ customerAccountId: ctx.acme.fixture.accountA }) });
    expect(customer.totalItems).toBe(3);
  });

  it('filters email and SMS by New and Undelivered, grouping undelivered by address', async () => {
    const status = (s: string) => ({ additionalParametersJson: JSON.stringify({ status: s }) });
    expect((await rows(ctx.acme, 'EMAIL_STATUS_REQ', status('NEW'))).totalItems).toBe(1);
    const undelivered = await rows(ctx.acme, 'EMAIL_STATUS_REQ', status('UNDELIVERED'));
    expect(undelivered.processItems.map((r) => r.request_status).sort()).toEqual(['FAILED', 'SUPPRESSED']);
    expect(parseReportConfig(undelivered.processConfig.reportConfig).groupSettings.groupedColumns).toEqual(['send_to']);
    expect(undelivered.processItems[0]).toHaveProperty('Error_Message');
    const sms = await rows(ctx.acme, 'SMS_STATUS_REQ', status('UNDELIVERED'));
    expect(sms.processItems.map((r) => r.status)).toEqual(['FAILED']);
    expect(parseReportConfig(sms.processConfig.reportConfig).groupSettings.groupedColumns).toEqual(['phone_number']);
  });
});

describe('run-action', () => {
  it('approves the selected rows in one transaction with an audit entry', async () => {
    const { open } = ctx.acme.fixture.exceptions;
    const cardCount = async () =>
      (await ctx.acme.call({ method: 'GET', url: '/api/dashboard/notifications' })).json<Notification[]>().find((c) => c.code === 'BILLEXCEPTIONS')?.value;
    expect(await cardCount()).toBe('3');
    const res = await runAction(ctx.acme, 'BILLEXCEPTIONS', 'APPROVE', [{ key_exception_id: open }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toEqual({ message: texts.dashboard.actionDone('Approve', 1), messageType: 'Success' });
    expect(await exceptionStatus(open)).toBe('APPROVED');
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'dashboard.run-action'), eq(auditLog.entity, 'BILLEXCEPTIONS')));
    expect(entry).toMatchObject({ entityId: String(open), userId: ctx.acme.userId });
    expect((await rows(ctx.acme, 'BILLEXCEPTIONS')).totalItems).toBe(2);
    // The kept card count is dropped by the action's write.
    expect(await cardCount()).toBe('2');
  });

  it('refuses the whole action when any selected row is in the wrong status: nothing changes', async () => {
    const { open2, held } = ctx.acme.fixture.exceptions;
    const res = await runAction(ctx.acme, 'BILLEXCEPTIONS', 'HOLD', [{ key_exception_id: open2 }, { key_exception_id: held }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().messages[0].message).toBe(texts.dashboard.wrongStatus('OPEN'));
    expect(await exceptionStatus(open2)).toBe('OPEN');
    expect(await exceptionStatus(held)).toBe('HELD');
  });

  it('refuses rows no longer in the queue and malformed selections', async () => {
    const { open } = ctx.acme.fixture.exceptions;
    const gone = await runAction(ctx.acme, 'BILLEXCEPTIONS', 'HOLD', [{ key_exception_id: open }]);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().messages[0].message).toBe(texts.dashboard.rowsGone);
    const item = ctx.acme.item('BILLEXCEPTIONS');
    const hold = item.actions.find((a) => a.code === 'HOLD')!;
    const post = (payload: unknown) => ctx.acme.call({ method: 'POST', url: '/api/dashboard/processes/run-action', payload });
    const cases: [unknown, number][] = [
      [{ processId: item.id, actionId: hold.id, itemsJson: '[]' }, 400],
      [{ processId: item.id, actionId: hold.id, itemsJson: 'not json' }, 400],
      [{ processId: item.id, actionId: hold.id, itemsJson: '[{"key_exception_id":"1; drop table x"}]' }, 400],
      [{ processId: item.id, actionId: hold.id, itemsJson: '{"key_exception_id":1}' }, 400],
      [{ processId: item.id, actionId: hold.id }, 400],
      [{ processId: item.id, actionId: 999999, itemsJson: '[{"key_exception_id":1}]' }, 404],
      [{ processId: item.id, actionId: ctx.acme.item('POSTEDMAIL').actions[0]!.id, itemsJson: '[{"key_exception_id":1}]' }, 404],
      [{ processId: 999999, actionId: hold.id, itemsJson: '[{"key_exception_id":1}]' }, 404],
    ];
    for (const [payload, status] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().isSuccess).toBe(false);
    }
    // An empty selection says what is missing.
    const empty = await post({ processId: item.id, actionId: hold.id, itemsJson: '[]' });
    expect(empty.json().messages).toEqual([{ messageType: 'Error', message: texts.dashboard.noRowsSelected }]);
  });

  it('holds and releases unbilled transactions by account (Summary) or by row (Details)', async () => {
    const { accountA } = ctx.acme.fixture;
    const summary = JSON.stringify({ mode: 'Summary' });
    const held = await runAction(ctx.acme, 'UNBILLEDSUMMARY', 'HOLD', [{ key_exception_id: accountA }], summary);
    expect(held.statusCode, held.body).toBe(200);
    const statuses = await db()
      .select({ status: unbilledTransactions.status })
      .from(unbilledTransactions)
      .where(eq(unbilledTransactions.customerAccountId, accountA));
    expect(statuses.map((s) => s.status)).toEqual(['HELD', 'HELD']);
    const details = await rows(ctx.acme, 'UNBILLEDSUMMARY', { additionalParametersJson: JSON.stringify({ mode: 'Details' }) });
    const one = details.processItems[0]!.key_exception_id;
    const released = await runAction(ctx.acme, 'UNBILLEDSUMMARY', 'RELEASE', [{ key_exception_id: one }], JSON.stringify({ mode: 'Details' }));
    expect(released.statusCode, released.body).toBe(200);
    const after = await db()
      .select({ status: unbilledTransactions.status })
      .from(unbilledTransactions)
      .where(eq(unbilledTransactions.customerAccountId, accountA));
    expect(after.map((s) => s.status).sort()).toEqual(['HELD', 'UNBILLED']);
  });

  it('imports a waiting meter read into the meter history with its usage', async () => {
    const { plain } = ctx.acme.fixture.reads;
    const res = await runAction(ctx.acme, 'IMPORTMETERREADS', 'IMPORT', [{ key_exception_id: plain }]);
    expect(res.statusCode, res.body).toBe(200);
    const [read] = await db()
      .select()
      .from(meterReads)
      .where(and(eq(meterReads.source, 'IMPORT'), eq(meterReads.reading, '1120.000')));
    expect(read).toMatchObject({ quantity: '120.000', periodDays: 29, readType: 'ACTUAL' });
    const [pending] = await db().select({ status: meterReadImports.status }).from(meterReadImports).where(eq(meterReadImports.id, plain));
    expect(pending!.status).toBe('IMPORTED');
  });

  it('sends NEW emails through the mailer after the commit', async () => {
    const { fresh } = ctx.acme.fixture.emails;
    const res = await runAction(ctx.acme, 'EMAIL_STATUS_REQ', 'SEND', [{ key_exception_id: fresh }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toEqual({ message: texts.dashboard.emailsSent(1, 0), messageType: 'Success' });
    const [email] = await db().select().from(emailRequests).where(eq(emailRequests.id, fresh));
    expect(email).toMatchObject({ requestStatus: 'SENT', attempts: 1 });
    const outbox = await db().select().from(mailOutbox).where(eq(mailOutbox.subject, 'ACME Your bill'));
    expect(outbox[0]).toMatchObject({ to: 'alice.acme@example.com', text: 'Hello Alice' });
  });
});

describe('locked processes and editing', () => {
  it('refuses the data and the actions of a locked process', async () => {
    await setProcess('LIFESUPPORT', ctx.acme.companyId, { isLocked: true });
    try {
      const items = (await ctx.acme.call({ method: 'GET', url: '/api/dashboard/user-items' })).json();
      expect(items.find((i: { code: string }) => i.code === 'LIFESUPPORT').isLocked).toBe(true);
      const data = await ctx.acme.call({ method: 'GET', url: dataUrl(ctx.acme.item('LIFESUPPORT')) });
      expect(data.statusCode).toBe(403);
      const run = await runAction(ctx.acme, 'LIFESUPPORT', 'CONFIRM', [{ key_exception_id: 1 }]);
      expect(run.statusCode).toBe(403);
      expect(run.json().messages[0].message).toBe(texts.dashboard.processLocked);
    } finally {
      await setProcess('LIFESUPPORT', ctx.acme.companyId, { isLocked: false });
    }
  });

  it('edits an allowed column and records old and new values', async () => {
    const { withImage } = ctx.acme.fixture.reads;
    const current = (await rows(ctx.acme, 'IMPORTMETERREADS')).processItems.find((r) => r.key_exception_id === withImage)!;
    const config = parseReportConfig((await rows(ctx.acme, 'IMPORTMETERREADS')).processConfig.reportConfig);
    expect(config.columns.find((c) => c.field === 'reading')).toMatchObject({ allowEditing: true, editType: 'numericedit' });
    expect(config.columns.find((c) => c.field === 'read_date')).toMatchObject({ allowEditing: true, editType: 'datepickeredit' });
    expect(config.columns.find((c) => c.field === 'meter_code')?.allowEditing).toBe(false);
    const res = await runAction(ctx.acme, 'IMPORTMETERREADS', 'EDIT', [{ ...current, reading: '1105.25' }]);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select({ reading: meterReadImports.reading }).from(meterReadImports).where(eq(meterReadImports.id, withImage));
    expect(row!.reading).toBe('1105.250');
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'IMPORTMETERREADS'), eq(auditLog.entityId, String(withImage))));
    expect(entry!.oldValues).toEqual({ reading: '1100.500' });
    expect(entry!.newValues).toMatchObject({ action: 'EDIT', values: { reading: '1105.25' } });
  });

  it('refuses a change to a column that may not be edited, and bad values: nothing changes', async () => {
    const { withImage } = ctx.acme.fixture.reads;
    const current = (await rows(ctx.acme, 'IMPORTMETERREADS')).processItems.find((r) => r.key_exception_id === withImage)!;
    const sneaky = await runAction(ctx.acme, 'IMPORTMETERREADS', 'EDIT', [{ ...current, meter_code: 'OTHER-M1', reading: '2000' }]);
    expect(sneaky.statusCode).toBe(403);
    expect(sneaky.json().messages[0].message).toBe(texts.dashboard.columnNotEditable('Meter'));
    for (const bad of [{ reading: 'lots' }, { read_date: '2020-02-30' }, { read_date: '2999-01-01' }, { reading: '' }]) {
      const res = await runAction(ctx.acme, 'IMPORTMETERREADS', 'EDIT', [{ ...current, ...bad }]);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const twoRows = await runAction(ctx.acme, 'IMPORTMETERREADS', 'EDIT', [current, { ...current, key_exception_id: ctx.acme.fixture.reads.plain }]);
    expect(twoRows.statusCode).toBe(400);
    const [row] = await db().select().from(meterReadImports).where(eq(meterReadImports.id, withImage));
    expect(row).toMatchObject({ reading: '1105.250', meterCode: 'ACME-M1' });
  });

  it('refuses editing when the process editing setting is off or the user lacks the edit role', async () => {
    const item = ctx.acme.item('IMPORTMETERREADS');
    const edit = item.actions.find((a) => a.code === 'EDIT')!;
    const current = (await rows(ctx.acme, 'IMPORTMETERREADS')).processItems[0]!;
    const post = () =>
      ctx.acme.call({
        method: 'POST',
        url: '/api/dashboard/processes/run-action',
        payload: { processId: item.id, actionId: edit.id, itemsJson: JSON.stringify([{ ...current, reading: '1200' }]) },
      });
    await db().update(dashboardProcessConfigs).set({ editing: false }).where(eq(dashboardProcessConfigs.processId, item.id));
    try {
      const data = await rows(ctx.acme, 'IMPORTMETERREADS');
      expect(data.processConfig.editing).toBe(false);
      expect(data.processConfig.actions.some((a) => a.code === 'EDIT')).toBe(false);
      expect(parseReportConfig(data.processConfig.reportConfig).columns.every((c) => !c.allowEditing)).toBe(true);
      expect((await post()).statusCode).toBe(403);
    } finally {
      await db().update(dashboardProcessConfigs).set({ editing: true }).where(eq(dashboardProcessConfigs.processId, item.id));
    }
    await db().update(dashboardProcessConfigs).set({ editRoles: 'BILLING_LEAD' }).where(eq(dashboardProcessConfigs.processId, item.id));
    try {
      expect((await post()).statusCode).toBe(403);
    } finally {
      await db().update(dashboardProcessConfigs).set({ editRoles: '' }).where(eq(dashboardProcessConfigs.processId, item.id));
    }
  });
});

describe('roles', () => {
  it('hides a process from users without its roles: not listed, not counted, its data a 404', async () => {
    await setProcess('PLANDEFAULT', ctx.acme.companyId, { roles: 'COLLECTIONS_LEAD' });
    try {
      const items = (await ctx.acme.call({ method: 'GET', url: '/api/dashboard/user-items' })).json();
      expect(items.some((i: { code: string }) => i.code === 'PLANDEFAULT')).toBe(false);
      const counts = (await ctx.acme.call({ method: 'GET', url: '/api/dashboard/notifications' })).json<Notification[]>();
      expect(counts.some((c) => c.code === 'PLANDEFAULT')).toBe(false);
      expect((await ctx.acme.call({ method: 'GET', url: dataUrl(ctx.acme.item('PLANDEFAULT')) })).statusCode).toBe(404);
      expect((await runAction(ctx.acme, 'PLANDEFAULT', 'CANCEL', [{ key_exception_id: 1 }])).statusCode).toBe(404);
    } finally {
      await setProcess('PLANDEFAULT', ctx.acme.companyId, { roles: '' });
    }
  });
});

describe('bad input on every call', () => {
  it('answers malformed ids and bodies with a 4xx envelope', async () => {
    const cases: [string, string, unknown?][] = [
      ['GET', '/api/dashboard/processes/0/data-with-pagination?processCode=X'],
      ['GET', '/api/dashboard/processes/abc/chart-data'],
      ['GET', '/api/dashboard/processes/abc/export?processCode=X'],
      ['GET', '/api/dashboard/scheduled-tasks/abc'],
      ['GET', '/api/dashboard/scheduled-tasks/-1/logs'],
      ['POST', '/api/dashboard/scheduled-tasks/abc', { parameterId: 1, id: 1, value: 'Y' }],
      ['POST', '/api/dashboard/scheduled-tasks/1', { parameterId: 'x', id: 1 }],
      ['POST', '/api/dashboard/schedules/abc/import-csv-file'],
      ['GET', '/api/dashboard/emails/abc/preview'],
      ['POST', '/api/dashboard/emails/upload-pdf', { items: [] }],
      ['GET', '/api/dashboard/meter-read/preview?path='],
      ['POST', '/api/dashboard/processes/run-action', { processId: 'x', actionId: 1, itemsJson: '[]' }],
      ['POST', '/api/users/system-ribbons/0/dismiss'],
      ['GET', '/api/correspondence/email-requests/abc'],
      ['DELETE', '/api/correspondence/email-requests/1/remove-suppression-error/abc'],
      ['POST', '/api/correspondence/email-requests/1/post-email/yes'],
      ['POST', '/api/correspondence/email-requests/1/resend', { send_to: 3 }],
      ['POST', '/api/correspondence/posted-mail/merge-pdf', { ids: ['x'] }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await ctx.acme.call({ method: method as 'GET', url, payload });
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(res.json().isSuccess, `${method} ${url}`).toBe(false);
    }
  });
});

describe('tenant isolation', () => {
  it("never shows or changes another company's processes or rows", async () => {
    const { acme, other } = ctx;
    expect(other.item('BILLEXCEPTIONS').id).not.toBe(acme.item('BILLEXCEPTIONS').id);
    const foreign = await other.call({ method: 'GET', url: dataUrl(acme.item('BILLEXCEPTIONS')) });
    expect(foreign.statusCode).toBe(404);
    const own = await rows(other, 'BILLEXCEPTIONS', { itemsPerPage: -1 });
    expect(own.processItems.every((r) => String(r.account_number).startsWith('OTHER-'))).toBe(true);
    const crossRows = await runAction(other, 'BILLEXCEPTIONS', 'HOLD', [{ key_exception_id: acme.fixture.exceptions.open2 }]);
    expect(crossRows.statusCode).toBe(409);
    expect(await exceptionStatus(acme.fixture.exceptions.open2)).toBe('OPEN');
    const crossProcess = await other.call({
      method: 'POST',
      url: '/api/dashboard/processes/run-action',
      payload: {
        processId: acme.item('BILLEXCEPTIONS').id,
        actionId: acme.item('BILLEXCEPTIONS').actions[0]!.id,
        itemsJson: JSON.stringify([{ key_exception_id: acme.fixture.exceptions.open2 }]),
      },
    });
    expect(crossProcess.statusCode).toBe(404);
    const counts = (await other.call({ method: 'GET', url: '/api/dashboard/notifications' })).json<Notification[]>();
    expect(counts.find((c) => c.code === 'BILLEXCEPTIONS')?.value).toBe('3');
    const chart = await other.call({ method: 'GET', url: `/api/dashboard/processes/${ctx.acme.items.find((i) => i.kind === 'TABLE')!.id}/chart-data` });
    expect(chart.statusCode).toBe(404);
  });
});

describe('export', () => {
  it('streams every row of a process to an xlsx sheet with the shown and Excel-only columns', async () => {
    const item = ctx.acme.item('EMAIL_STATUS_REQ');
    const res = await ctx.acme.call({ method: 'GET', url: `/api/dashboard/processes/${item.id}/export?processCode=${item.code}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('New and Undelivered Email');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Send To');
    expect(header).toContain('Attachments');
    expect(header).not.toContain('Id');
    expect(sheet.actualRowCount).toBe(1 + (await rows(ctx.acme, 'EMAIL_STATUS_REQ', { itemsPerPage: -1 })).totalItems);
  });

  it('refuses a bad export before streaming', async () => {
    const item = ctx.acme.item('EMAIL_STATUS_REQ');
    const res = await ctx.acme.call({ method: 'GET', url: `/api/dashboard/processes/${item.id}/export?processCode=${item.code}&sortBy=nope` });
    expect(res.statusCode).toBe(400);
    expect(res.json().isSuccess).toBe(false);
  });
});

describe('charts', () => {
  it('answers stacked series by month with titles', async () => {
    const chart = ctx.acme.items.length && (await ctx.acme.call({ method: 'GET', url: '/api/dashboard/user-charts' })).json()[0];
    const res = await ctx.acme.call({ method: 'GET', url: `/api/dashboard/processes/${chart.id}/chart-data` });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.chartTitle.subTitle).toMatch(/last 6 months/);
    expect(data.axisTitles).toHaveLength(2);
    const thisMonth = data.chartData.filter((p: { xValue: string }) => p.xValue === data.chartData.at(-1).xValue);
    expect(thisMonth.reduce((n: number, p: { yValue: number }) => n + p.yValue, 0)).toBe(3);
    // The legend names each exception in words, not by its code.
    expect(new Set(thisMonth.filter((p: { yValue: number }) => p.yValue > 0).map((p: { seriesName: string }) => p.seriesName))).toEqual(
      new Set(['Estimated read', 'High usage', 'No reads']),
    );
  });
});

describe('system ribbons', () => {
  it('lists ribbons and dismisses only dismissible ones, per user', async () => {
    const list = (await ctx.acme.call({ method: 'GET', url: '/api/users/system-ribbons' })).json();
    const dismissible = list.find((r: { dismissible: string }) => r.dismissible === 'Y');
    const fixed = list.find((r: { dismissible: string }) => r.dismissible === 'N');
    expect((await ctx.acme.call({ method: 'POST', url: `/api/users/system-ribbons/${fixed.id}/dismiss` })).statusCode).toBe(400);
    const otherRibbons = await db().select().from(systemRibbons).where(eq(systemRibbons.companyId, ctx.other.companyId));
    expect((await ctx.acme.call({ method: 'POST', url: `/api/users/system-ribbons/${otherRibbons[0]!.id}/dismiss` })).statusCode).toBe(404);
    expect((await ctx.acme.call({ method: 'POST', url: '/api/users/system-ribbons/abc/dismiss' })).statusCode).toBe(400);
    const ok = await ctx.acme.call({ method: 'POST', url: `/api/users/system-ribbons/${dismissible.id}/dismiss` });
    expect(ok.statusCode).toBe(200);
    const after = (await ctx.acme.call({ method: 'GET', url: '/api/users/system-ribbons' })).json();
    expect(after.map((r: { id: number }) => r.id)).toEqual([fixed.id]);
    expect((await ctx.other.call({ method: 'GET', url: '/api/users/system-ribbons' })).json()).toHaveLength(2);
  });
});
