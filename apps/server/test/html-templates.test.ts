import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_TEMPLATE_MAX_LENGTH, texts, type DocumentTemplate, type HtmlTemplate } from '@wattle/contract';
import { auditLog, brands, htmlTemplateBodies, htmlTemplates, mailMergeSchedules, maintenanceMenuItems, parties } from '../src/db/schema/index';
import { upgradeNavigation } from '../src/modules/navigation/navigation.seed';
import { as, createTestApp, login, type TestApp } from './helpers';
import { pdfText } from './pdf-reading';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD, type CreatedCustomer, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

const t = texts.templates;
type Caller = ReturnType<typeof as>;

let app: TestApp;
let scope: Scope;
let admin: Caller;
let developer: Caller;
let readOnly: Caller;
let readOnlyAdmin: Caller;
let clerk: Caller;
let otherAdmin: Caller;
let customer: CreatedCustomer;
/** ACME live: the templates and brands by code. */
const templateIds: Record<string, number> = {};
const brandIds: Record<string, number> = {};
/** The other company's LETTER_STANDARD and WATTLE brand (live). */
let otherTemplate: number;
let otherBrand: number;

const templateUrl = (id: number | string, brandId: number | string) => `/api/correspondence/html-template/${id}/brand/${brandId}`;
const documentUrl = (id: number | string, brandId: number | string) => `/api/document-template/${id}/brand/${brandId}`;
const CONVERT_URL = '/api/correspondence/html-template/convert-to-pdf';

const get = (caller: Caller, url: string) => caller({ method: 'GET', url });
const post = (caller: Caller, url: string, payload: unknown) => caller({ method: 'POST', url, payload });

async function codesOf(table: typeof htmlTemplates | typeof brands, companyId: number): Promise<Record<string, number>> {
  const rows = await app.database.db
    .select({ id: table.id, code: table.code })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.dataset, 'live')));
  return Object.fromEntries(rows.map((r) => [r.code, r.id]));
}

const bodyOf = async (templateId: number, brandId: number) =>
  (
    await app.database.db
      .select()
      .from(htmlTemplateBodies)
      .where(and(eq(htmlTemplateBodies.htmlTemplateId, templateId), eq(htmlTemplateBodies.brandId, brandId)))
  )[0];

/** What the editor loaded: the body to save over. */
const loaded = async (templateCode: string, brandCode: string) =>
  (await get(admin, templateUrl(templateIds[templateCode]!, brandIds[brandCode]!))).json<HtmlTemplate>();

const saveBody = (template: HtmlTemplate, htmlData: string) => ({
  templateType: template.templateType,
  htmlData,
  htmlDataId: template.htmlDataId,
  brand_id: template.brand_id,
});

const messagesText = (res: LightMyRequestResponse) =>
  res
    .json<{ messages: { message: string }[] }>()
    .messages.map((m) => m.message)
    .join(' | ');

/** Leaves the brand without a body of its own for the template. */
const dropOwnBody = (templateCode: string, brandCode: string) =>
  app.database.db
    .delete(htmlTemplateBodies)
    .where(and(eq(htmlTemplateBodies.htmlTemplateId, templateIds[templateCode]!), eq(htmlTemplateBodies.brandId, brandIds[brandCode]!)));

beforeAll(async () => {
  app = await createTestApp();
  scope = await adminScope(app.database);
  admin = as(app.app, await login(app.app));
  const userOf = async (username: string, roles: string) =>
    as(app.app, await login(app.app, await createUser(app.database, scope.companyId, username, roles), FIXTURE_PASSWORD));
  developer = await userOf('templates-developer', 'DEVELOPER');
  readOnly = await userOf('templates-readonly', 'ReadOnly');
  readOnlyAdmin = await userOf('templates-readonly-admin', 'ADMIN,ReadOnly');
  clerk = await userOf('templates-clerk', '');
  const other = await createTenant(app.database, 'TPLOTHER');
  otherAdmin = as(app.app, await login(app.app, other.username, FIXTURE_PASSWORD));
  Object.assign(templateIds, await codesOf(htmlTemplates, scope.companyId));
  Object.assign(brandIds, await codesOf(brands, scope.companyId));
  otherTemplate = (await codesOf(htmlTemplates, other.companyId)).LETTER_STANDARD!;
  otherBrand = (await codesOf(brands, other.companyId)).WATTLE!;
  customer = await addCustomer(app.database, scope, { name: 'Tess Template', type: 'RESIDENT', accountNumber: 'TPL-1', email: 'tess@example.com' });
  // The Welcome pack letter needs a postal address.
  await app.database.db
    .update(parties)
    .set({ postalAddressLine1: '3 Gum Lane', postalSuburb: 'Hobart', postalState: 'TAS', postalPostcode: '7000' })
    .where(eq(parties.id, customer.partyId));
});
afterAll(() => app.close());

describe('GET /correspondence/html-template/{id}/brand/{brandId}', () => {
  it("answers the brand's body of the template with its type and the ids the editor saves with", async () => {
    const res = await get(admin, templateUrl(templateIds.LETTER_STANDARD!, brandIds.HARBOUR!));
    expect(res.statusCode, res.body).toBe(200);
    const body = await bodyOf(templateIds.LETTER_STANDARD!, brandIds.HARBOUR!);
    expect(res.json()).toEqual({
      id: templateIds.LETTER_STANDARD,
      code: 'LETTER_STANDARD',
      name: 'Standard letter',
      templateType: 'PDF',
      brand_id: brandIds.HARBOUR,
      brandName: 'Harbour Utilities',
      htmlDataId: body!.id,
      htmlData: body!.htmlData,
    });
    expect(body!.htmlData).toContain('<h1>Harbour Utilities</h1>');
  });

  it("shows a brand without a body of its own the default brand's, which its letters use, with no htmlDataId", async () => {
    await dropOwnBody('INVOICE', 'HARBOUR');
    const template = await loaded('INVOICE', 'HARBOUR');
    expect(template.htmlDataId).toBeNull();
    expect(template.htmlData).toBe((await bodyOf(templateIds.INVOICE!, brandIds.WATTLE!))!.htmlData);
  });

  it('answers 400 for an id that is not one, and 404 for an unknown template or brand', async () => {
    expect((await get(admin, templateUrl('abc', brandIds.WATTLE!))).statusCode).toBe(400);
    expect((await get(admin, templateUrl(templateIds.LETTER_STANDARD!, '0'))).statusCode).toBe(400);
    const noTemplate = await get(admin, templateUrl(999_999, brandIds.WATTLE!));
    expect(noTemplate.statusCode).toBe(404);
    expect(messagesText(noTemplate)).toBe(t.templateNotFound);
    const noBrand = await get(admin, templateUrl(templateIds.LETTER_STANDARD!, 999_999));
    expect(noBrand.statusCode).toBe(404);
    expect(messagesText(noBrand)).toBe(t.brandNotFound);
  });
});

describe('POST /correspondence/html-template/{id}/brand/{brandId}', () => {
  it('saves the body, records who changed it from what, and the next GET shows it', async () => {
    const before = await loaded('LETTER_STANDARD', 'HARBOUR');
    const html = '<h1>{{brand}}</h1><p>Dear {{customerName}},</p><p>Harbour saved text</p>';
    const res = await post(admin, templateUrl(before.id, before.brand_id), saveBody(before, html));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ message: t.saved, messageType: 'Success' }]);
    const after = await loaded('LETTER_STANDARD', 'HARBOUR');
    expect(after).toEqual({ ...before, htmlData: html });
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'correspondence.html-template.save'), eq(auditLog.entityId, String(before.htmlDataId))));
    expect(entry).toMatchObject({
      username: 'admin',
      entity: 'html_template_bodies',
      oldValues: { htmlData: before.htmlData },
      newValues: { htmlTemplateId: before.id, brandId: before.brand_id, htmlData: html },
    });
    expect(entry!.companyId).toBe(scope.companyId);
  });

  it('gives a brand without a body of its own one at its first save; a second save from the same load is refused', async () => {
    await dropOwnBody('INVOICE', 'HARBOUR');
    const before = await loaded('INVOICE', 'HARBOUR');
    expect(before.htmlDataId).toBeNull();
    const first = await post(admin, templateUrl(before.id, before.brand_id), saveBody(before, '<p>Harbour invoice</p>'));
    expect(first.statusCode, first.body).toBe(200);
    const made = await bodyOf(before.id, before.brand_id);
    expect(made!.htmlData).toBe('<p>Harbour invoice</p>');
    expect((await loaded('INVOICE', 'HARBOUR')).htmlDataId).toBe(made!.id);
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(made!.id)));
    expect(entry).toMatchObject({ event: 'correspondence.html-template.save', oldValues: null });

    const stale = await post(admin, templateUrl(before.id, before.brand_id), saveBody(before, '<p>Overwrite</p>'));
    expect(stale.statusCode).toBe(409);
    expect(messagesText(stale)).toBe(t.changedElsewhere);
    expect((await bodyOf(before.id, before.brand_id))!.htmlData).toBe('<p>Harbour invoice</p>');
  });

  it("is what the brand's letters print from then on (the letter preview of a mail-merge template)", async () => {
    const template = await loaded('LETTER_STANDARD', 'WATTLE');
    const saved = await post(admin, templateUrl(template.id, template.brand_id), saveBody(template, '<p>Dear {{customerName}},</p><p>Letter marker 4711</p>'));
    expect(saved.statusCode, saved.body).toBe(200);
    const [schedule] = await app.database.db
      .select()
      .from(mailMergeSchedules)
      .where(and(eq(mailMergeSchedules.companyId, scope.companyId), eq(mailMergeSchedules.dataset, 'live'), eq(mailMergeSchedules.code, 'WELCOME_EMAIL')));
    const pdf = await post(admin, `/api/correspondence/mail-merge-template/${schedule!.mailMergeTemplateId}/preview-pdf`, { customerId: customer.customerId });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Dear Tess Template,');
    expect(text).toContain('Letter marker 4711');
  });

  it("is what the brand's emails carry from then on (the email preview of a mail-merge schedule)", async () => {
    const template = await loaded('EMAIL_STANDARD', 'WATTLE');
    expect(template.templateType).toBe('EMAIL');
    const saved = await post(admin, templateUrl(template.id, template.brand_id), saveBody(template, '<p>Hi {{customerName}}, email marker 0815</p>'));
    expect(saved.statusCode, saved.body).toBe(200);
    const [schedule] = await app.database.db
      .select()
      .from(mailMergeSchedules)
      .where(and(eq(mailMergeSchedules.companyId, scope.companyId), eq(mailMergeSchedules.dataset, 'live'), eq(mailMergeSchedules.code, 'WELCOME_EMAIL')));
    const email = await post(admin, `/api/correspondence/mail-merge-schedule/${schedule!.id}/preview`, { customerId: customer.customerId });
    expect(email.statusCode, email.body).toBe(200);
    expect(email.json().htmlBody).toBe('<p>Hi Tess Template, email marker 0815</p>');
  });

  it('answers 400 naming the field for bad input, writing nothing', async () => {
    const template = await loaded('LETTER_STANDARD', 'HARBOUR');
    const url = templateUrl(template.id, template.brand_id);
    const refused = async (payload: unknown, field: string) => {
      const res = await post(admin, url, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(messagesText(res)).toContain(field);
    };
    await refused(saveBody(template, '   '), 'htmlData');
    await refused(saveBody(template, 'x'.repeat(HTML_TEMPLATE_MAX_LENGTH + 1)), 'htmlData');
    await refused({ ...saveBody(template, '<p>x</p>'), templateType: 'SMS' }, 'templateType');
    await refused({ ...saveBody(template, '<p>x</p>'), templateType: 'EMAIL' }, 'templateType');
    await refused({ ...saveBody(template, '<p>x</p>'), brand_id: brandIds.WATTLE }, 'brand_id');
    await refused({ ...saveBody(template, '<p>x</p>'), brand_id: 'one' }, 'brand_id');
    await refused({ ...saveBody(template, '<p>x</p>'), htmlDataId: -1 }, 'htmlDataId');
    await refused({ templateType: 'PDF' }, 'htmlData');
    expect((await post(admin, templateUrl('x', template.brand_id), saveBody(template, '<p>x</p>'))).statusCode).toBe(400);
    expect(await loaded('LETTER_STANDARD', 'HARBOUR')).toEqual(template);
  });
});

describe('GET /document-template/{id}/brand/{brandId}', () => {
  it("answers the sample customer's merge fields for the brand, the same fields a real recipient has", async () => {
    const res = await get(admin, documentUrl(templateIds.EMAIL_STANDARD!, brandIds.HARBOUR!));
    expect(res.statusCode, res.body).toBe(200);
    const document = res.json<DocumentTemplate>();
    expect(document).toMatchObject({ id: templateIds.EMAIL_STANDARD, brand_id: brandIds.HARBOUR, templateType: 'EMAIL' });
    expect(document.sampleFields).toEqual({
      customerName: t.sample.recipient,
      accountNumber: t.sample.accountNumber,
      balance: '$123.45',
      brand: 'Harbour Utilities',
      postalAddress: t.sample.addressLines.join(', '),
      date: expect.stringMatching(/^\d{1,2} \w+ \d{4}$/),
      // A sample invoice, so that an invoice template's fields show filled in (DATE_FORMAT DD/MM/YYYY).
      invoiceNumber: t.sample.invoiceNumber,
      total: '$245.60',
      dueDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      body: t.sample.body,
    });
  });

  it('answers 400 for bad ids and 404 for an unknown template or brand', async () => {
    expect((await get(admin, documentUrl('1e3', brandIds.WATTLE!))).statusCode).toBe(400);
    expect((await get(admin, documentUrl(999_999, brandIds.WATTLE!))).statusCode).toBe(404);
    expect((await get(admin, documentUrl(templateIds.EMAIL_STANDARD!, 999_999))).statusCode).toBe(404);
  });
});

describe('POST /correspondence/html-template/convert-to-pdf', () => {
  it('draws unsaved HTML as the letter to a sample customer of the brand, merge fields filled in, keeping nothing', async () => {
    const before = await loaded('LETTER_STANDARD', 'HARBOUR');
    const res = await post(admin, CONVERT_URL, {
      brand_id: brandIds.HARBOUR,
      htmlData: '<p>Dear {{customerName}},</p><p>From {{brand}}: owing {{balance}}</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(t.sample.recipient);
    expect(text).toContain(t.sample.addressLines[0]);
    expect(text).toContain(t.sample.subject);
    expect(text).toContain('Dear Alex Sample,');
    expect(text).toContain('From Harbour Utilities: owing $123.45');
    expect(await loaded('LETTER_STANDARD', 'HARBOUR')).toEqual(before);
  });

  it('answers 400 naming the field for bad input and 404 for an unknown brand', async () => {
    const noHtml = await post(admin, CONVERT_URL, { brand_id: brandIds.HARBOUR });
    expect(noHtml.statusCode).toBe(400);
    expect(messagesText(noHtml)).toContain('htmlData');
    const badBrand = await post(admin, CONVERT_URL, { brand_id: 'x', htmlData: '<p>x</p>' });
    expect(badBrand.statusCode).toBe(400);
    expect(messagesText(badBrand)).toContain('brand_id');
    expect((await post(admin, CONVERT_URL, { brand_id: brandIds.HARBOUR, htmlData: 'x'.repeat(HTML_TEMPLATE_MAX_LENGTH + 1) })).statusCode).toBe(400);
    expect((await post(admin, CONVERT_URL, { brand_id: 999_999, htmlData: '<p>x</p>' })).statusCode).toBe(404);
  });
});

describe('another company', () => {
  it("never sees, previews nor changes another company's template or brand: 404, nothing written", async () => {
    const theirs = (await bodyOf(otherTemplate, otherBrand))!;
    expect((await get(admin, templateUrl(otherTemplate, otherBrand))).statusCode).toBe(404);
    expect((await get(admin, templateUrl(templateIds.LETTER_STANDARD!, otherBrand))).statusCode).toBe(404);
    expect((await get(admin, templateUrl(otherTemplate, brandIds.WATTLE!))).statusCode).toBe(404);
    expect((await get(admin, documentUrl(otherTemplate, otherBrand))).statusCode).toBe(404);
    expect((await post(admin, CONVERT_URL, { brand_id: otherBrand, htmlData: '<p>x</p>' })).statusCode).toBe(404);
    const save = { templateType: 'PDF', htmlData: '<p>Taken over</p>', htmlDataId: theirs.id, brand_id: otherBrand };
    expect((await post(admin, templateUrl(otherTemplate, otherBrand), save)).statusCode).toBe(404);
    expect((await post(admin, templateUrl(templateIds.LETTER_STANDARD!, otherBrand), save)).statusCode).toBe(404);
    expect((await bodyOf(otherTemplate, otherBrand))!.htmlData).toBe(theirs.htmlData);
    expect(await app.database.db.$count(htmlTemplateBodies, eq(htmlTemplateBodies.htmlData, '<p>Taken over</p>'))).toBe(0);
  });

  it("and its own administrator works on its own: ACME's ids are unknown there", async () => {
    expect((await get(otherAdmin, templateUrl(otherTemplate, otherBrand))).statusCode).toBe(200);
    expect((await get(otherAdmin, templateUrl(templateIds.LETTER_STANDARD!, brandIds.WATTLE!))).statusCode).toBe(404);
  });

  it("the demo dataset's templates are another dataset's: 404 in the live one", async () => {
    const [demo] = await app.database.db
      .select({ id: htmlTemplates.id })
      .from(htmlTemplates)
      .where(and(eq(htmlTemplates.companyId, scope.companyId), eq(htmlTemplates.dataset, 'demo'), eq(htmlTemplates.code, 'LETTER_STANDARD')));
    expect((await get(admin, templateUrl(demo!.id, brandIds.WATTLE!))).statusCode).toBe(404);
  });
});

describe('roles: the editor is the administrator’s', () => {
  it('refuses every call to a developer, a ReadOnly user and a user without roles (403), writing nothing', async () => {
    const template = await loaded('LETTER_STANDARD', 'HARBOUR');
    const calls = [
      (c: Caller) => get(c, templateUrl(template.id, template.brand_id)),
      (c: Caller) => post(c, templateUrl(template.id, template.brand_id), saveBody(template, '<p>Not mine to change</p>')),
      (c: Caller) => get(c, documentUrl(template.id, template.brand_id)),
      (c: Caller) => post(c, CONVERT_URL, { brand_id: template.brand_id, htmlData: '<p>x</p>' }),
    ];
    for (const caller of [developer, readOnly, clerk]) for (const call of calls) expect((await call(caller)).statusCode).toBe(403);
    for (const call of calls.filter((_, i) => i !== 1)) expect((await call(admin)).statusCode).toBe(200);
    expect(await loaded('LETTER_STANDARD', 'HARBOUR')).toEqual(template);
  });

  it('lets an administrator who is also ReadOnly read the template but neither save nor draw it (POSTs are writes)', async () => {
    const template = await loaded('LETTER_STANDARD', 'HARBOUR');
    expect((await get(readOnlyAdmin, templateUrl(template.id, template.brand_id))).statusCode).toBe(200);
    expect((await get(readOnlyAdmin, documentUrl(template.id, template.brand_id))).statusCode).toBe(200);
    expect((await post(readOnlyAdmin, templateUrl(template.id, template.brand_id), saveBody(template, '<p>No</p>'))).statusCode).toBe(403);
    expect((await post(readOnlyAdmin, CONVERT_URL, { brand_id: template.brand_id, htmlData: '<p>x</p>' })).statusCode).toBe(403);
    expect(await loaded('LETTER_STANDARD', 'HARBOUR')).toEqual(template);
  });
});

describe('the editor in the menus', () => {
  it('lists the templates by name and type (lookup HTML_TEMPLATES)', async () => {
    const res = await get(admin, '/api/lookups/HTML_TEMPLATES/values');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { value: String(templateIds.INVOICE), display: t.templateOption('Invoice', 'PDF') },
      { value: String(templateIds.EMAIL_STANDARD), display: t.templateOption('Standard email', 'EMAIL') },
      { value: String(templateIds.LETTER_STANDARD), display: t.templateOption('Standard letter', 'PDF') },
    ]);
  });

  it('has an HTML Templates entry in the Maintenance menu, locked to all but administrators', async () => {
    const entry = async (caller: Caller) =>
      (await get(caller, '/api/navigation/maintenance-menu')).json<{ code: string }[]>().find((item) => item.code === 'HTMLTEMPLATES');
    expect(await entry(admin)).toEqual({ code: 'HTMLTEMPLATES', name: 'HTML Templates', category: 'Templates and Brands', isLocked: false });
    expect(await entry(developer)).toMatchObject({ isLocked: true });
    expect(await entry(clerk)).toMatchObject({ isLocked: true });
  });

  it('is added to the menu of a store made before it existed, when the store is upgraded at start', async () => {
    const where = and(eq(maintenanceMenuItems.companyId, scope.companyId), eq(maintenanceMenuItems.code, 'HTMLTEMPLATES'));
    await app.database.db.delete(maintenanceMenuItems).where(where);
    await upgradeNavigation(app.database.db, scope);
    expect(
      await app.database.db.select({ name: maintenanceMenuItems.name, roles: maintenanceMenuItems.roles }).from(maintenanceMenuItems).where(where),
    ).toEqual([{ name: 'HTML Templates', roles: 'ADMIN' }]);
  });
});
