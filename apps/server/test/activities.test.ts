import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_CLASS_ID, texts, usersEndpoints, type Activity, type ActivityLookups } from '@wattle/contract';
import { activityAssignees, activityTypes, users } from '../src/db/schema/index';
import { upgradeStoredDefinitions } from '../src/seed/upgrade';
import { auditEvents } from './auth-fixtures';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createTenant, createUser, FIXTURE_PASSWORD } from './search-fixtures';
import { addCustomerFixture, adminScope, type CustomerFixture } from './sections-fixtures';

/** Issue 16 part 1: the activities API of spec 2 §7 (lookups, one activity, delete, add or save) and a customer's activities. */

type Caller = ReturnType<typeof as>;
let t: TestApp;
let admin: Caller;
let readOnly: Caller;
let other: Caller;
let customer: CustomerFixture;
let second: CustomerFixture;
let lookups: ActivityLookups;

const t16 = texts.activities;
const byCode = <T extends { code: string }>(items: T[], code: string) => items.find((i) => i.code === code)!;

beforeAll(async () => {
  t = await createTestApp();
  const scope = await adminScope(t.database);
  admin = as(t.app, await login(t.app));
  await createUser(t.database, scope.companyId, 'act-reader', 'ReadOnly');
  readOnly = as(t.app, await login(t.app, 'act-reader', FIXTURE_PASSWORD));
  const tenant = await createTenant(t.database, 'ACTOTHER');
  other = as(t.app, await login(t.app, tenant.username, FIXTURE_PASSWORD));
  customer = await addCustomerFixture(t.database, scope, 'RESIDENT');
  second = await addCustomerFixture(t.database, scope, 'RESIDENT');
  lookups = (await admin({ method: 'GET', url: '/api/activities/lookups' })).json<ActivityLookups>();
}, 120_000);
afterAll(() => t.close());

/** A class ACTIVITY task of the BILLING category for `customer`, due on `requiredDate`. */
function task(overrides: Record<string, unknown> = {}) {
  const billing = byCode(lookups.category, 'BILLING');
  return {
    customerId: customer.customerId,
    accountId: customer.accountId,
    classId: ACTIVITY_CLASS_ID,
    categoryId: billing.id,
    typeId: byCode(lookups.activityType, 'BILL_QUERY').id,
    priorityId: byCode(lookups.priority, 'HIGH').id,
    statusId: byCode(lookups.status, 'OPEN').id,
    requiredDate: '2001-02-03',
    notes: [{ note: 'Customer rang about the March bill' }],
    ...overrides,
  };
}

async function add(caller: Caller, payload: unknown) {
  const res = await caller({ method: 'POST', url: '/api/activities', payload });
  return { status: res.statusCode, body: res.json<Activity[] & { messages?: { message: string }[] }>() };
}

describe('GET /activities/lookups', () => {
  it('answers every list with its own fields; assignees are the team queues and the active users of the company', async () => {
    expect(byCode(lookups.activityClass, 'ACTIVITY')).toMatchObject({ id: ACTIVITY_CLASS_ID, iconName: expect.any(String) as string });
    expect(byCode(lookups.activityType, 'BILL_QUERY')).toMatchObject({ defaultDurationRequired: 3, defaultNote: 'Customer queried their bill: ' });
    expect(byCode(lookups.reason, 'RESOLVED').statusId).toBe(byCode(lookups.status, 'CLOSED').id);
    expect(byCode(lookups.priority, 'MEDIUM')).toMatchObject({ defaultOption: true, color: '#ff9800' });
    const assignees = lookups.assignee.map((a) => a.code);
    expect(assignees).toEqual(expect.arrayContaining(['BILLING', 'USER_ADMIN', 'USER_ACT-READER']));
    expect(assignees).not.toContain('USER_ACTOTHER-USER');
  });

  it('serves ReadOnly users too', async () => {
    expect((await readOnly({ method: 'GET', url: '/api/activities/lookups' })).statusCode).toBe(200);
  });

  it('writes nothing: a user stored without assignee rows gets them from the start-up upgrade, not from a read', async () => {
    const scope = await adminScope(t.database);
    await t.database.db.insert(users).values([
      { companyId: scope.companyId, username: 'act-legacy', userRoles: 'ADMIN', passwordHash: 'x' },
      { companyId: scope.companyId, username: 'act-manager', userRoles: 'ReadOnly', passwordHash: 'x', isPropertyManager: true },
    ]);
    const before = await t.database.db.$count(activityAssignees);
    const read = (await admin({ method: 'GET', url: '/api/activities/lookups' })).json<ActivityLookups>();
    expect(await t.database.db.$count(activityAssignees)).toBe(before);
    expect(read.assignee.map((a) => a.code)).not.toContain('USER_ACT-LEGACY');

    await upgradeStoredDefinitions(t.database.db);
    const backfilled = await t.database.db
      .select({ dataset: activityAssignees.dataset })
      .from(activityAssignees)
      .where(eq(activityAssignees.code, 'USER_ACT-LEGACY'));
    expect(backfilled.map((r) => r.dataset).sort()).toEqual(['demo', 'live']);
    // A property manager is a user who looks at their buildings, not staff to hand work to.
    expect(await t.database.db.$count(activityAssignees, eq(activityAssignees.code, 'USER_ACT-MANAGER'))).toBe(0);
  });

  it('offers a user the administrator adds at once, in the live and the demo dataset', async () => {
    const invited = await admin({
      method: 'POST',
      url: `/api${usersEndpoints.inviteStaff.path}`,
      payload: { firstName: 'Nadia', lastName: 'Okafor', emailAddress: 'act-newcomer@example.test', username: 'act-newcomer', roles: ['ReadOnly'] },
    });
    expect(invited.statusCode).toBe(200);
    const demo = as(t.app, await login(t.app, 'admin', 'Admin123!', true));
    for (const caller of [admin, demo]) {
      const offered = (await caller({ method: 'GET', url: '/api/activities/lookups' })).json<ActivityLookups>();
      expect(byCode(offered.assignee, 'USER_ACT-NEWCOMER')).toMatchObject({ description: 'Nadia Okafor' });
    }
  });
});

describe('POST /activities, GET /activities/{id}', () => {
  it('adds an activity with its first note, tied to the customer, overdue by the company date, and audits it', async () => {
    const { status, body } = await add(admin, [task({ assigneeId: byCode(lookups.assignee, 'USER_ADMIN').id })]);
    expect(status).toBe(200);
    const [saved] = body;
    expect(saved).toMatchObject({
      customerId: customer.customerId,
      accountNumber: customer.accountNumber,
      classCode: 'ACTIVITY',
      typeName: 'Billing query',
      priority: 'High',
      status: 'Open',
      isOverdue: true,
      isClosed: 'false',
      insertUser: 'admin',
      initiator: 'admin',
      mostRecentNote: 'Customer rang about the March bill',
    });
    expect(saved!.notes).toHaveLength(1);
    const read = await admin({ method: 'GET', url: `/api/activities/${saved!.id}` });
    expect(read.json<Activity>()).toEqual(saved);
    expect(await auditEvents(t, 'admin')).toContain('activity.create');
  });

  it('a far due date is not overdue; a closed status closes it and it is never overdue', async () => {
    const [future] = (await add(admin, [task({ requiredDate: '2999-01-01' })])).body;
    expect(future!.isOverdue).toBe(false);
    const closed = byCode(lookups.status, 'CLOSED');
    const [done] = (await add(admin, [task({ statusId: closed.id, statusReasonId: byCode(lookups.reason, 'RESOLVED').id })])).body;
    expect(done).toMatchObject({ isClosed: 'true', isOverdue: false, status: 'Closed', statusReason: 'Resolved' });
  });

  it('a CALL is a plain note: the fields of class ACTIVITY are not kept', async () => {
    const call = byCode(lookups.activityClass, 'CALL');
    const [saved] = (
      await add(admin, [
        task({ classId: call.id, categoryId: null, typeId: byCode(lookups.activityType, 'INBOUND_CALL').id, assigneeId: lookups.assignee[0]!.id }),
      ])
    ).body;
    expect(saved).toMatchObject({ classCode: 'CALL', priorityId: null, statusId: null, assigneeId: null, requiredDate: null, isOverdue: false });
  });

  it('saves an edit: a new note is added, a note left out is deleted, both audited', async () => {
    const [saved] = (await add(admin, [task({ notes: [{ note: 'first' }, { note: 'second' }] })])).body;
    const [first] = saved!.notes;
    const res = await add(admin, [
      { ...task(), id: saved!.id, priorityId: byCode(lookups.priority, 'LOW').id, notes: [{ id: first!.id, note: first!.note }, { note: 'third' }] },
    ]);
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ priority: 'Low', mostRecentNote: 'third' });
    expect(res.body[0]!.notes.map((n) => n.note)).toEqual(['first', 'third']);
    expect(await auditEvents(t, 'admin')).toEqual(expect.arrayContaining(['activity.update', 'activity.note-add', 'activity.note-delete']));
  });

  it('ReadOnly users add activities and notes but may not delete a note', async () => {
    const { status, body } = await add(readOnly, [task()]);
    expect(status).toBe(200);
    const saved = body[0]!;
    const refused = await add(readOnly, [{ ...task(), id: saved.id, notes: [] }]);
    expect(refused.status).toBe(403);
    expect(refused.body.messages?.[0]?.message).toBe(t16.readOnlyNoteDelete);
    const read = await admin({ method: 'GET', url: `/api/activities/${saved.id}` });
    expect(read.json<Activity>().notes).toHaveLength(1);
  });

  it.each([
    ['no type', { typeId: undefined }, 400],
    ['an unknown class', { classId: 99999 }, 400],
    ['a type of another class', { typeId: undefined, classId: 1, categoryId: null }, 400],
    ['a category of another class', { categoryId: -1 }, 400],
    ['a reason of another status', { statusReasonId: 'RESOLVED' }, 400],
    ['an empty note', { notes: [{ note: '   ' }] }, 400],
    ['an account of another customer', { accountId: 'second' }, 400],
    ['a bad date', { requiredDate: '2024-02-30' }, 400],
    ['an unknown customer', { customerId: 2_000_000_000 }, 404],
  ])('refuses %s with a message and writes nothing', async (_label, change, status) => {
    const changes = { ...change } as Record<string, unknown>;
    if (changes.statusReasonId === 'RESOLVED') changes.statusReasonId = byCode(lookups.reason, 'RESOLVED').id;
    if (changes.accountId === 'second') changes.accountId = second.accountId;
    if (changes.typeId === undefined && 'classId' in changes) changes.typeId = byCode(lookups.activityType, 'BILL_QUERY').id;
    const before = (await admin({ method: 'GET', url: `/api/customers/${customer.customerId}/activities?pageSize=-1` })).json<{ totalItems: number }>();
    const res = await add(admin, [{ ...task(), ...changes }]);
    expect(res.status).toBe(status);
    expect(res.body.messages?.length).toBeGreaterThan(0);
    const after = (await admin({ method: 'GET', url: `/api/customers/${customer.customerId}/activities?pageSize=-1` })).json<{ totalItems: number }>();
    expect(after.totalItems).toBe(before.totalItems);
  });

  it('adding offers only userSelect items; saving an existing activity keeps one', async () => {
    const type = byCode(lookups.activityType, 'REBILL');
    const [saved] = (await add(admin, [task({ typeId: type.id })])).body;
    await t.database.db.update(activityTypes).set({ userSelect: false }).where(eq(activityTypes.id, type.id));
    try {
      const refused = await add(admin, [task({ typeId: type.id })]);
      expect(refused.status).toBe(400);
      expect(refused.body.messages?.[0]?.message).toBe(t16.notOffered(t16.type));
      const kept = await add(admin, [{ ...task({ typeId: type.id }), id: saved!.id, notes: saved!.notes.map(({ id, note }) => ({ id, note })) }]);
      expect(kept.status).toBe(200);
    } finally {
      await t.database.db.update(activityTypes).set({ userSelect: true }).where(eq(activityTypes.id, type.id));
    }
  });

  it('a batch with one bad activity writes none of them', async () => {
    const before = (await admin({ method: 'GET', url: `/api/customers/${second.customerId}/activities?pageSize=-1` })).json<{ totalItems: number }>();
    const res = await add(admin, [task({ customerId: second.customerId, accountId: second.accountId }), task({ typeId: 99999 })]);
    expect(res.status).toBe(400);
    const after = (await admin({ method: 'GET', url: `/api/customers/${second.customerId}/activities?pageSize=-1` })).json<{ totalItems: number }>();
    expect(after.totalItems).toBe(before.totalItems);
  });

  it('GET /activities/{id}: a bad id is a 400, an unknown one a 404', async () => {
    expect((await admin({ method: 'GET', url: '/api/activities/abc' })).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: '/api/activities/2000000000' })).statusCode).toBe(404);
  });
});

describe('DELETE /activities/{id}', () => {
  it('deletes the activity with its notes and audits it; ReadOnly users may not', async () => {
    const [saved] = (await add(admin, [task()])).body;
    expect((await readOnly({ method: 'DELETE', url: `/api/activities/${saved!.id}` })).statusCode).toBe(403);
    const res = await admin({ method: 'DELETE', url: `/api/activities/${saved!.id}` });
    expect(res.json()).toEqual({ id: saved!.id });
    expect((await admin({ method: 'GET', url: `/api/activities/${saved!.id}` })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `/api/activities/${saved!.id}` })).statusCode).toBe(404);
    expect(await auditEvents(t, 'admin')).toContain('activity.delete');
  });
});

describe('GET /customers/{id}/activities', () => {
  let ids: number[];
  beforeAll(async () => {
    const fresh = await addCustomerFixture(t.database, await adminScope(t.database), 'RESIDENT');
    customer = fresh;
    const closed = byCode(lookups.status, 'CLOSED').id;
    const call = byCode(lookups.activityClass, 'CALL').id;
    const list = Array.from({ length: 30 }, (_, i) =>
      i % 10 === 0
        ? task({ classId: call, categoryId: null, typeId: byCode(lookups.activityType, 'OUTBOUND_CALL').id, notes: [{ note: `call ${i}` }] })
        : task({ statusId: i % 3 === 0 ? closed : byCode(lookups.status, 'OPEN').id, notes: [{ note: `task ${i}` }] }),
    );
    ids = (await add(admin, list)).body.map((a) => a.id);
  });

  const page = async (query: string) => {
    const res = await admin({ method: 'GET', url: `/api/customers/${customer.customerId}/activities?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: Activity[]; totalItems: number }>();
  };

  it('pages newest first: 25 by default, offSet moves on, -1 answers all', async () => {
    const first = await page('');
    expect(first.items).toHaveLength(25);
    expect(first.totalItems).toBe(30);
    expect(first.items[0]!.id).toBe(Math.max(...ids));
    expect((await page('pageSize=25&offSet=25')).items).toHaveLength(5);
    expect((await page('pageSize=-1')).items).toHaveLength(30);
    expect(await page('pageSize=5&offSet=100')).toEqual({ items: [], totalItems: 30 });
  });

  it('excludeClosed, classIds and search narrow it', async () => {
    const closedCount = [...Array(30).keys()].filter((i) => i % 10 !== 0 && i % 3 === 0).length;
    expect((await page('excludeClosed=true&pageSize=-1')).totalItems).toBe(30 - closedCount);
    expect((await page(`classIds=${byCode(lookups.activityClass, 'CALL').id}`)).totalItems).toBe(3);
    expect((await page('search=call 2')).items.map((a) => a.mostRecentNote)).toEqual(['call 20']);
  });

  it.each(['pageSize=0', 'pageSize=abc', 'offSet=-1', 'excludeClosed=maybe', 'classIds=1,x'])('refuses %s with a 400', async (query) => {
    const res = await admin({ method: 'GET', url: `/api/customers/${customer.customerId}/activities?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ isSuccess: boolean }>().isSuccess).toBe(false);
  });

  it('another company sees neither the customer nor its activities', async () => {
    expect((await other({ method: 'GET', url: `/api/customers/${customer.customerId}/activities` })).statusCode).toBe(404);
    expect((await other({ method: 'GET', url: `/api/activities/${ids[0]!}` })).statusCode).toBe(404);
    expect((await other({ method: 'DELETE', url: `/api/activities/${ids[0]!}` })).statusCode).toBe(404);
    const res = await add(other, [task()]);
    expect(res.status).toBe(404);
    expect((await page('pageSize=-1')).totalItems).toBe(30);
  });

  it('ReadOnly users read them', async () => {
    const res = await readOnly({ method: 'GET', url: `/api/customers/${customer.customerId}/activities?pageSize=1` });
    expect(res.json<{ totalItems: number }>().totalItems).toBe(30);
  });
});
