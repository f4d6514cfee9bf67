import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECIAL_ACTION_CODES, texts, type SectionConfig } from '@wattle/contract';
import { sectionDefinitions, sectionItems } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { documentedOperations, openApiDocument } from './openapi-fixtures';
import { createTenant, createUser, FIXTURE_PASSWORD } from './search-fixtures';
import { adminScope, addCustomerFixture, type CustomerFixture } from './sections-fixtures';

/**
 * The role walk (issue 12 part 3): every route of the OpenAPI document and every section and section
 * action, called as each role and as a user of another company. The expectations are written out
 * here, apart from the policy module, so that a change to the policy has to change this table too.
 */

type Caller = ReturnType<typeof as>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
const ROLE_CASES = { ADMIN: 'ADMIN', DEVELOPER: 'DEVELOPER', ReadOnly: 'ReadOnly', 'no role': '' } as const;
type RoleCase = keyof typeof ROLE_CASES;

/** Writes a ReadOnly user may still make: their own session, second step, recent searches and ribbons; activities and notes. */
const READ_ONLY_MAY_CALL = [
  'POST /api/users/mfa/totp/set-up',
  'POST /api/users/mfa/totp/set-up/confirm',
  'POST /api/users/mfa/email/set-up/send-code',
  'POST /api/users/mfa/email/set-up/confirm',
  'POST /api/users/mfa/email/confirm-code',
  'DELETE /api/users/mfa/totp',
  'DELETE /api/users/mfa/email',
  'POST /api/search/update-recent',
  'POST /api/users/system-ribbons/{id}/dismiss',
  'PUT /api/reports/{reportId}/user-report-settings',
  // Spec 2 §6: ReadOnly users add activities and notes; they may not delete them (docs/activities.md).
  'POST /api/activities',
  // Previews of a letter or email write nothing.
  'POST /api/correspondence/adhoc-email/preview',
  'POST /api/correspondence/mail-merge-schedule/{id}/preview',
  'POST /api/correspondence/mail-merge-template/{id}/preview-pdf',
  'POST /api/correspondence/adhoc-email/bulk/preview',
  'POST /api/correspondence/bulk/audience',
  'POST /api/correspondence/mail-merge-template/{id}/bulk/preview-pdf',
  // Access URLs read what the caller may already read (docs/documents.md).
  'POST /api/documents/get-document-access-urls',
];
/** Routes for the administrator alone. */
const ADMIN_ONLY_ROUTES = [
  'POST /api/users/staff',
  // Billing decisions (docs/security.md): start, issue (and its preview) and cancel a bill run, credit notes, rebills, instant invoices.
  'POST /api/billing/bill-runs',
  'POST /api/billing/bill-runs/preview',
  'POST /api/billing/bill-runs/{id}/issue',
  'GET /api/billing/bill-runs/{id}/issue-preview',
  'POST /api/billing/bill-runs/{id}/cancel',
  'POST /api/billing/invoices/{id}/credit-note',
  'POST /api/billing/invoices/{id}/rebill',
  'POST /api/customers/{customerId}/invoice',
  'GET /api/property-manager/users',
  'POST /api/property-manager/users',
  'GET /api/property-manager/users/{id}/buildings',
  'POST /api/property-manager/users/{id}/buildings',
  'DELETE /api/property-manager/users/{id}',
  // Integrations hand the company's data to outside providers (docs/integrations.md).
  'POST /api/integrations/{provider}/connect',
  'POST /api/integrations/{provider}/disconnect',
  'GET /api/redirect-to-xero-integration',
  'GET /api/integrations/accounting/callback',
  'GET /api/redirect-to-zendesk-integration',
  'GET /api/integrations/helpdesk/callback',
  'POST /api/integrations/{provider}/remove-tenant/{id}',
  'POST /api/integrations/{provider}/update-buildings-tenant',
  'POST /api/integrations/{provider}/journal-account-mappings',
  'POST /api/integrations/{provider}/receipt-account-mappings',
  'POST /api/integrations/{provider}/postings',
  // The HTML template editor: the text of every letter and email (docs/templates.md).
  'GET /api/correspondence/html-template/{id}/brand/{brandId}',
  'POST /api/correspondence/html-template/{id}/brand/{brandId}',
  'GET /api/document-template/{id}/brand/{brandId}',
  'POST /api/correspondence/html-template/convert-to-pdf',
];
/** Routes for administrators and developers (reference data such as buildings, system settings, system jobs). */
const ADMINISTRATION_ROUTES = [
  'PUT /api/buildings/{id}',
  'PUT /api/system-settings/{id}',
  'POST /api/system-jobs',
  'PUT /api/system-jobs/{id}',
  'POST /api/system-jobs/job-tasks',
  'PUT /api/system-jobs/job-tasks/{id}',
  'DELETE /api/system-jobs/job-tasks/{id}',
];
/** Routes for developers alone (spec 2 §6: 'Run Job'). */
const DEVELOPER_ONLY_ROUTES = ['POST /api/system-jobs/{id}/run'];

/** Administration sections: read by ADMIN and DEVELOPER only. */
const ADMINISTRATION_SECTIONS = ['USERS', 'SYSPARAMS', 'SECTIONFIELDS', 'CUSTSTATUSTYPES', 'CONCESSIONS', 'BRANDS', 'DOCCATEGORY', 'HELPTOPICS'];
/** Who writes a section, when not every role but ReadOnly. */
const SECTION_WRITERS: Record<string, RoleCase[]> = {
  USERS: ['ADMIN'],
  SYSPARAMS: ['DEVELOPER'],
  ...Object.fromEntries(
    ['SECTIONFIELDS', 'CUSTSTATUSTYPES', 'CONCESSIONS', 'BRANDS', 'DOCCATEGORY', 'BUILDINGS', 'BILLINGCYCLES', 'TEMPLATES'].map((c) => [
      c,
      ['ADMIN', 'DEVELOPER'],
    ]),
  ),
};

const mayRoute = (role: RoleCase, route: string) => {
  if (ADMIN_ONLY_ROUTES.includes(route)) return role === 'ADMIN';
  if (DEVELOPER_ONLY_ROUTES.includes(route)) return role === 'DEVELOPER';
  if (ADMINISTRATION_ROUTES.includes(route)) return role === 'ADMIN' || role === 'DEVELOPER';
  return route.startsWith('GET ') || role !== 'ReadOnly' || READ_ONLY_MAY_CALL.includes(route);
};
const mayReadSection = (role: RoleCase, code: string) => !ADMINISTRATION_SECTIONS.includes(code) || role === 'ADMIN' || role === 'DEVELOPER';
const mayWriteSection = (role: RoleCase, code: string) =>
  mayReadSection(role, code) && (SECTION_WRITERS[code] ?? ['ADMIN', 'DEVELOPER', 'no role']).includes(role);

const FORBIDDEN = { isSuccess: false, messages: [{ message: texts.server.forbidden, messageType: 'Error' }] };

let t: TestApp;
const callers = {} as Record<RoleCase, Caller>;
let otherCompany: Caller;
let customer: CustomerFixture;

beforeAll(async () => {
  t = await createTestApp();
  const { companyId } = await adminScope(t.database);
  for (const [name, roles] of Object.entries(ROLE_CASES) as [RoleCase, string][]) {
    const username = await createUser(t.database, companyId, `walk-${name.replace(' ', '-').toLowerCase()}`, roles);
    callers[name] = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
  }
  const { username } = await createTenant(t.database, 'WALKOTHER');
  otherCompany = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
  customer = await addCustomerFixture(t.database, { companyId, dataset: 'live' }, 'RESIDENT');
}, 120_000);
afterAll(() => t.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Rows in every table but the sessions (signing in adds those) and the audit count: a refused call changes neither. */
async function snapshot(): Promise<Record<string, number>> {
  const tables = rowsOf<{ tablename: string }>(
    await t.database.db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'sessions' order by 1`),
  );
  const union = tables.map((r) => `select '${r.tablename}' as name, count(*)::int as rows from "${r.tablename}"`).join(' union all ');
  const counts = rowsOf<{ name: string; rows: number }>(await t.database.db.execute(sql.raw(union)));
  return Object.fromEntries(counts.map((r) => [r.name, Number(r.rows)]));
}

interface Call {
  label: string;
  method: Method;
  url: string;
  payload?: unknown;
  allowed: boolean;
}

/**
 * Makes every refused call first and checks nothing changed, then the allowed ones, which must pass
 * the policy (any answer but the policy's 403: a 400 for the made-up input is fine).
 */
async function walk(caller: Caller, calls: Call[]) {
  const before = await snapshot();
  for (const c of calls.filter((x) => !x.allowed)) {
    const res = await caller({ method: c.method, url: c.url, payload: c.payload });
    expect({ call: c.label, status: res.statusCode, body: res.json<unknown>() }).toEqual({ call: c.label, status: 403, body: FORBIDDEN });
  }
  expect(await snapshot()).toEqual(before);
  for (const c of calls.filter((x) => x.allowed)) {
    const res = await caller({ method: c.method, url: c.url, payload: c.payload });
    expect({ call: c.label, refused: res.statusCode === 403 && res.body === JSON.stringify(FORBIDDEN) }, res.body).toEqual({ call: c.label, refused: false });
    expect(res.statusCode, `${c.label}: ${res.body}`).toBeLessThan(500);
  }
}

/** Every protected operation of the OpenAPI document, so that a route added later is walked too. */
async function routeCalls(role: RoleCase): Promise<Call[]> {
  const operations = documentedOperations(await openApiDocument(t.app)).filter(
    (o) => !(Array.isArray(o.operation.security) && o.operation.security.length === 0),
  );
  return operations.map((o) => ({
    label: `${role}: ${o.name}`,
    method: o.method as Method,
    url: o.path.replace(/\{[^}]+\}/g, '999999'),
    payload: o.method === 'GET' || o.method === 'DELETE' ? undefined : {},
    allowed: mayRoute(role, o.name),
  }));
}

/** Every section of the catalogue: its configuration, headers, data, a save, a delete and each of its actions. */
async function sectionCalls(role: RoleCase): Promise<Call[]> {
  const sections = await t.database.db.select({ id: sectionDefinitions.id, code: sectionDefinitions.code }).from(sectionDefinitions);
  const actions = await t.database.db
    .select({ id: sectionItems.id, sectionId: sectionItems.sectionId, name: sectionItems.name })
    .from(sectionItems)
    .where(eq(sectionItems.kind, 'action'));
  expect(sections.length).toBeGreaterThan(30);
  const parameters = encodeURIComponent(JSON.stringify({ customerId: customer.customerId }));
  return sections.flatMap(({ id, code }) => {
    const read = mayReadSection(role, code);
    const write = mayWriteSection(role, code);
    const base = `/api/display/sections/${id}`;
    const item = { sectionControlType: 'Form', items: [{ fields: [] }] };
    return [
      { label: `${role}: ${code} configuration`, method: 'GET' as const, url: `/api/display/sections?codes=${code}`, allowed: read },
      { label: `${role}: ${code} headers`, method: 'GET' as const, url: `${base}/table-headers`, allowed: read },
      { label: `${role}: ${code} data`, method: 'GET' as const, url: `${base}/data?parameters=${parameters}`, allowed: read },
      { label: `${role}: ${code} export`, method: 'GET' as const, url: `${base}/export?parameters=${parameters}`, allowed: read },
      { label: `${role}: ${code} save`, method: 'POST' as const, url: `${base}/data?parameters=${parameters}`, payload: item, allowed: write },
      {
        label: `${role}: ${code} delete`,
        method: 'DELETE' as const,
        url: `${base}/data?parameters=${parameters}`,
        payload: { sectionControlType: 'Form', items: [{ fields: [{ name: 'id', value: '999999' }] }] },
        allowed: write,
      },
      ...actions
        .filter((a) => a.sectionId === id)
        .map((a) => ({
          label: `${role}: ${code} action ${a.name}`,
          method: 'POST' as const,
          url: `${base}/actions/${a.id}/perform-action?paramsXml=`,
          payload: { keys: ['999999'] },
          allowed: write,
        })),
    ];
  });
}

describe('the role walk', () => {
  for (const role of Object.keys(ROLE_CASES) as RoleCase[]) {
    it(`every route as ${role}`, async () => {
      await walk(callers[role], await routeCalls(role));
    }, 120_000);

    it(`every section and section action as ${role}`, async () => {
      await walk(callers[role], await sectionCalls(role));
    }, 120_000);
  }

  it('a ReadOnly user is served no action that writes, and the administrator is', async () => {
    const config = async (caller: Caller) =>
      (await caller({ method: 'GET', url: '/api/display/sections?codes=CUSTCHRGONE' })).json<{ sections: SectionConfig[] }>().sections[0]!;
    expect((await config(callers.ReadOnly)).actions.map((a) => a.actionType)).not.toEqual(expect.arrayContaining(['Add']));
    expect(
      (await config(callers.ReadOnly)).actions.filter((a) =>
        ['Add', 'Edit', 'Delete', 'Save', 'Operation', 'Custom', 'CustomEdit', 'Wizard'].includes(a.actionType),
      ),
    ).toEqual([]);
    expect((await config(callers.ADMIN)).actions.map((a) => a.actionType)).toEqual(expect.arrayContaining(['Add']));
  });

  it('serves View Invoice, which only shows an invoice, to a ReadOnly user on the transaction list and the invoicing page', async () => {
    const sections = (await callers.ReadOnly({ method: 'GET', url: '/api/display/sections?codes=ARTRANS,INVOICING' })).json<{ sections: SectionConfig[] }>()
      .sections;
    const transactions = sections.find((s) => s.code === 'ARTRANS')!;
    const invoices = sections.find((s) => s.code === 'INVOICING')!.childSections.find((s) => s.code === 'INVOICES')!;
    expect(transactions.actions.map((a) => a.code)).toContain(SPECIAL_ACTION_CODES.viewInvoice);
    expect(transactions.actions.map((a) => a.actionType)).not.toContain('Add');
    expect(invoices.actions.map((a) => a.code)).toEqual([SPECIAL_ACTION_CODES.viewInvoice]);
  });
});

describe('a user of another company', () => {
  it('finds none of this company’s rows: reads and writes of them answer 404 and change nothing', async () => {
    const sectionId = async (code: string) =>
      (await t.database.db.select({ id: sectionDefinitions.id }).from(sectionDefinitions).where(eq(sectionDefinitions.code, code)))[0]!.id;
    const parameters = encodeURIComponent(JSON.stringify({ customerId: customer.customerId }));
    const detail = await sectionId('CUSTDETAIL');
    const calls: { method: Method; url: string; payload?: unknown }[] = [
      { method: 'GET', url: `/api/customers/${customer.customerId}/summary` },
      { method: 'GET', url: `/api/customers/${customer.customerId}/account` },
      { method: 'GET', url: `/api/display/sections/${detail}/data?parameters=${parameters}` },
      {
        method: 'POST',
        url: `/api/display/sections/${detail}/data?parameters=${parameters}`,
        payload: { sectionControlType: 'Form', items: [{ fields: [] }] },
      },
    ];
    const before = await snapshot();
    for (const c of calls) {
      const res = await otherCompany(c);
      expect({ call: `${c.method} ${c.url}`, status: res.statusCode }).toEqual({ call: `${c.method} ${c.url}`, status: 404 });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('sees only its own users in USERS', async () => {
    const users = await sectionId('USERS');
    const res = await otherCompany({ method: 'GET', url: `/api/display/sections/${users}/data?parameters=%7B%7D` });
    expect(res.statusCode).toBe(200);
    const names = res.json<{ rows: { values: Record<string, string> }[] }>().rows.map((r) => r.values.username);
    expect(names).toEqual(['walkother-user']);
  });
});

async function sectionId(code: string) {
  return (await t.database.db.select({ id: sectionDefinitions.id }).from(sectionDefinitions).where(eq(sectionDefinitions.code, code)))[0]!.id;
}
