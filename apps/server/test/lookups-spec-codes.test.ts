import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_LOOKUP_CODES, type LookupValue, type MailMergeScheduleOption } from '@wattle/contract';
import { emailRequests, networks } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD, type CreatedCustomer, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

type Call = ReturnType<typeof as>;
let t: TestApp;
let call: Call;
let other: Call;
let scope: Scope;
let customer: CreatedCustomer;

const values = async (caller: Call, code: string, parameters?: object | string) => {
  const text = typeof parameters === 'string' ? parameters : parameters && JSON.stringify(parameters);
  const res = await caller({ method: 'GET', url: `/api/lookups/${code}/values${text === undefined ? '' : `?parameters=${encodeURIComponent(text)}`}` });
  return { status: res.statusCode, body: res.json<LookupValue[]>() };
};

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  customer = await addCustomer(t.database, scope, { name: 'Lou Lookup', type: 'RESIDENT', accountNumber: 'LKP10001' });
  await t.database.db.insert(emailRequests).values([
    {
      ...scope,
      customerId: customer.customerId,
      sendTo: 'lou@example.com',
      emailSubject: 'Your first bill',
      requestStatus: 'SENT' as const,
      createdAt: '2025-03-01T00:00:00Z',
    },
    {
      ...scope,
      customerId: customer.customerId,
      sendTo: 'lou@example.com',
      emailSubject: 'Welcome',
      requestStatus: 'SENT' as const,
      createdAt: '2025-04-01T00:00:00Z',
    },
  ]);
  const tenant = await createTenant(t.database, 'LOOKUPCO');
  other = as(t.app, await login(t.app, tenant.username, FIXTURE_PASSWORD));
});
afterAll(() => t.close());

describe('GET /lookups/PP_NETWORK/values', () => {
  it('answers the active networks by code, narrowed by productTypeId', async () => {
    const active = await t.database.db
      .select({ code: networks.networkCode, productTypeId: networks.productTypeId })
      .from(networks)
      .where(and(eq(networks.companyId, scope.companyId), eq(networks.dataset, 'live'), eq(networks.isActive, true)))
      .orderBy(asc(networks.id));
    expect(active.length).toBeGreaterThan(0);
    const all = await values(call, SPEC_LOOKUP_CODES.priceplanNetwork);
    expect(all.status).toBe(200);
    expect(all.body.map((v) => v.value).sort()).toEqual(active.map((n) => n.code).sort());
    const productTypeId = active[0]!.productTypeId;
    const narrowed = await values(call, SPEC_LOOKUP_CODES.priceplanNetwork, { productTypeId });
    expect(narrowed.body.map((v) => v.value).sort()).toEqual(
      active
        .filter((n) => n.productTypeId === productTypeId)
        .map((n) => n.code)
        .sort(),
    );
    expect((await values(call, SPEC_LOOKUP_CODES.priceplanNetwork, { productTypeId: 'x' })).body).toEqual([]);
  });
});

describe('GET /lookups/MM_SCHEDULE/values', () => {
  it('answers the same active schedules the letter dialog offers, valued by id', async () => {
    const schedules = (await call({ method: 'GET', url: '/api/correspondence/mail-merge-schedules' })).json<MailMergeScheduleOption[]>();
    const res = await values(call, SPEC_LOOKUP_CODES.mailMergeSchedule);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(schedules.map((s) => ({ value: String(s.id), display: s.name })));
  });
});

describe('GET /lookups/CUST_EMAIL/values', () => {
  it("answers the customer's earlier emails, newest first", async () => {
    const res = await values(call, SPEC_LOOKUP_CODES.customerEmail, { customerId: customer.customerId });
    expect(res.status).toBe(200);
    expect(res.body.map((v) => v.display)).toEqual(['Welcome (lou@example.com, 2025-04-01)', 'Your first bill (lou@example.com, 2025-03-01)']);
    expect(res.body.every((v) => /^\d+$/.test(v.value))).toBe(true);
  });

  it('answers nothing without a customer, and 400 for unreadable parameters', async () => {
    expect((await values(call, SPEC_LOOKUP_CODES.customerEmail)).body).toEqual([]);
    expect((await values(call, SPEC_LOOKUP_CODES.customerEmail, { customerId: 'abc' })).body).toEqual([]);
    expect((await values(call, SPEC_LOOKUP_CODES.customerEmail, '{oops')).status).toBe(400);
    expect((await values(call, SPEC_LOOKUP_CODES.customerEmail, '[1]')).status).toBe(400);
  });
});

describe('another company and the roles', () => {
  it("never shows another company's emails, schedules or networks", async () => {
    expect((await values(other, SPEC_LOOKUP_CODES.customerEmail, { customerId: customer.customerId })).body).toEqual([]);
    const ours = (await values(call, SPEC_LOOKUP_CODES.mailMergeSchedule)).body.map((v) => v.value);
    const theirs = (await values(other, SPEC_LOOKUP_CODES.mailMergeSchedule)).body.map((v) => v.value);
    expect(theirs.filter((id) => ours.includes(id))).toEqual([]);
  });

  it('lets every role read them', async () => {
    for (const roles of ['ADMIN', 'DEVELOPER', '', 'ReadOnly']) {
      const username = await createUser(t.database, scope.companyId, `lookups-${roles || 'staff'}`.toLowerCase(), roles);
      const caller = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
      for (const code of Object.values(SPEC_LOOKUP_CODES)) {
        expect((await values(caller, code, { customerId: customer.customerId })).status, `${roles} ${code}`).toBe(200);
      }
      expect((await values(caller, SPEC_LOOKUP_CODES.customerEmail, { customerId: customer.customerId })).body).toHaveLength(2);
    }
  });
});
