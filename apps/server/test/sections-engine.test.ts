import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type SectionConfig, type SectionDataResponse } from '@wattle/contract';
import { auditLog, systemParameters, users } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createTenant, createUser, FIXTURE_PASSWORD } from './search-fixtures';

let t: TestApp;
let call: ReturnType<typeof as>;
let section: SectionConfig;
/** The live dataset's parameter codes as seeded (the reference data may grow). */
let seededCodes: string[];

const enc = encodeURIComponent;
const dataUrl = (query = '') => `/api/display/sections/${section.id}/data${query}`;

async function rows(query = '') {
  const res = await call({ method: 'GET', url: dataUrl(query) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SectionDataResponse>();
}

async function paramRow(code: string) {
  const data = await rows(`?search=${enc(code)}`);
  const row = data.rows.find((r) => r.values.code === code);
  if (!row) throw new Error(`no ${code}`);
  return row;
}

const fieldsOf = (values: Record<string, string | null>) => Object.entries(values).map(([name, value]) => ({ name, value, isDirty: true }));

function save(values: Record<string, string | null>, version?: string | null, caller = call) {
  return caller({
    method: 'POST',
    url: dataUrl(),
    payload: { id: section.id, sectionControlType: 'DataGrid', items: [{ fields: fieldsOf(values), version }] },
  });
}

async function storedParameter(code: string) {
  const [row] = await t.database.db
    .select()
    .from(systemParameters)
    .where(and(eq(systemParameters.code, code), eq(systemParameters.dataset, 'live')));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  const res = await call({ method: 'GET', url: '/api/display/sections?codes=SYSPARAMS' });
  expect(res.statusCode, res.body).toBe(200);
  section = res.json().sections[0];
  const seeded = await t.database.db.select({ code: systemParameters.code }).from(systemParameters).where(eq(systemParameters.dataset, 'live'));
  seededCodes = seeded.map((p) => p.code).sort();
});
afterAll(() => t.close());

describe('section configuration', () => {
  it('serves a section by code with its fields, key column and actions', () => {
    expect(section).toMatchObject({ code: 'SYSPARAMS', sectionControlType: 'DataGrid', keyColumn: 'id', childSections: [] });
    expect(section.actions.map((a) => a.actionType)).toEqual(['Add', 'Edit', 'Delete']);
    expect(section.actions.every((a) => a.id > 0 && a.sectionId === section.id)).toBe(true);
    const code = section.displayFields.find((f) => f.name === 'code');
    expect(code).toMatchObject({ prompt: 'Parameter Code', fieldType: 'Text', editable: true, mandatory: true, maxLength: 40, row: 1, span: 6 });
    expect(section.displayFields.find((f) => f.name === 'id')).toMatchObject({ keyColumn: true, visible: false });
  });

  it('answers table headers in sequence', async () => {
    const res = await call({ method: 'GET', url: `/api/display/sections/${section.id}/table-headers` });
    expect(res.statusCode).toBe(200);
    expect(res.json()[2]).toEqual({ prompt: 'Parameter Code', name: 'code', visible: true, showInTableRowExpansion: false, fieldType: 'Text' });
  });

  it('refuses unknown sections and malformed codes', async () => {
    expect((await call({ method: 'GET', url: '/api/display/sections?codes=NOPE' })).statusCode).toBe(404);
    const bad = await call({ method: 'GET', url: `/api/display/sections?codes=${enc('A;drop')}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().isSuccess).toBe(false);
    for (const url of ['/api/display/sections/999999/data', '/api/display/sections/999999/table-headers']) {
      const res = await call({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().messages[0].messageType).toBe('NotFound');
    }
  });

  it('refuses a malformed table-headers section id with a 4xx envelope, never a 5xx', async () => {
    for (const id of ['abc', '-1', '1.5', '0', '2147483648', '%00', '%E0%A4%A', 'x'.repeat(10_000), '1'.repeat(10_000)]) {
      const res = await call({ method: 'GET', url: `/api/display/sections/${id}/table-headers` });
      const label = id.slice(0, 20);
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
      const body = res.json();
      expect(body.isSuccess, label).toBe(false);
      expect(typeof body.messages[0].message, label).toBe('string');
      // The offending text is never echoed back (a 10 kB id would come back whole).
      expect(res.body.length, label).toBeLessThan(1000);
    }
    expect((await call({ method: 'GET', url: `/api/display/sections/${'x'.repeat(10_000)}/table-headers` })).json().messages[0].message).toBe(
      texts.server.tooLarge,
    );
    expect((await call({ method: 'GET', url: '/api/display/sections/%E0%A4%A/table-headers' })).json().messages[0].message).toBe(texts.server.badUrl);
  });

  it('applies the company’s own labels, visibility and order without a deploy', async () => {
    const caller = as(t.app, await login(t.app));
    const [admin] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
    const { sectionOverrides } = await import('../src/db/schema/index');
    await t.database.db.insert(sectionOverrides).values([
      { companyId: admin!.companyId, sectionCode: 'SYSPARAMS', fieldName: 'description', prompt: 'What it does', sequence: 1 },
      { companyId: admin!.companyId, sectionCode: 'SYSPARAMS', fieldName: 'parameterType', visible: false },
      { companyId: admin!.companyId, sectionCode: 'SYSPARAMS', fieldName: 'code', visible: false },
      { companyId: admin!.companyId, sectionCode: 'SYSPARAMS', prompt: 'Parameters' },
    ]);
    const [adjusted] = (await caller({ method: 'GET', url: '/api/display/sections?codes=SYSPARAMS' })).json().sections as SectionConfig[];
    expect(adjusted!.description).toBe('Parameters');
    expect(adjusted!.displayFields[0]).toMatchObject({ name: 'description', prompt: 'What it does' });
    expect(adjusted!.displayFields.find((f) => f.name === 'parameterType')!.visible).toBe(false);
    // A mandatory field cannot be hidden: saves would otherwise lose it.
    expect(adjusted!.displayFields.find((f) => f.name === 'code')!.visible).toBe(true);
    await t.database.db.delete(sectionOverrides);
  });
});

describe('section data', () => {
  it('pages, searches (trimmed, accent- and case-blind) and sorts', async () => {
    const all = await rows();
    expect(all.totalItems).toBe(seededCodes.length);
    expect(all.rows[0]!.key).toMatch(/^\d+$/);
    expect(all.rows[0]!.version).toBeTruthy();
    const page = await rows('?itemsPerPage=2&page=2');
    expect(page.rows).toHaveLength(2);
    expect(page.totalItems).toBe(seededCodes.length);
    expect((await rows('?itemsPerPage=2&page=99')).totalItems).toBe(seededCodes.length);
    const found = await rows(`?search=${enc('  CURRÉNCY ')}`);
    expect(found.rows.map((r) => r.values.code)).toEqual(['CURRENCY']);
    expect((await rows(`?search=${enc('   ')}`)).totalItems).toBe(seededCodes.length);
    expect((await rows(`?search=${enc('100%_')}`)).totalItems).toBe(0);
    const sorted = await rows('?sortBy=code&sortDescending=true');
    expect(sorted.rows.map((r) => r.values.code)).toEqual([...seededCodes].reverse());
    const stored = await storedParameter('ISLIVE');
    expect((await paramRow('ISLIVE')).values.access).toBe(stored!.access ? 'Y' : 'N');
  });

  it('rejects bad input with a 4xx envelope', async () => {
    for (const query of [
      `?parameters=${enc('{not json')}`,
      `?parameters=${enc('{"customerId":"x"}')}`,
      `?parameters=${enc('{"tenantId":1}')}`,
      '?itemsPerPage=5000',
      '?page=0',
      '?sortBy=nope',
    ]) {
      const res = await call({ method: 'GET', url: dataUrl(query) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().isSuccess).toBe(false);
    }
    expect((await call({ method: 'GET', url: '/api/display/sections/abc/data' })).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: dataUrl() });
    expect(res.statusCode).toBe(401);
  });
});

describe('saving', () => {
  it('updates a row, audits old → new, and moves the version on', async () => {
    const row = await paramRow('NETNODELABEL');
    const res = await save({ id: row.key, parameter: 'Complex' }, row.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toEqual({ messageType: 'Success', message: texts.sections.saved });
    const after = await paramRow('NETNODELABEL');
    expect(after.values.parameter).toBe('Complex');
    expect(after.version).not.toBe(row.version);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'section.update'), eq(auditLog.entityId, row.key!)));
    expect(entry).toMatchObject({
      entity: 'SYSPARAMS',
      username: 'admin',
      dataset: 'live',
      oldValues: { parameter: 'Building' },
      newValues: { parameter: 'Complex' },
    });
  });

  it('refuses a stale save with the stale-save message and changes nothing', async () => {
    const row = await paramRow('UMLSUBSCRIPTION');
    expect((await save({ id: row.key, parameter: 'First' }, row.version)).statusCode).toBe(200);
    const stale = await save({ id: row.key, parameter: 'Second' }, row.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ isSuccess: false, messages: [{ message: texts.server.staleSave, messageType: 'Error' }] });
    expect((await storedParameter('UMLSUBSCRIPTION'))!.parameter).toBe('First');
    expect((await save({ id: row.key, parameter: 'Third' })).statusCode).toBe(400);
  });

  it('validates every field with the shared rules and the section rules; a failed save changes nothing', async () => {
    const row = await paramRow('ISLIVE');
    const res = await save({ id: row.key, parameter: '', description: '', access: 'maybe' }, row.version);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages.map((m: { message: string }) => m.message)).toEqual([
      'Description: Field is required.',
      'Value: Field is required.',
      `User Accessible: ${texts.fields.invalidValue}`,
    ]);
    const typed = await save({ id: row.key, parameter: 'X' }, row.version);
    expect(typed.statusCode).toBe(400);
    expect(typed.json().messages[0].message).toBe(texts.sections.booleanParameter);
    const long = await save({ id: row.key, code: 'C'.repeat(41) }, row.version);
    expect(long.json().messages[0].message).toBe(`Parameter Code: ${texts.sections.maxLength(40)}`);
    expect((await storedParameter('ISLIVE'))!.parameter).toBe('N');
    expect((await save({ id: row.key, nope: 'x' }, row.version)).statusCode).toBe(400);
    expect((await save({ id: 'abc', parameter: 'Y' }, row.version)).statusCode).toBe(400);
    expect((await save({ id: '99999', parameter: 'Y' }, row.version)).statusCode).toBe(404);
  });

  it('adds a row; a duplicate code is refused and leaves nothing behind', async () => {
    const values = {
      id: '',
      code: 'GST_RATE',
      description: 'GST rate',
      parameter: '10',
      parameterCategoryDescription: 'Billing',
      access: 'N',
      userVisible: 'Y',
    };
    const res = await save(values);
    expect(res.statusCode, res.body).toBe(200);
    const stored = await storedParameter('GST_RATE');
    expect(stored).toMatchObject({ parameter: '10', access: false, userVisible: true, dataset: 'live' });
    const dup = await save(values);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().messages[0].message).toBe(texts.sections.duplicate);
    expect((await rows(`?search=GST_RATE`)).totalItems).toBe(1);
  });

  it('refuses a save whose control type does not match the section', async () => {
    const res = await call({ method: 'POST', url: dataUrl(), payload: { sectionControlType: 'Form', items: [{ fields: [] }] } });
    expect(res.statusCode).toBe(400);
    const none = await call({ method: 'POST', url: dataUrl(), payload: { sectionControlType: 'DataGrid', items: [] } });
    expect(none.statusCode).toBe(400);
  });
});

describe('deleting', () => {
  it('deletes one row, refuses several outside READS, and 404s a missing one', async () => {
    const row = await paramRow('GST_RATE');
    const other = await paramRow('ISLIVE');
    const del = (keys: string[]) =>
      call({ method: 'DELETE', url: dataUrl(), payload: { sectionControlType: 'DataGrid', items: keys.map((k) => ({ fields: [{ name: 'id', value: k }] })) } });
    const many = await del([row.key!, other.key!]);
    expect(many.statusCode).toBe(400);
    expect(many.json().messages[0].message).toBe(texts.sections.oneAtATime);
    const res = await del([row.key!]);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].message).toBe(texts.sections.deleted(1));
    expect(await storedParameter('GST_RATE')).toBeUndefined();
    expect((await del([row.key!])).statusCode).toBe(404);
  });
});

describe('tenancy and roles', () => {
  it('gives 404 for another company’s or dataset’s rows', async () => {
    const { username } = await createTenant(t.database, 'OTHERCO', 'ADMIN,DEVELOPER');
    const other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
    const mine = await paramRow('DATE_FORMAT');
    const theirs = await other({ method: 'GET', url: dataUrl() });
    expect(theirs.json().totalItems).toBe(seededCodes.length);
    expect(theirs.json().rows.map((r: { key: string }) => r.key)).not.toContain(mine.key);
    expect((await save({ id: mine.key, parameter: 'YYYY' }, mine.version, other)).statusCode).toBe(404);
    const demo = as(t.app, await login(t.app, 'admin', 'Admin123!', true));
    expect((await save({ id: mine.key, parameter: 'YYYY' }, mine.version, demo)).statusCode).toBe(404);
    const del = await demo({
      method: 'DELETE',
      url: dataUrl(),
      payload: { sectionControlType: 'DataGrid', items: [{ fields: [{ name: 'id', value: mine.key }] }] },
    });
    expect(del.statusCode).toBe(404);
    expect((await storedParameter('DATE_FORMAT'))!.parameter).toBe('DD/MM/YYYY');
  });

  it('hides write actions from users without the write role and refuses their writes', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
    await createUser(t.database, admin!.companyId, 'clerk', 'ADMIN');
    const clerk = as(t.app, await login(t.app, 'clerk', FIXTURE_PASSWORD));
    const [config] = (await clerk({ method: 'GET', url: '/api/display/sections?codes=SYSPARAMS' })).json().sections as SectionConfig[];
    expect(config!.actions).toEqual([]);
    const row = await paramRow('CURRENCY');
    const res = await save({ id: row.key, parameter: '€' }, row.version, clerk);
    expect(res.statusCode).toBe(403);
    expect((await storedParameter('CURRENCY'))!.parameter).toBe('$');
  });

  it('serves the same (shared) section to another company, with neither company’s adjustments crossing over', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
    const { sectionOverrides } = await import('../src/db/schema/index');
    const { username, companyId } = await createTenant(t.database, 'HEADERCO', 'ADMIN,DEVELOPER');
    const other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
    const url = `/api/display/sections/${section.id}/table-headers`;
    await t.database.db.insert(sectionOverrides).values([
      { companyId: admin!.companyId, sectionCode: 'SYSPARAMS', fieldName: 'code', prompt: 'Mine only' },
      { companyId, sectionCode: 'SYSPARAMS', fieldName: 'parameterType', prompt: 'Theirs only', visible: false },
    ]);
    try {
      const mine = (await call({ method: 'GET', url })).json<{ name: string; prompt: string; visible: boolean }[]>();
      const theirsRes = await other({ method: 'GET', url });
      expect(theirsRes.statusCode).toBe(200);
      const theirs = theirsRes.json<typeof mine>();
      expect(mine.find((h) => h.name === 'code')!.prompt).toBe('Mine only');
      expect(mine.find((h) => h.name === 'parameterType')).toMatchObject({ prompt: 'Type', visible: true });
      expect(theirs.find((h) => h.name === 'code')!.prompt).toBe('Parameter Code');
      expect(theirs.find((h) => h.name === 'parameterType')).toMatchObject({ prompt: 'Theirs only', visible: false });
      expect((await other({ method: 'GET', url: '/api/display/sections/999999/table-headers' })).statusCode).toBe(404);
    } finally {
      await t.database.db.delete(sectionOverrides);
    }
  });
});

describe('perform-action', () => {
  const url = (actionId: number, xml: string) => `/api/display/sections/${section.id}/actions/${actionId}/perform-action?paramsXml=${enc(xml)}`;

  it('refuses unsafe or malformed paramsXml before doing anything', async () => {
    const actionId = section.actions[0]!.id;
    for (const xml of [
      '<?xml version="1.0"?><!DOCTYPE p [<!ENTITY x "1">]><Parameters><CustomerId>&x;</CustomerId></Parameters>',
      '<Parameters><CustomerId a="1">1</CustomerId></Parameters>',
      '<Parameters><CustomerId>1</CustomerId><CustomerId>2</CustomerId></Parameters>',
      '<Parameters><Other>1</Other></Parameters>',
      '<Parameters><CustomerId>-1</CustomerId></Parameters>',
      '<Parameters><CustomerId>1</SiteId></Parameters>',
      '<Parameters><!-- c --></Parameters>',
    ]) {
      const res = await call({ method: 'POST', url: url(actionId, xml), payload: {} });
      expect(res.statusCode, xml).toBe(400);
      expect(res.json().messages[0].message).toBe(texts.sections.badParamsXml);
    }
  });

  it('404s an action of another section and refuses client-side kinds', async () => {
    expect((await call({ method: 'POST', url: url(999999, '<Parameters/>'), payload: {} })).statusCode).toBe(400);
    expect((await call({ method: 'POST', url: url(999999, '<Parameters></Parameters>'), payload: {} })).statusCode).toBe(404);
    const add = section.actions.find((a) => a.actionType === 'Add')!;
    const res = await call({ method: 'POST', url: url(add.id, '<Parameters></Parameters>'), payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].message).toBe(texts.sections.notAllowed);
  });
});

describe('export', () => {
  it('streams every matching row as .xlsx with the column formats', async () => {
    const res = await call({ method: 'GET', url: `/api/display/sections/${section.id}/export?sortBy=code` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('System Parameters');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Category', 'Parameter Code', 'Description', 'Value', 'Type', 'User Accessible', 'User Visible']);
    expect(sheet.rowCount).toBe(seededCodes.length + 1);
    expect(sheet.getRow(2).getCell(2).value).toBe(seededCodes[0]);
  });

  it('refuses bad input before streaming', async () => {
    const res = await call({ method: 'GET', url: `/api/display/sections/${section.id}/export?sortBy=nope` });
    expect(res.statusCode).toBe(400);
    expect(res.json().isSuccess).toBe(false);
  });
});

describe('stored definitions', () => {
  it('rewrites a stored definition only when the code’s definition changes', async () => {
    const { sectionDefinitions } = await import('../src/db/schema/index');
    const { syncSectionDefinitions } = await import('../src/modules/sections/sections.repository');
    const { systemParametersSection } = await import('../src/modules/sections/definitions/maintenance/system-parameters');
    const stored = async () => (await t.database.db.select().from(sectionDefinitions).where(eq(sectionDefinitions.code, 'SYSPARAMS')))[0]!;
    const before = await stored();
    await t.database.db
      .update(sectionDefinitions)
      .set({ definition: { ...(before.definition as object), description: 'Edited in the database' } })
      .where(eq(sectionDefinitions.code, 'SYSPARAMS'));
    await syncSectionDefinitions(t.database.db, [systemParametersSection]);
    expect(((await stored()).definition as { description: string }).description).toBe('Edited in the database');
    await syncSectionDefinitions(t.database.db, [{ ...systemParametersSection, description: 'Parameters' }]);
    const after = await stored();
    expect(after.definitionHash).not.toBe(before.definitionHash);
    expect((after.definition as { description: string }).description).toBe('Parameters');
    expect(after.id).toBe(before.id);
  });
});
