import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBatchFinished, texts, type BulkAdhocPreviewResponse, type BulkAudience, type BulkBatch } from '@wattle/contract';
import {
  correspondenceBatches,
  customerAccounts,
  customerTypes,
  deliveryMethods,
  documents,
  emailRequests,
  mailMergeTemplates,
  maintenanceMenuItems,
  parties,
  postedMailItems,
  smsRequests,
} from '../src/db/schema/index';
import { generateBulkSend } from '../src/modules/correspondence/bulk-messaging.job';
import { waitFor } from './auth-fixtures';
import { as, createTestApp, login, type TestApp } from './helpers';
import { multipart } from './multipart-fixtures';
import { addCustomer, addNetworkNode, createTenant, createUser, FIXTURE_PASSWORD, type CreatedCustomer, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

const t = texts.bulkMessaging;
type Caller = ReturnType<typeof as>;

let app: TestApp;
let scope: Scope;
let admin: Caller;
let developer: Caller;
let readOnly: Caller;
let otherCompany: Caller;
let building: number;
let otherBuilding: number;
let foreignBuilding: number;
let foreignTemplate: number;
let resident: number;
let company: number;
let emailMethod: number;
let postMethod: number;
let welcomeTemplate: number;
/** In the building: by email with a mobile; by post without email or mobile; with a mobile but no address or email. */
let dana: CreatedCustomer;
let evan: CreatedCustomer;
let fay: CreatedCustomer;

const idOf = async (table: typeof customerTypes | typeof deliveryMethods | typeof mailMergeTemplates, code: string, of: Scope = scope) => {
  const [row] = await app.database.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, of.companyId), eq(table.dataset, of.dataset), eq(table.code, code)));
  return row!.id;
};

const send = (caller: Caller, url: string, payload: unknown) => caller({ method: 'POST', url: `/api/correspondence${url}`, payload });
const batchCount = async () => (await app.database.db.select({ id: correspondenceBatches.id }).from(correspondenceBatches)).length;

/** The batch once its job has finished (COMPLETED or FAILED). */
function finished(id: number): Promise<BulkBatch> {
  return waitFor(
    async () => {
      const batch = (await admin({ method: 'GET', url: `/api/correspondence/bulk/batches/${id}` })).json<BulkBatch>();
      return isBatchFinished(batch.status) ? batch : undefined;
    },
    `batch ${id} to finish`,
    60_000,
  );
}

let sequence = 0;
const inBuilding = (node: number) => ({ location: `${++sequence} Bulk Street`, siteIdentifier: `BULK${sequence}`, networkNodeId: node });

beforeAll(async () => {
  app = await createTestApp({ JOBS: 'on' });
  scope = await adminScope(app.database);
  admin = as(app.app, await login(app.app));
  developer = as(app.app, await login(app.app, await createUser(app.database, scope.companyId, 'bulk-developer', 'DEVELOPER'), FIXTURE_PASSWORD));
  readOnly = as(app.app, await login(app.app, await createUser(app.database, scope.companyId, 'bulk-readonly', 'ReadOnly'), FIXTURE_PASSWORD));
  building = await addNetworkNode(app.database, scope, 'Bulk Towers');
  otherBuilding = await addNetworkNode(app.database, scope, 'Other Towers');
  resident = await idOf(customerTypes, 'RESIDENT');
  company = await idOf(customerTypes, 'COMPANY');
  emailMethod = await idOf(deliveryMethods, 'EMAIL');
  postMethod = await idOf(deliveryMethods, 'POST');
  welcomeTemplate = await idOf(mailMergeTemplates, 'WELCOME');

  const address = { postalAddressLine1: '7 Wattle Road', postalSuburb: 'Perth', postalState: 'WA', postalPostcode: '6000' };
  dana = await addCustomer(app.database, scope, {
    name: 'Dana & Co',
    type: 'RESIDENT',
    accountNumber: 'BLK-1',
    email: 'dana@example.com',
    mobile: '0400000001',
    site: inBuilding(building),
  });
  evan = await addCustomer(app.database, scope, { name: 'Evan Post', type: 'RESIDENT', accountNumber: 'BLK-2', site: inBuilding(building) });
  fay = await addCustomer(app.database, scope, {
    name: 'Fay Mobile',
    type: 'RESIDENT',
    accountNumber: 'BLK-3',
    mobile: '0400000003',
    site: inBuilding(building),
  });
  // Not recipients of a RESIDENT send to the building: another type, another building, a closed site.
  await addCustomer(app.database, scope, {
    name: 'Gus Pty Ltd',
    type: 'COMPANY',
    accountNumber: 'BLK-4',
    email: 'gus@example.com',
    mobile: '0400000004',
    site: inBuilding(building),
  });
  await addCustomer(app.database, scope, {
    name: 'Hal Other',
    type: 'RESIDENT',
    accountNumber: 'BLK-5',
    email: 'hal@example.com',
    mobile: '0400000005',
    site: inBuilding(otherBuilding),
  });
  await addCustomer(app.database, scope, {
    name: 'Ivy Moved',
    type: 'RESIDENT',
    accountNumber: 'BLK-6',
    email: 'ivy@example.com',
    mobile: '0400000006',
    site: { ...inBuilding(building), closed: true },
  });
  await app.database.db
    .update(parties)
    .set(address)
    .where(inArray(parties.id, [dana.partyId, evan.partyId]));
  await app.database.db.update(customerAccounts).set({ deliveryMethodId: postMethod }).where(eq(customerAccounts.id, evan.accountId));

  const other = await createTenant(app.database, 'BULKOTHER');
  const otherScope: Scope = { companyId: other.companyId, dataset: 'live' };
  foreignBuilding = await addNetworkNode(app.database, otherScope, 'Foreign Towers');
  foreignTemplate = await idOf(mailMergeTemplates, 'WELCOME', otherScope);
  otherCompany = as(app.app, await login(app.app, other.username, FIXTURE_PASSWORD));
}, 120_000);
afterAll(() => app.close());

const toBuilding = () => ({ networkNodeIds: [building], customerTypeIds: [resident] });

describe('POST /correspondence/sms-requests/bulk', () => {
  it('queues a batch whose job writes a NEW SMS, merged, for each customer of the building and type with a mobile number', async () => {
    const res = await send(admin, '/sms-requests/bulk', { ...toBuilding(), smsContent: 'Outage tomorrow for {{accountNumber}}' });
    expect(res.statusCode, res.body).toBe(200);
    const queued = res.json<BulkBatch>();
    expect(queued).toMatchObject({ correspondenceType: 'SMS', status: 'QUEUED' });
    expect(await finished(queued.id)).toMatchObject({ status: 'COMPLETED', totalItems: 3, createdItems: 2, skippedItems: 1, errorMessage: null });
    const sms = await app.database.db.select().from(smsRequests).where(eq(smsRequests.batchId, queued.id)).orderBy(smsRequests.phoneNumber);
    expect(sms.map((s) => [s.customerId, s.phoneNumber, s.message, s.status])).toEqual([
      [dana.customerId, '0400000001', 'Outage tomorrow for BLK-1', 'NEW'],
      [fay.customerId, '0400000003', 'Outage tomorrow for BLK-3', 'NEW'],
    ]);
  }, 60_000);

  it('carries on after the last committed page when a stopped job runs again, and does nothing for a finished batch', async () => {
    const [stopped] = await app.database.db
      .insert(correspondenceBatches)
      .values({
        ...scope,
        correspondenceType: 'SMS',
        parameters: { ...toBuilding(), smsContent: 'Resumed' },
        status: 'RUNNING',
        createdItems: 1,
        lastCustomerAccountId: dana.accountId,
        insertUser: 'admin',
      })
      .returning({ id: correspondenceBatches.id });
    await generateBulkSend(app.database, app.app.files, { ...scope, batchId: stopped!.id });
    const sms = await app.database.db.select().from(smsRequests).where(eq(smsRequests.batchId, stopped!.id));
    expect(sms.map((s) => s.customerId)).toEqual([fay.customerId]);
    expect(await finished(stopped!.id)).toMatchObject({ status: 'COMPLETED', totalItems: 3, createdItems: 2, skippedItems: 1 });
    await generateBulkSend(app.database, app.app.files, { ...scope, batchId: stopped!.id });
    expect(await app.database.db.select().from(smsRequests).where(eq(smsRequests.batchId, stopped!.id))).toHaveLength(1);
  }, 60_000);

  it('answers 400 naming the field for bad input and writes nothing', async () => {
    const before = await batchCount();
    for (const payload of [
      { ...toBuilding(), smsContent: '   ' },
      { ...toBuilding(), smsContent: 'x'.repeat(641) },
      { networkNodeIds: [], customerTypeIds: [resident], smsContent: 'Hi' },
      { networkNodeIds: ['x'], customerTypeIds: [resident], smsContent: 'Hi' },
      { networkNodeIds: [building], smsContent: 'Hi' },
    ]) {
      const res = await send(admin, '/sms-requests/bulk', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, messages: [expect.objectContaining({ messageType: 'Error' })] });
    }
    expect(await batchCount()).toBe(before);
  });
});

describe('POST /correspondence/email-requests/adhoc/bulk', () => {
  it('writes a NEW ADHOC email with the uploaded attachment for each customer with an email address, counting the others as skipped', async () => {
    const upload = await admin({
      method: 'POST',
      url: '/api/documents/upload-attachments',
      ...multipart([{ name: 'file0', fileName: 'notice.txt', content: 'Notice', type: 'text/plain' }]),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const location = upload.body;
    const res = await send(admin, '/email-requests/adhoc/bulk', {
      ...toBuilding(),
      emailSubject: 'Water off, {{customerName}}',
      emailBody: '<p>Account {{accountNumber}}</p>',
      emailAttachmentFilePaths: location,
    });
    expect(res.statusCode, res.body).toBe(200);
    const batch = await finished(res.json<BulkBatch>().id);
    expect(batch).toMatchObject({ correspondenceType: 'ADHOC', status: 'COMPLETED', totalItems: 3, createdItems: 1, skippedItems: 2 });
    const emails = await app.database.db.select().from(emailRequests).where(eq(emailRequests.batchId, batch.id));
    expect(emails.map((e) => [e.customerId, e.sendTo, e.emailSubject, e.emailBody, e.attachmentPaths, e.correspondenceType, e.requestStatus])).toEqual([
      [dana.customerId, 'dana@example.com', 'Water off, Dana & Co', '<p>Account BLK-1</p>', location, 'ADHOC', 'NEW'],
    ]);
  }, 60_000);

  it('is refused with 400 for an attachment that was not uploaded, or a blank subject, writing nothing', async () => {
    const before = await batchCount();
    const unknown = await send(admin, '/email-requests/adhoc/bulk', {
      ...toBuilding(),
      emailSubject: 'Hi',
      emailBody: 'Body',
      emailAttachmentFilePaths: '3f0c1a52-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messages[0].message).toBe(t.attachmentNotFound);
    const blank = await send(admin, '/email-requests/adhoc/bulk', { ...toBuilding(), emailSubject: ' ', emailBody: 'Body' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('emailSubject');
    expect(await batchCount()).toBe(before);
  });
});

describe('POST /correspondence/mail-merge-template/{id}/bulk', () => {
  it('emails the letter (attached) to customers by email, posts it to customers by post, and skips one missing a field', async () => {
    const res = await send(admin, `/mail-merge-template/${welcomeTemplate}/bulk`, { ...toBuilding(), deliveryMethodIds: [emailMethod, postMethod] });
    expect(res.statusCode, res.body).toBe(200);
    const batch = await finished(res.json<BulkBatch>().id);
    expect(batch).toMatchObject({ correspondenceType: 'TEMPLATE', status: 'COMPLETED', totalItems: 3, createdItems: 2, skippedItems: 1 });
    const [email, ...more] = await app.database.db.select().from(emailRequests).where(eq(emailRequests.batchId, batch.id));
    expect(more).toEqual([]);
    expect(email).toMatchObject({ customerId: dana.customerId, correspondenceType: 'TEMPLATE', requestStatus: 'NEW', sendTo: 'dana@example.com' });
    expect(email!.emailBody).toContain('Dear Dana &amp; Co,');
    const [letter] = await app.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, Number(email!.attachmentPaths)));
    expect(letter).toMatchObject({ customerId: dana.customerId, contentType: 'application/pdf' });
    const posted = await app.database.db.select().from(postedMailItems).where(eq(postedMailItems.batchId, batch.id));
    expect(posted.map((p) => [p.customerId, p.recipientName, p.status])).toEqual([[evan.customerId, 'Evan Post', 'NEW']]);
    // Each letter keeps its own file, though both were written in the same second under the template's name.
    const [postedLetter] = await app.database.db.select().from(documents).where(eq(documents.id, posted[0]!.documentId!));
    expect(postedLetter!.fileName.replace(/\d+/, '')).toBe(letter!.fileName.replace(/\d+/, ''));
    expect(postedLetter!.storagePath).not.toBe(letter!.storagePath);
  }, 60_000);

  it('reaches only the customers whose correspondence setting is one of the delivery methods', async () => {
    const res = await send(admin, `/mail-merge-template/${welcomeTemplate}/bulk`, { ...toBuilding(), deliveryMethodIds: [postMethod] });
    const batch = await finished(res.json<BulkBatch>().id);
    expect(batch).toMatchObject({ status: 'COMPLETED', totalItems: 1, createdItems: 1, skippedItems: 0 });
  }, 60_000);

  it("refuses another company's template or building with 404, an unknown delivery method too, writing nothing", async () => {
    const before = await batchCount();
    const template = await send(admin, `/mail-merge-template/${foreignTemplate}/bulk`, { ...toBuilding(), deliveryMethodIds: [emailMethod] });
    expect(template.statusCode).toBe(404);
    expect(template.json().messages[0].message).toBe(texts.letter.templateNotFound);
    const node = await send(admin, `/mail-merge-template/${welcomeTemplate}/bulk`, {
      networkNodeIds: [building, foreignBuilding],
      customerTypeIds: [resident],
      deliveryMethodIds: [emailMethod],
    });
    expect(node.statusCode).toBe(404);
    expect(node.json().messages[0].message).toBe(t.buildingNotFound);
    const method = await send(admin, `/mail-merge-template/${welcomeTemplate}/bulk`, { ...toBuilding(), deliveryMethodIds: [999_999] });
    expect(method.statusCode).toBe(404);
    expect(method.json().messages[0].message).toBe(t.deliveryMethodNotFound);
    const sms = await send(admin, '/sms-requests/bulk', { networkNodeIds: [foreignBuilding], customerTypeIds: [resident], smsContent: 'Hi' });
    expect(sms.statusCode).toBe(404);
    expect(await batchCount()).toBe(before);
  });
});

describe('previews', () => {
  it('previews the adhoc email for the first recipient with an address, with the counts, for ReadOnly too', async () => {
    for (const caller of [admin, readOnly]) {
      const res = await send(caller, '/adhoc-email/bulk/preview', {
        ...toBuilding(),
        emailSubject: 'Hi {{customerName}}',
        emailBody: '<p>{{accountNumber}}</p>',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<BulkAdhocPreviewResponse>()).toEqual({
        recipients: 3,
        withoutEmail: 2,
        email: { sendTo: 'dana@example.com', emailSubject: 'Hi Dana & Co', htmlBody: '<p>BLK-1</p>' },
      });
    }
    const nobody = await send(admin, '/adhoc-email/bulk/preview', {
      networkNodeIds: [otherBuilding],
      customerTypeIds: [company],
      emailSubject: 'Hi',
      emailBody: 'B',
    });
    expect(nobody.json()).toEqual({ recipients: 0, withoutEmail: 0, email: null });
    const missing = await send(admin, '/adhoc-email/bulk/preview', { ...toBuilding(), emailSubject: 'Hi' });
    expect(missing.statusCode).toBe(400);
  });

  it('counts whom each type of send reaches by the rule the job writes by, for ReadOnly too, writing nothing', async () => {
    const before = await batchCount();
    const audience = async (body: object) => {
      const res = await send(readOnly, '/bulk/audience', { ...toBuilding(), ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<BulkAudience>();
    };
    // The same figures as the sends above write: 2 SMS, 1 adhoc email, 2 letters (one posted, one emailed), 1 posted only.
    expect(await audience({ correspondenceType: 'SMS' })).toEqual({ customers: 3, receiving: 2 });
    expect(await audience({ correspondenceType: 'ADHOC' })).toEqual({ customers: 3, receiving: 1 });
    expect(await audience({ correspondenceType: 'TEMPLATE', deliveryMethodIds: [emailMethod, postMethod] })).toEqual({ customers: 3, receiving: 2 });
    expect(await audience({ correspondenceType: 'TEMPLATE', deliveryMethodIds: [postMethod] })).toEqual({ customers: 1, receiving: 1 });
    expect(
      (await send(admin, '/bulk/audience', { networkNodeIds: [foreignBuilding], customerTypeIds: [resident], correspondenceType: 'SMS' })).statusCode,
    ).toBe(404);
    expect((await send(admin, '/bulk/audience', { ...toBuilding(), correspondenceType: 'LETTER' })).statusCode).toBe(400);
    expect(await batchCount()).toBe(before);
  });

  it("previews the template's letter of the building's first customer as a PDF; 404 without one or for another company's building", async () => {
    const res = await send(readOnly, `/mail-merge-template/${welcomeTemplate}/bulk/preview-pdf`, { buildingId: building, customerTypeId: resident });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const empty = await send(admin, `/mail-merge-template/${welcomeTemplate}/bulk/preview-pdf`, { buildingId: otherBuilding, customerTypeId: company });
    expect(empty.statusCode).toBe(404);
    expect(empty.json().messages[0].message).toBe(t.noCustomerInBuilding);
    const foreign = await send(admin, `/mail-merge-template/${welcomeTemplate}/bulk/preview-pdf`, { buildingId: foreignBuilding, customerTypeId: resident });
    expect(foreign.statusCode).toBe(404);
    const noTemplate = await send(admin, `/mail-merge-template/${foreignTemplate}/bulk/preview-pdf`, { buildingId: building, customerTypeId: resident });
    expect(noTemplate.statusCode).toBe(404);
  });
});

describe('roles and companies', () => {
  it('lets writers (a developer) send and refuses ReadOnly with 403, writing nothing', async () => {
    const before = await batchCount();
    for (const [url, payload] of [
      ['/sms-requests/bulk', { ...toBuilding(), smsContent: 'Hi' }],
      ['/email-requests/adhoc/bulk', { ...toBuilding(), emailSubject: 'Hi', emailBody: 'B' }],
      [`/mail-merge-template/${welcomeTemplate}/bulk`, { ...toBuilding(), deliveryMethodIds: [postMethod] }],
    ] as const) {
      expect((await send(readOnly, url, payload)).statusCode, url).toBe(403);
    }
    expect(await batchCount()).toBe(before);
    const res = await send(developer, '/sms-requests/bulk', { ...toBuilding(), smsContent: 'From the developer' });
    expect(res.statusCode).toBe(200);
    expect(await finished(res.json<BulkBatch>().id)).toMatchObject({ status: 'COMPLETED', createdItems: 2 });
  }, 60_000);

  it("shows a batch's progress to its own company only", async () => {
    const res = await send(admin, '/sms-requests/bulk', { ...toBuilding(), smsContent: 'Mine' });
    const { id } = res.json<BulkBatch>();
    await finished(id);
    expect((await readOnly({ method: 'GET', url: `/api/correspondence/bulk/batches/${id}` })).statusCode).toBe(200);
    const foreign = await otherCompany({ method: 'GET', url: `/api/correspondence/bulk/batches/${id}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().messages[0].message).toBe(t.batchNotFound);
    const bad = await admin({ method: 'GET', url: '/api/correspondence/bulk/batches/not-a-number' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().isSuccess).toBe(false);
  }, 60_000);

  it('lists Bulk Messaging in the Maintenance menu of every company', async () => {
    const items = await app.database.db.select().from(maintenanceMenuItems).where(eq(maintenanceMenuItems.code, 'BULKMESSAGING'));
    expect(items.map((i) => [i.name, i.category])).toEqual(expect.arrayContaining([['Bulk Messaging', 'Correspondence']]));
    expect(new Set(items.map((i) => i.companyId)).size).toBe(2);
  });
});
