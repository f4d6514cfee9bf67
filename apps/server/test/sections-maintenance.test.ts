import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type SectionConfig, type SectionDataResponse } from '@wattle/contract';
import { meterReadImports, users } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createUser, FIXTURE_PASSWORD } from './search-fixtures';
import { adminScope, addCustomerFixture } from './sections-fixtures';

let t: TestApp;
let call: ReturnType<typeof as>;

/**
 * Menu codes the web app routes to screens of their own (spec 1 §2.5), or renders its own screen for
 * at /maintenance/{code} (apps/web maintenanceScreens.tsx); every other code is a maintenance section.
 */
const ROUTED = ['addons', 'jobs', 'reportschedules', 'paymentimport', 'propertymanager', 'systemconfig', 'BULKMESSAGING', 'HTMLTEMPLATES'];

async function config(code: string, caller = call) {
  const res = await caller({ method: 'GET', url: `/api/display/sections?codes=${code}` });
  expect(res.statusCode, `${code}: ${res.body}`).toBe(200);
  return (res.json().sections as SectionConfig[])[0]!;
}

function save(section: SectionConfig, values: Record<string, string | null>, version?: string | null, parameters = '{}') {
  return call({
    method: 'POST',
    url: `/api/display/sections/${section.id}/data?parameters=${encodeURIComponent(parameters)}`,
    payload: { sectionControlType: section.sectionControlType, items: [{ fields: Object.entries(values).map(([name, value]) => ({ name, value })), version }] },
  });
}

const messages = (body: string) => (JSON.parse(body) as { messages: { message: string }[] }).messages.map((m) => m.message);

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
});
afterAll(() => t.close());

describe('/maintenance/{code}', () => {
  it('has a section with data behind every maintenance menu code that is not a screen of its own', async () => {
    const menu = (await call({ method: 'GET', url: '/api/navigation/maintenance-menu' })).json<{ code: string }[]>();
    const codes = menu.map((m) => m.code).filter((c) => !ROUTED.includes(c));
    expect(codes).toEqual(expect.arrayContaining(['BUILDINGS', 'PRICEPLANS', 'SYSPARAMS', 'CONCESSIONS', 'READS']));
    const meter = (await addCustomerFixture(t.database, await adminScope(t.database), 'RESIDENT')).meterId;
    for (const code of codes) {
      const section = await config(code);
      const res = await call({
        method: 'GET',
        url: `/api/display/sections/${section.id}/data?parameters=${encodeURIComponent(JSON.stringify({ meterId: meter }))}`,
      });
      expect(res.statusCode, `${code}: ${res.body}`).toBe(200);
      if (['SYSPARAMS', 'CONCESSIONS', 'BRANDS', 'READS', 'BILLINGCYCLES', 'USERS', 'HELPTOPICS'].includes(code)) {
        expect(res.json<SectionDataResponse>().rows.length, code).toBeGreaterThan(0);
      }
    }
  });

  it('never serves a file outside the data folder for an image field', async () => {
    const scope = await adminScope(t.database);
    const [row] = await t.database.db
      .insert(meterReadImports)
      .values({
        ...scope,
        meterCode: 'M-TRAVERSE',
        readImportDesc: 'Photo read',
        readDate: '2025-01-01',
        reading: '1.000',
        imagePath: '../../../../etc/passwd.png',
        source: 'PHOTO',
      })
      .returning({ id: meterReadImports.id });
    const section = await config('READIMPORTS');
    const res = await call({ method: 'GET', url: `/api/display/sections/${section.id}/file?key=${row!.id}&field=imagePath` });
    expect(res.statusCode).toBe(404);
    expect(res.json().messages[0].message).toBe(texts.documents.imageNotFound);
  });

  it('lets a company relabel, hide and reorder a section’s fields without a deploy', async () => {
    const fields = await config('SECTIONFIELDS');
    const unknown = await save(fields, { id: '', sectionCode: 'DOCCATEGORY', fieldName: 'nope', prompt: 'X' });
    expect(messages(unknown.body)).toEqual([`Field (empty: the section title): ${texts.fields.invalidValue}`]);
    expect((await save(fields, { id: '', sectionCode: 'DOCCATEGORY', fieldName: 'description', prompt: 'Category Name', sequence: '1' })).statusCode).toBe(200);
    expect((await save(fields, { id: '', sectionCode: 'DOCCATEGORY', fieldName: 'defaultNote', visible: 'N' })).statusCode).toBe(200);
    expect((await save(fields, { id: '', sectionCode: 'DOCCATEGORY', fieldName: '', prompt: 'Filing Categories' })).statusCode).toBe(200);
    const adjusted = await config('DOCCATEGORY');
    expect(adjusted.description).toBe('Filing Categories');
    expect(adjusted.displayFields[0]).toMatchObject({ name: 'description', prompt: 'Category Name' });
    expect(adjusted.displayFields.find((f) => f.name === 'defaultNote')!.visible).toBe(false);
  });

  it('routes price plan changes to the price plan editor’s special codes', async () => {
    const section = await config('PRICEPLANS');
    expect(section.actions.map((a) => [a.code, a.actionType])).toEqual([
      ['PRICEPLAN_ADD', 'Custom'],
      ['PRICEPLAN_EDIT', 'CustomEdit'],
    ]);
  });

  it('keeps a billing cycle’s billing day within a month', async () => {
    const section = await config('BILLINGCYCLES');
    const res = await save(section, { id: '', code: 'WEEKLYX', description: 'Weekly', periodMonths: '1', billingDay: '32', isDefault: 'N' });
    expect(messages(res.body)).toEqual([`Billing Day: ${texts.building.billingDayRange}`]);
  });

  it('edits users’ roles without touching credentials, and never locks out the editor', async () => {
    const section = await config('USERS');
    expect(section.displayFields.map((f) => f.name)).not.toContain('passwordHash');
    const [admin] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
    await createUser(t.database, admin!.companyId, 'meterclerk', '');
    const rows = (await call({ method: 'GET', url: `/api/display/sections/${section.id}/data?search=meterclerk` })).json<SectionDataResponse>();
    const clerk = rows.rows[0]!;
    const [before] = await t.database.db.select().from(users).where(eq(users.username, 'meterclerk'));
    const names = { firstName: 'Meter', lastName: 'Clerk', emailAddress: 'meter.clerk@example.com' };
    const bad = await save(section, { id: clerk.key, userRoles: 'ADMIN,SUPERUSER', ...names }, clerk.version);
    expect(messages(bad.body)).toEqual([texts.sectionRules.unknownRole('ADMIN, DEVELOPER, ReadOnly')]);
    const ok = await save(section, { id: clerk.key, userRoles: 'ReadOnly', ...names }, clerk.version);
    expect(ok.statusCode, ok.body).toBe(200);
    const [stored] = await t.database.db.select().from(users).where(eq(users.username, 'meterclerk'));
    expect(stored!.userRoles).toBe('ReadOnly');
    expect(stored!.passwordHash).toBe(before!.passwordHash);

    const me = (await call({ method: 'GET', url: `/api/display/sections/${section.id}/data?search=admin` }))
      .json<SectionDataResponse>()
      .rows.find((r) => r.values.username === 'admin')!;
    const self = await save(section, { id: me.key, isActive: 'N' }, me.version);
    expect(messages(self.body)).toEqual([texts.sectionRules.keepYourself]);

    const readOnly = as(t.app, await login(t.app, 'meterclerk', FIXTURE_PASSWORD));
    // Administration sections are not served to a ReadOnly user at all (issue 12: the permission policy).
    expect((await readOnly({ method: 'GET', url: '/api/display/sections?codes=USERS' })).statusCode).toBe(403);
  });
});
