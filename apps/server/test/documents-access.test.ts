import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_ACCESS_URL_SECONDS, texts, UPLOAD_MAX_BYTES, type DocumentAccessUrl } from '@wattle/contract';
import { documentCategories, documents, storedFiles } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { multipart } from './multipart-fixtures';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD, type CreatedCustomer, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

let t: TestApp;
let call: ReturnType<typeof as>;
let scope: Scope;
let customer: CreatedCustomer;
let documentId: number;

type Envelope = { isSuccess: boolean; messages: { message: string; messageType: string }[] };

const PDF = Buffer.from('%PDF-1.4\n% a tiny letter\n');

const uploadCorrespondence = (caller: ReturnType<typeof as>, file = { name: 'terms.pdf', content: PDF, type: 'application/pdf' }, part = 'FileData') =>
  caller({
    method: 'POST',
    url: '/api/documents/upload-correspondence',
    ...multipart([{ name: part, fileName: file.name, content: file.content, type: file.type }]),
  });

const accessUrls = (caller: ReturnType<typeof as>, fileLocations: unknown) =>
  caller({ method: 'POST', url: '/api/documents/get-document-access-urls', payload: { fileLocations } });

const storedFileCount = async () => (await t.database.db.select({ id: storedFiles.id }).from(storedFiles)).length;

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  customer = await addCustomer(t.database, scope, { name: 'Axel Access', type: 'RESIDENT', accountNumber: 'ACC10001' });
  const [category] = await t.database.db
    .select({ id: documentCategories.id })
    .from(documentCategories)
    .where(and(eq(documentCategories.companyId, scope.companyId), eq(documentCategories.dataset, 'live'), eq(documentCategories.code, 'OTHER')));
  const [doc] = await t.database.db
    .insert(documents)
    .values({
      ...scope,
      customerId: customer.customerId,
      categoryId: category!.id,
      name: 'Welcome letter',
      fileName: 'welcome.html',
      fileExtension: 'html',
      contentType: 'text/html',
      documentDate: '2025-01-01',
      location: 'HTML',
      content: Buffer.from('<p>Welcome <script>alert(1)</script></p>'),
    })
    .returning({ id: documents.id });
  documentId = doc!.id;
});
afterAll(() => t.close());

describe('POST /documents/upload-correspondence', () => {
  it('stores the FileData part and answers its location, which email attachments then read', async () => {
    const res = await uploadCorrespondence(call);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toMatch(/^[A-Za-z0-9-]{36}$/);
    const served = await call({ method: 'GET', url: `/api/documents/attachments/${res.body}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses bad input with a 4xx envelope and keeps nothing', async () => {
    const before = await storedFileCount();
    const wrongPart = await uploadCorrespondence(call, undefined, 'file0');
    expect(wrongPart.statusCode).toBe(400);
    expect(wrongPart.json<Envelope>().messages[0]!.message).toBe(texts.documents.documentRequired);
    const tooBig = await uploadCorrespondence(call, { name: 'big.bin', content: Buffer.alloc(UPLOAD_MAX_BYTES), type: 'application/octet-stream' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<Envelope>().messages[0]!.message).toBe(texts.documents.tooBig);
    const notMultipart = await call({ method: 'POST', url: '/api/documents/upload-correspondence', payload: { FileData: 'x' } });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
    expect(await storedFileCount()).toBe(before);
  });
});

describe('POST /documents/get-document-access-urls and GET /documents/access/{token}', () => {
  it('answers a short-lived URL per location that serves the document or the upload', async () => {
    const location = (await uploadCorrespondence(call)).body;
    const before = await storedFileCount();
    const res = await accessUrls(call, [String(documentId), `${location}/Terms and conditions.pdf`]);
    expect(res.statusCode, res.body).toBe(200);
    const urls = res.json<DocumentAccessUrl[]>();
    expect(urls.map((u) => u.fileLocation)).toEqual([String(documentId), `${location}/Terms and conditions.pdf`]);
    for (const u of urls) {
      expect(u.url).toMatch(/^\/api\/documents\/access\/[A-Za-z0-9-]+\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
      const lifetime = Date.parse(u.expiresAt) - Date.now();
      expect(lifetime).toBeGreaterThan(0);
      expect(lifetime).toBeLessThanOrEqual(DOCUMENT_ACCESS_URL_SECONDS * 1000);
    }
    // Asking changes nothing.
    expect(await storedFileCount()).toBe(before);

    const html = await call({ method: 'GET', url: urls[0]!.url });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Welcome');
    expect(html.headers['content-disposition']).toBe('attachment; filename="welcome.html"');
    expect(html.headers['content-security-policy']).toBe('sandbox');
    const pdf = await call({ method: 'GET', url: urls[1]!.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="terms.pdf"');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a tampered or expired token (404)', async () => {
    const [u] = (await accessUrls(call, [String(documentId)])).json<DocumentAccessUrl[]>();
    const [file, , signature] = u!.url.split('/').at(-1)!.split('.');
    const later = (9_999_999_999).toString(36);
    expect((await call({ method: 'GET', url: `/api/documents/access/${file}.${later}.${signature}` })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `/api/documents/access/1.${later}.${signature}` })).statusCode).toBe(404);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (DOCUMENT_ACCESS_URL_SECONDS + 1) * 1000);
      const stale = await call({ method: 'GET', url: u!.url });
      expect(stale.statusCode).toBe(404);
      expect(stale.json<Envelope>().messages[0]!.message).toBe(texts.documents.notFound);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses bad input with a 400 envelope and a location of no file with 404', async () => {
    for (const fileLocations of [[], ['../etc/passwd'], 'x', [12], Array.from({ length: 51 }, () => '1')]) {
      const res = await accessUrls(call, fileLocations);
      expect(res.statusCode, JSON.stringify(fileLocations)).toBe(400);
      expect(res.json<Envelope>().isSuccess).toBe(false);
    }
    expect((await call({ method: 'GET', url: '/api/documents/access/not-a-token' })).statusCode).toBe(400);
    const missing = await accessUrls(call, ['999999999']);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Envelope>().messages[0]!.message).toBe(texts.documents.notFound);
    expect((await accessUrls(call, ['00000000-0000-0000-0000-000000000000'])).statusCode).toBe(404);
  });

  it('gives another company neither URLs for our files nor our files through our URLs', async () => {
    const location = (await uploadCorrespondence(call)).body;
    const [u] = (await accessUrls(call, [String(documentId)])).json<DocumentAccessUrl[]>();
    const { username } = await createTenant(t.database, 'ACCESSCO');
    const other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
    expect((await accessUrls(other, [String(documentId)])).statusCode).toBe(404);
    expect((await accessUrls(other, [location])).statusCode).toBe(404);
    expect((await other({ method: 'GET', url: u!.url })).statusCode).toBe(404);
  });

  it('lets every role ask for and open URLs; ReadOnly may not upload', async () => {
    for (const roles of ['ADMIN', 'DEVELOPER', '', 'ReadOnly']) {
      const username = await createUser(t.database, scope.companyId, `access-${roles || 'staff'}`.toLowerCase(), roles);
      const caller = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
      const res = await accessUrls(caller, [String(documentId)]);
      expect(res.statusCode, roles).toBe(200);
      expect((await caller({ method: 'GET', url: res.json<DocumentAccessUrl[]>()[0]!.url })).statusCode, roles).toBe(200);
      expect((await uploadCorrespondence(caller)).statusCode, roles).toBe(roles === 'ReadOnly' ? 403 : 200);
    }
  });
});
