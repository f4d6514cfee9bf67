import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, UPLOAD_MAX_BYTES } from '@wattle/contract';
import { wizardOverrides } from '../src/db/schema/index';
import { withScope } from '../src/db/tenancy';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createTenant, FIXTURE_PASSWORD } from './search-fixtures';
import { addBuilding, companyId, definition, nextIndex, pages, type Call } from './wizards-fixtures';

let t: TestApp;
let acme: Call;
let other: Call;
let acmeId: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wattle-lookups-'));

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  acme = as(t.app, await login(t.app));
  acmeId = await companyId(t);
  const tenant = await createTenant(t.database, 'OTHERCO');
  other = as(t.app, await login(t.app, tenant.username, FIXTURE_PASSWORD));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const values = async (call: Call, code: string, parameters?: string) => {
  const res = await call({
    method: 'GET',
    url: `/api/lookups/${code}/values${parameters === undefined ? '' : `?parameters=${encodeURIComponent(parameters)}`}`,
  });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /lookups/{code}/values', () => {
  it('answers generic lists and lists over domain tables', async () => {
    expect((await values(acme, 'TITLES')).body.slice(0, 2)).toEqual([
      { display: 'Mr', value: 'Mr' },
      { display: 'Mrs', value: 'Mrs' },
    ]);
    expect((await values(acme, 'CUSTOMERTYPE')).body.map((v: { value: string }) => v.value)).toEqual(['RESIDENT', 'COMPANY', 'OCCUPIER', 'SUNDRY']);
  });

  it('refuses an unknown code (404) and unreadable parameters (400)', async () => {
    expect(await values(acme, 'NOSUCHLIST')).toEqual({
      status: 404,
      body: { isSuccess: false, messages: [{ message: texts.lookups.notFound('NOSUCHLIST'), messageType: 'NotFound' }] },
    });
    expect((await values(acme, 'TITLES', '{oops')).status).toBe(400);
    expect((await values(acme, 'TITLES', '[1,2]')).status).toBe(400);
    expect((await values(acme, 'bad code!')).status).toBe(400);
  });

  it("never shows another company's rows, and the wizard refuses them as unknown values", async () => {
    const building = await addBuilding(t, acmeId, 'ACMEONLY');
    expect((await values(acme, 'BUILDING')).body).toContainEqual({ value: String(building), display: 'ACMEONLY - ACMEONLY Apartments' });
    expect((await values(other, 'BUILDING')).body).toEqual([]);
    const def = await definition(other, 'NEWCUSTOMER');
    const site = def.pages.findIndex((p) => p.pageCode === 'SITE');
    const submitted = pages([
      ['TYPE', { customerType: 'RESIDENT' }],
      ['PERSON', { firstName: 'Eve', lastName: 'Elsewhere' }],
      ['CONTACT', { email: 'eve@example.com', postalAddress: JSON.stringify({ street: '1 A St', suburb: 'B', state: 'NSW', postcode: '2000' }) }],
      ['SITE', { building: String(building), productType: '1', siteIdentifier: 'X1', addMeter: 'N' }],
    ]);
    const res = await nextIndex(other, 'NEWCUSTOMER', site, submitted);
    expect(res.status).toBe(400);
    expect((res.body as { messages: { message: string }[] }).messages.map((m) => m.message)).toContain('Building: Please select a value.');
  });
});

describe('company adjustments to a wizard', () => {
  it('change prompts and defaults, may require more but never less', async () => {
    await withScope(t.database.db, { companyId: acmeId, dataset: 'live' }, (tx) =>
      tx.insert(wizardOverrides).values([
        { wizardCode: 'NEWCUSTOMER', pageCode: 'PERSON', fieldName: 'dateOfBirth', prompt: 'Birthday', mandatory: true },
        { wizardCode: 'NEWCUSTOMER', pageCode: 'PERSON', fieldName: 'firstName', mandatory: false, visible: false },
        { wizardCode: 'NEWCUSTOMER', pageCode: 'PERSON', fieldName: '', prompt: 'About the person' },
      ]),
    );
    const person = (await definition(acme, 'NEWCUSTOMER')).pages.find((p) => p.pageCode === 'PERSON')!;
    expect(person.title).toBe('About the person');
    expect(person.displayFields.find((f) => f.name === 'dateOfBirth')).toMatchObject({ prompt: 'Birthday', mandatory: true });
    expect(person.displayFields.find((f) => f.name === 'firstName')).toMatchObject({ mandatory: true, visible: true });
    const otherPerson = (await definition(other, 'NEWCUSTOMER')).pages.find((p) => p.pageCode === 'PERSON')!;
    expect(otherPerson.title).toBe('Customer details');
    const missingBirthday = await nextIndex(
      acme,
      'NEWCUSTOMER',
      1,
      pages([
        ['TYPE', { customerType: 'RESIDENT' }],
        ['PERSON', { firstName: 'A', lastName: 'B' }],
      ]),
    );
    expect((missingBirthday.body as { messages: { message: string }[] }).messages[0]!.message).toBe('Birthday: Field is required.');
  });
});

describe('uploads behind the FileUpload, Image and LogoUploader fields', () => {
  const form = (parts: { name: string; filename: string; type: string; content: Buffer }[]) => {
    const boundary = 'wattleboundary';
    const chunks = parts.flatMap((p) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`),
      p.content,
      Buffer.from('\r\n'),
    ]);
    return {
      payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

  it('stores attachments and answers their locations joined with "; "', async () => {
    const res = await acme({
      method: 'POST',
      url: '/api/documents/upload-attachments',
      ...form([
        { name: 'file0', filename: 'a.txt', type: 'text/plain', content: Buffer.from('first') },
        { name: 'file1', filename: 'b.png', type: 'image/png', content: png },
      ]),
    });
    expect(res.statusCode).toBe(200);
    const [first, second] = res.body.split('; ');
    const text = await acme({ method: 'GET', url: `/api/documents/attachments/${first}` });
    expect(text.body).toBe('first');
    expect(text.headers['content-type']).toBe('application/octet-stream');
    expect(text.headers['content-disposition']).toMatch(/^attachment/);
    const image = await acme({ method: 'GET', url: `/api/documents/attachments/${second}` });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    expect((await other({ method: 'GET', url: `/api/documents/attachments/${second}` })).statusCode).toBe(404);
  });

  it('takes only an image as a logo and refuses files of the size limit or more', async () => {
    const logo = await acme({
      method: 'POST',
      url: '/api/Documents/UploadLogo',
      ...form([{ name: 'image', filename: 'logo.png', type: 'image/png', content: png }]),
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toMatch(/^[0-9a-f-]{36}$/);
    const notImage = await acme({
      method: 'POST',
      url: '/api/Documents/UploadLogo',
      ...form([{ name: 'image', filename: 'x.html', type: 'text/html', content: Buffer.from('<b>') }]),
    });
    expect(notImage.json()).toEqual({ isSuccess: false, messages: [{ message: texts.documents.documentRequired, messageType: 'Error' }] });
    const big = await acme({
      method: 'POST',
      url: '/api/documents/upload-attachments',
      ...form([{ name: 'file0', filename: 'big.bin', type: 'application/octet-stream', content: Buffer.alloc(UPLOAD_MAX_BYTES) }]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().messages[0].message).toBe(texts.documents.tooBig);
    expect((await t.app.inject({ method: 'POST', url: '/api/documents/upload-attachments', headers: { 'x-csrf': '1' } })).statusCode).toBe(401);
  });
});
