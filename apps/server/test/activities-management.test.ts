import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type ActivityFilterOptions, type ActivityPage } from '@wattle/contract';
import { activities, activityAssignees, activityNotes, activityPriorities, activityStatuses, activityTypes, auditLog } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

let t: TestApp;
let call: ReturnType<typeof as>;
let scope: Scope;
const lookup = { billingTeam: 0, creditTeam: 0, serviceTeam: 0, high: 0, low: 0, complaint: 0, billQuery: 0, open: 0 };
const ids = { dora: [] as number[], eric: [] as number[], closed: 0, call: 0 };

const idOf = async (table: typeof activityAssignees | typeof activityPriorities | typeof activityTypes | typeof activityStatuses, code: string) => {
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, scope.companyId), eq(table.dataset, scope.dataset), eq(table.code, code)));
  return row!.id;
};

const list = async (query = '') => {
  const res = await call({ method: 'GET', url: `/api/activities${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ActivityPage>();
};

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  Object.assign(lookup, {
    billingTeam: await idOf(activityAssignees, 'BILLING'),
    creditTeam: await idOf(activityAssignees, 'CREDIT'),
    serviceTeam: await idOf(activityAssignees, 'CUSTOMER_SERVICE'),
    high: await idOf(activityPriorities, 'HIGH'),
    low: await idOf(activityPriorities, 'LOW'),
    complaint: await idOf(activityTypes, 'COMPLAINT'),
    billQuery: await idOf(activityTypes, 'BILL_QUERY'),
    open: await idOf(activityStatuses, 'OPEN'),
  });
  const dora = await addCustomer(t.database, scope, { name: 'Dora Manage', type: 'RESIDENT', accountNumber: 'MAN20001', email: 'dora@example.com' });
  const eric = await addCustomer(t.database, scope, { name: 'Eric Tasker', type: 'RESIDENT', accountNumber: 'MAN20002' });
  const types = await t.database.db.select({ id: activityTypes.id, categoryId: activityTypes.categoryId }).from(activityTypes);
  const categoryOf = Object.fromEntries(types.map((type) => [type.id, type.categoryId]));
  const task = (customer: typeof dora, typeId: number, assigneeId: number, priorityId: number, requiredDate: string) => ({
    ...scope,
    customerId: customer.customerId,
    customerAccountId: customer.accountId,
    classId: 2,
    typeId,
    categoryId: categoryOf[typeId],
    assigneeId,
    priorityId,
    statusId: lookup.open,
    initiator: 'jsmith',
    requiredDate,
  });
  // Ref Nos. no other text of these customers holds (a building code, a customer number made by the fixtures).
  await t.database.db.execute(sql`select setval(pg_get_serial_sequence('activities', 'id'), 7770000)`);
  const rows = await t.database.db
    .insert(activities)
    .values([
      task(dora, lookup.complaint, lookup.billingTeam, lookup.high, '2026-01-10'),
      task(dora, lookup.billQuery, lookup.creditTeam, lookup.low, '2026-01-05'),
      task(eric, lookup.billQuery, lookup.serviceTeam, lookup.low, '2026-01-20'),
      task(eric, lookup.complaint, lookup.creditTeam, lookup.high, '2026-01-15'),
      { ...task(eric, lookup.complaint, lookup.creditTeam, lookup.high, '2026-01-01'), closedAt: '2026-01-02T00:00:00Z' },
      { ...scope, customerId: eric.customerId, classId: 1 },
    ])
    .returning({ id: activities.id });
  ids.dora = [rows[0]!.id, rows[1]!.id];
  ids.eric = [rows[2]!.id, rows[3]!.id];
  ids.closed = rows[4]!.id;
  ids.call = rows[5]!.id;
  await t.database.db.insert(activityNotes).values([
    { ...scope, activityId: ids.dora[0]!, note: 'First note', insertUser: 'jsmith', insertDateTime: '2026-01-01T01:00:00Z' },
    { ...scope, activityId: ids.dora[0]!, note: 'Called back', insertUser: 'admin', insertDateTime: '2026-01-02T01:00:00Z' },
  ]);
});
afterAll(() => t.close());

describe('GET /activities', () => {
  it('lists the open tasks only, soonest due first, with the details panel’s fields', async () => {
    const page = await list();
    expect(page.items.map((a) => a.id)).toEqual([ids.dora[1], ids.dora[0], ids.eric[1], ids.eric[0]]);
    expect(page.totalItems).toBe(4);
    const complaint = page.items[1]!;
    expect(complaint).toMatchObject({
      classId: 2,
      classCode: 'ACTIVITY',
      statusId: lookup.open,
      status: 'Open',
      accountName: 'Dora Manage',
      accountNumber: 'MAN20001',
      emailAddress: 'dora@example.com',
      accountBalance: '0.00',
      typeName: 'Complaint',
      priority: 'High',
      assignee: 'Billing team',
      initiator: 'jsmith',
      requiredDate: '2026-01-10',
      isOverdue: true,
      mostRecentNote: 'Called back',
    });
    expect(complaint.notes.map((n) => n.note)).toEqual(['First note', 'Called back']);
  });

  it('pages on the server and counts every match', async () => {
    const first = await list('?itemsPerPage=3&page=1');
    const second = await list('?itemsPerPage=3&page=2');
    expect(first.items).toHaveLength(3);
    expect(second.items.map((a) => a.id)).toEqual([ids.eric[0]]);
    expect(second.totalItems).toBe(4);
    expect((await list('?itemsPerPage=-1')).items).toHaveLength(4);
  });

  it('sorts by Ref No. and raised date either way', async () => {
    expect((await list('?sortBy=id&sortDescending=true')).items.map((a) => a.id)).toEqual([...ids.eric].reverse().concat([...ids.dora].reverse()));
    expect((await list('?sortBy=activityDate')).items).toHaveLength(4);
  });

  it('filters by assignees, types, priority and category, each a set of ids, all together', async () => {
    expect((await list(`?assigneeIds=${lookup.billingTeam},${lookup.serviceTeam}`)).items.map((a) => a.id)).toEqual([ids.dora[0], ids.eric[0]]);
    expect((await list(`?typeIds=${lookup.complaint}&priorityIds=${lookup.high}`)).items.map((a) => a.id)).toEqual([ids.dora[0], ids.eric[1]]);
    const filtered = await list(`?typeIds=${lookup.complaint}&assigneeIds=${lookup.creditTeam}`);
    expect(filtered.items.map((a) => a.id)).toEqual([ids.eric[1]]);
    expect(filtered.totalItems).toBe(1);
    const [complaint] = (await list()).items.filter((a) => a.typeId === lookup.complaint);
    expect(complaint!.category).toBe('Customer service');
    expect((await list(`?categoryIds=${complaint!.categoryId}`)).items.map((a) => a.id)).toEqual([ids.dora[0], ids.eric[1]]);
  });

  it('searches the customer, the account number, the Ref No. and the lookups’ descriptions', async () => {
    expect((await list('?search=tasker')).items.map((a) => a.id)).toEqual([ids.eric[1], ids.eric[0]]);
    expect((await list('?search=MAN20001')).items.map((a) => a.id)).toEqual([ids.dora[1], ids.dora[0]]);
    expect((await list(`?search=${ids.eric[0]}`)).items.map((a) => a.id)).toEqual([ids.eric[0]]);
    expect((await list('?search=billing%20team')).items.map((a) => a.id)).toEqual([ids.dora[0]]);
    expect((await list('?search=%25')).items).toEqual([]);
    expect((await list('?search=tasker&itemsPerPage=1')).totalItems).toBe(2);
    expect((await list('?search=complaint&itemsPerPage=1')).totalItems).toBe(2);
  });

  it('refuses bad input with a 400 envelope naming the field', async () => {
    for (const [query, field] of [
      ['?assigneeIds=1,abc', 'assigneeIds'],
      ['?itemsPerPage=0', 'itemsPerPage'],
      ['?itemsPerPage=5000', 'itemsPerPage'],
      ['?sortBy=accountName', 'sortBy'],
      ['?page=0', 'page'],
      ['?colour=red', 'colour'],
    ] as const) {
      const res = await call({ method: 'GET', url: `/api/activities${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ isSuccess: boolean; messages: { message: string }[] }>().messages[0]!.message, query).toContain(field);
    }
  });
});

describe('GET /activities/filters', () => {
  it('offers the task categories, types, priorities and assignees', async () => {
    const res = await call({ method: 'GET', url: '/api/activities/filters' });
    expect(res.statusCode).toBe(200);
    const options = res.json<ActivityFilterOptions>();
    expect(options.assignees.map((a) => a.description)).toContain('Billing team');
    expect(options.priorities.map((p) => p.description)).toEqual(['Low', 'Medium', 'High', 'Urgent']);
    expect(options.types.map((p) => p.id)).toContain(lookup.complaint);
    expect(options.types.map((p) => p.description)).not.toContain('Inbound call');
    expect(options.categories.length).toBeGreaterThan(0);
  });
});

describe('GET /activities/export', () => {
  it('streams the matching rows as a workbook, dates as dates', async () => {
    const res = await call({ method: 'GET', url: `/api/activities/export?assigneeIds=${lookup.creditTeam}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe(texts.activities.management);
    expect(sheet.getRow(1).getCell(1).value).toBe(texts.activitiesManagement.columns.id);
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value]).toEqual([ids.dora[1], ids.eric[1]]);
    expect(sheet.getRow(4).getCell(1).value).toBeNull();
    expect(sheet.getRow(2).getCell(10).value).toEqual(new Date(Date.UTC(2026, 0, 5)));
  });

  it('reads every row in batches by keyset, in the sort asked for', async () => {
    const res = await call({ method: 'GET', url: '/api/activities/export?sortBy=id&sortDescending=true' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const column = book.worksheets[0]!.getColumn(1).values.slice(2);
    expect(column).toEqual([...ids.eric].reverse().concat([...ids.dora].reverse()));
  });

  it('refuses bad input', async () => {
    expect((await call({ method: 'GET', url: '/api/activities/export?typeIds=x' })).statusCode).toBe(400);
  });
});

describe('POST /activities/close and /activities/delete-multiple', () => {
  it('refuses an empty list, a bad id and another company’s activity, writing nothing', async () => {
    for (const payload of [[], ['1'], [0], { ids: [1] }]) {
      const res = await call({ method: 'POST', url: '/api/activities/close', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const { username } = await createTenant(t.database, 'ACTMANCO');
    const other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
    const res = await other({ method: 'POST', url: '/api/activities/close', payload: [ids.dora[0]] });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ messages: { message: string }[] }>().messages[0]!.message).toBe(texts.activitiesManagement.activitiesGone);
    expect((await other({ method: 'POST', url: '/api/activities/delete-multiple', payload: [ids.dora[0]] })).statusCode).toBe(404);
    expect((await other({ method: 'GET', url: '/api/activities' })).json<ActivityPage>().items).toEqual([]);
    expect((await call({ method: 'POST', url: '/api/activities/close', payload: [ids.dora[0], 999_999] })).statusCode).toBe(404);
    expect((await list()).totalItems).toBe(4);
  });

  it('refuses a ReadOnly user both changes, and lets them read and export', async () => {
    const username = await createUser(t.database, scope.companyId, 'actman-readonly', 'ReadOnly');
    const readOnly = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
    expect((await readOnly({ method: 'POST', url: '/api/activities/close', payload: [ids.dora[0]] })).statusCode).toBe(403);
    expect((await readOnly({ method: 'POST', url: '/api/activities/delete-multiple', payload: [ids.dora[0]] })).statusCode).toBe(403);
    expect((await readOnly({ method: 'GET', url: '/api/activities' })).statusCode).toBe(200);
    expect((await readOnly({ method: 'GET', url: '/api/activities/filters' })).statusCode).toBe(200);
    expect((await readOnly({ method: 'GET', url: '/api/activities/export' })).statusCode).toBe(200);
    expect((await list()).totalItems).toBe(4);
  });

  it('closes the selected activities for every role that may change data: status CLOSED, out of the list and its kept total, audited', async () => {
    const closedStatus = await idOf(activityStatuses, 'CLOSED');
    const total = async () => (await list('?itemsPerPage=1')).totalItems;
    expect(await total()).toBe(4);
    for (const [roles, id] of [
      ['', ids.eric[0]!],
      ['DEVELOPER', ids.eric[1]!],
    ] as const) {
      const username = await createUser(t.database, scope.companyId, `actman-${roles || 'staff'}`.toLowerCase(), roles);
      const caller = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
      const res = await caller({ method: 'POST', url: '/api/activities/close', payload: [id, ids.closed] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ count: 1 });
      const [row] = await t.database.db.select().from(activities).where(eq(activities.id, id));
      expect(row!.statusId).toBe(closedStatus);
      expect(row!.closedAt).not.toBeNull();
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.event, 'activity.close'), eq(auditLog.entityId, String(id))));
      expect(entries).toHaveLength(1);
      expect(entries[0]!.username).toBe(username);
    }
    expect((await list()).items.map((a) => a.id)).toEqual([ids.dora[1], ids.dora[0]]);
    expect(await total()).toBe(2);
  });

  it('deletes the selected activities with their notes (ADMIN), audited', async () => {
    const res = await call({ method: 'POST', url: '/api/activities/delete-multiple', payload: ids.dora });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
    expect(await t.database.db.select().from(activities).where(inArray(activities.id, ids.dora))).toEqual([]);
    expect(await t.database.db.select().from(activityNotes).where(inArray(activityNotes.activityId, ids.dora))).toEqual([]);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.event, 'activity.delete'));
    expect(entries.map((e) => e.entityId).sort()).toEqual(ids.dora.map(String).sort());
    expect((await list()).totalItems).toBe(0);
  });
});
