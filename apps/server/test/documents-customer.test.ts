import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, UPLOAD_MAX_BYTES, type CustomerDocument, type DocumentLookups } from '@wattle/contract';
import { auditLog, documentCategories, documents, invoices, storedFiles } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { multipart } from './multipart-fixtures';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD, type CreatedCustomer, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

let t: TestApp;
let call: ReturnType<typeof as>;
let scope: Scope;
let customer: CreatedCustomer;
let categoryId: (code: string) => number;

type Envelope = { isSuccess: boolean; messages: { message: string; messageType: string }[] };

const listUrl = (customerId: number | string) => `/api/customers/${customerId}/documents`;

function uploadOf(fields: Record<string, string>, file?: { name: string; content: string | Buffer; type: string }) {
  const parts = Object.entries(fields).map(([name, content]) => ({ name, content }));
  return multipart(file ? [...parts, { name: 'FileData', fileName: file.name, content: file.content, type: file.type }] : parts);
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function upload(caller: ReturnType<typeof as>, fields: Record<string, string>, file = { name: 'meter.png', content: PNG, type: 'image/png' }) {
  return caller({ method: 'POST', url: '/api/documents', ...uploadOf(fields, file) });
}

const storedFileCount = async () => (await t.database.db.select({ id: storedFiles.id }).from(storedFiles)).length;
const documentCount = async () =>
  (await t.database.db.select({ id: documents.id }).from(documents).where(eq(documents.customerId, customer.customerId))).length;

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  customer = await addCustomer(t.database, scope, { name: 'Dora Documents', type: 'RESIDENT', accountNumber: 'DOC10001' });
  const categories = await t.database.db
    .select({ id: documentCategories.id, code: documentCategories.code })
    .from(documentCategories)
    .where(and(eq(documentCategories.companyId, scope.companyId), eq(documentCategories.dataset, 'live')));
  categoryId = (code) => categories.find((c) => c.code === code)!.id;
});
afterAll(() => t.close());

describe('GET /documents/lookups', () => {
  it('answers the active categories with their default note and choice', async () => {
    const res = await call({ method: 'GET', url: '/api/documents/lookups' });
    expect(res.statusCode).toBe(200);
    const { documentCategories: categories } = res.json<DocumentLookups>();
    expect(categories.map((c) => c.code)).toContain('METERPHOTO');
    expect(categories.find((c) => c.code === 'OTHER')).toMatchObject({ description: 'Other', defaultOption: true });
  });
});

describe('POST /documents, GET /customers/{customerId}/documents, GET /documents/{id}/file-stream', () => {
  it('keeps an upload as a document of the customer, lists it with its category and serves its bytes', async () => {
    const res = await upload(call, {
      CustomerId: String(customer.customerId),
      CategoryId: String(categoryId('METERPHOTO')),
      Reference: 'MP-7',
      ReceivedBy: 'Post',
      Notes: 'Photo of the meter board',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope>()).toEqual({ isSuccess: true, messages: [{ message: texts.documents.uploaded, messageType: 'Success' }] });

    const list = await call({ method: 'GET', url: listUrl(customer.customerId) });
    expect(list.statusCode).toBe(200);
    const [doc] = list.json<CustomerDocument[]>();
    expect(doc).toMatchObject({
      fileName: 'meter.png',
      reference: 'MP-7',
      description: 'Photo of the meter board',
      typeCode: 'METERPHOTO',
      typeDescription: 'Meter photo',
      contentType: 'image/png',
      fileExtension: 'png',
      location: 'C',
    });
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc!.id));
    expect(row).toMatchObject({ receivedVia: 'Post', notes: 'Photo of the meter board', insertUser: 'admin', sizeBytes: PNG.length });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'documents.upload'), eq(auditLog.entityId, String(doc!.id))));
    expect(entry).toBeDefined();

    const file = await call({ method: 'GET', url: `/api/documents/${doc!.id}/file-stream` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe('attachment; filename="meter.png"');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('reads a blank received-via as Email and serves a document kept in the database; the newest first', async () => {
    await upload(call, { CustomerId: String(customer.customerId), CategoryId: String(categoryId('OTHER')), ReceivedBy: '', FileName: 'renamed.png' });
    const [kept] = await t.database.db
      .insert(documents)
      .values({
        ...scope,
        customerId: customer.customerId,
        categoryId: categoryId('HTMLEMAIL'),
        name: 'Your bill',
        fileName: 'email-1.html',
        fileExtension: 'html',
        contentType: 'text/html',
        documentDate: '2000-01-01',
        location: 'HTML',
        content: Buffer.from('<p>Hello <script>alert(1)</script></p>'),
      })
      .returning({ id: documents.id });
    const list = (await call({ method: 'GET', url: listUrl(customer.customerId) })).json<CustomerDocument[]>();
    expect(list.at(-1)).toMatchObject({ id: kept!.id, location: 'HTML', typeCode: 'HTMLEMAIL', typeDescription: 'Email' });
    expect(list[0]).toMatchObject({ fileName: 'renamed.png', typeCode: 'OTHER' });
    const [renamed] = await t.database.db.select().from(documents).where(eq(documents.id, list[0]!.id));
    expect(renamed!.receivedVia).toBe('Email');

    const html = await call({ method: 'GET', url: `/api/documents/${kept!.id}/file-stream` });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Hello');
    expect(html.headers['content-security-policy']).toBe('sandbox');
  });

  it('refuses bad input with a 400 envelope and keeps nothing', async () => {
    const [rowsBefore, filesBefore] = [await documentCount(), await storedFileCount()];
    const customerId = String(customer.customerId);
    const cases: [Record<string, string>, string][] = [
      [{ CustomerId: customerId }, texts.documents.categoryRequired],
      [{ CustomerId: customerId, CategoryId: texts.documents.requiredPlaceholder }, texts.documents.categoryRequired],
      [{ CustomerId: customerId, CategoryId: '999999' }, texts.documents.categoryRequired],
      [{ CustomerId: 'abc', CategoryId: String(categoryId('OTHER')) }, 'CustomerId'],
      [{ CustomerId: customerId, CategoryId: String(categoryId('OTHER')), ReceivedBy: 'Pigeon' }, 'ReceivedBy'],
      [{ CustomerId: customerId, CategoryId: String(categoryId('OTHER')), Reference: 'x'.repeat(101) }, 'Reference'],
    ];
    for (const [fields, message] of cases) {
      const res = await upload(call, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      const body = res.json<Envelope>();
      expect(body.isSuccess).toBe(false);
      expect(body.messages[0]!.message).toContain(message);
    }
    const noFile = await call({ method: 'POST', url: '/api/documents', ...uploadOf({ CustomerId: customerId, CategoryId: String(categoryId('OTHER')) }) });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<Envelope>().messages[0]!.message).toBe(texts.documents.documentRequired);
    const tooBig = await upload(
      call,
      { CustomerId: customerId, CategoryId: String(categoryId('OTHER')) },
      { name: 'big.bin', content: Buffer.alloc(UPLOAD_MAX_BYTES), type: 'application/octet-stream' },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<Envelope>().messages[0]!.message).toBe(texts.documents.tooBig);
    for (const url of [listUrl('abc'), '/api/documents/0/file-stream']) expect((await call({ method: 'GET', url })).statusCode, url).toBe(400);
    expect((await call({ method: 'DELETE', url: '/api/documents/x' })).statusCode).toBe(400);
    expect([await documentCount(), await storedFileCount()]).toEqual([rowsBefore, filesBefore]);
  });
});

describe('DELETE /documents/{id}', () => {
  it('deletes the document and its stored file', async () => {
    await upload(call, { CustomerId: String(customer.customerId), CategoryId: String(categoryId('CONTRACT')) });
    const doc = (await call({ method: 'GET', url: listUrl(customer.customerId) })).json<CustomerDocument[]>().find((d) => d.typeCode === 'CONTRACT')!;
    const filesBefore = await storedFileCount();
    const res = await call({ method: 'DELETE', url: `/api/documents/${doc.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope>().messages[0]).toEqual({ message: texts.documents.deleted, messageType: 'Success' });
    expect((await call({ method: 'GET', url: listUrl(customer.customerId) })).json<CustomerDocument[]>().map((d) => d.id)).not.toContain(doc.id);
    expect(await storedFileCount()).toBe(filesBefore - 1);
    expect((await call({ method: 'GET', url: `/api/documents/${doc.id}/file-stream` })).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: `/api/documents/${doc.id}` })).statusCode).toBe(404);
  });

  it('keeps an issued invoice’s and a credit note’s document: listed as permanent, refused (409), nothing deleted', async () => {
    const keptDocument = async (name: string) => {
      const [doc] = await t.database.db
        .insert(documents)
        .values({ ...scope, customerId: customer.customerId, categoryId: categoryId('INVOICE'), name, fileName: `${name}.pdf`, documentDate: '2025-01-01' })
        .returning({ id: documents.id });
      return doc!.id;
    };
    const invoiceDoc = await keptDocument('DOCINV1');
    const creditDoc = await keptDocument('DOCCRN1');
    const bill = {
      ...scope,
      customerAccountId: customer.accountId,
      invoiceDate: '2025-01-01',
      dueDate: '2025-01-15',
      periodFrom: '2024-12-01',
      periodTo: '2024-12-31',
    };
    const [invoice] = await t.database.db
      .insert(invoices)
      .values({ ...bill, invoiceNumber: 'DOCINV1', total: '110.00', documentId: invoiceDoc })
      .returning({ id: invoices.id });
    await t.database.db
      .insert(invoices)
      .values({ ...bill, invoiceNumber: 'DOCCRN1', kind: 'CREDIT_NOTE', creditsInvoiceId: invoice!.id, total: '-110.00', documentId: creditDoc });
    const uploaded = await upload(call, {
      CustomerId: String(customer.customerId),
      CategoryId: String(categoryId('INVOICE')),
      FileName: 'my-invoice-copy.png',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const listed = (await call({ method: 'GET', url: listUrl(customer.customerId) })).json<CustomerDocument[]>();
    expect(listed.find((d) => d.id === invoiceDoc)?.permanent).toBe(true);
    expect(listed.find((d) => d.id === creditDoc)?.permanent).toBe(true);
    // A document of the invoice category that no invoice is stays deletable.
    expect(listed.find((d) => d.fileName === 'my-invoice-copy.png')?.permanent).toBe(false);

    const before = await documentCount();
    for (const id of [invoiceDoc, creditDoc]) {
      const res = await call({ method: 'DELETE', url: `/api/documents/${id}` });
      expect(res.statusCode).toBe(409);
      expect(res.json<Envelope>()).toEqual({ isSuccess: false, messages: [{ message: texts.documents.inUse, messageType: 'Error' }] });
    }
    expect(await documentCount()).toBe(before);
  });
});

describe('another company and the roles', () => {
  it('answers 404 for another company’s customer and documents', async () => {
    const { username } = await createTenant(t.database, 'DOCUMENTSCO');
    const other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
    const [doc] = (await call({ method: 'GET', url: listUrl(customer.customerId) })).json<CustomerDocument[]>();
    expect((await other({ method: 'GET', url: listUrl(customer.customerId) })).statusCode).toBe(404);
    expect((await other({ method: 'GET', url: `/api/documents/${doc!.id}/file-stream` })).statusCode).toBe(404);
    expect((await other({ method: 'DELETE', url: `/api/documents/${doc!.id}` })).statusCode).toBe(404);
    const before = await documentCount();
    const [otherCategory] = (await other({ method: 'GET', url: '/api/documents/lookups' })).json<DocumentLookups>().documentCategories;
    const res = await upload(other, { CustomerId: String(customer.customerId), CategoryId: String(otherCategory!.id) });
    expect(res.statusCode).toBe(404);
    expect(await documentCount()).toBe(before);
    expect((await call({ method: 'GET', url: listUrl(999999) })).statusCode).toBe(404);
  });

  it('lets every role read; ReadOnly may neither upload nor delete', async () => {
    const [doc] = (await call({ method: 'GET', url: listUrl(customer.customerId) })).json<CustomerDocument[]>();
    for (const roles of ['ADMIN', 'DEVELOPER', '', 'ReadOnly']) {
      const username = await createUser(t.database, scope.companyId, `documents-${roles || 'staff'}`.toLowerCase(), roles);
      const caller = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
      expect((await caller({ method: 'GET', url: listUrl(customer.customerId) })).statusCode, roles).toBe(200);
      expect((await caller({ method: 'GET', url: `/api/documents/${doc!.id}/file-stream` })).statusCode, roles).toBe(200);
      const res = await upload(caller, { CustomerId: String(customer.customerId), CategoryId: String(categoryId('OTHER')), Reference: roles });
      expect(res.statusCode, roles).toBe(roles === 'ReadOnly' ? 403 : 200);
    }
    const readOnly = as(t.app, await login(t.app, 'documents-readonly', FIXTURE_PASSWORD));
    expect((await readOnly({ method: 'DELETE', url: `/api/documents/${doc!.id}` })).statusCode).toBe(403);
    expect(await documentCount()).toBeGreaterThan(0);
  });
});
