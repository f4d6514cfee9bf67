import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewPaths, scheduledTaskPaths, texts, uploadAttachmentsPath, uploadLogoPath } from '@wattle/contract';
import { createTestApp, login, type TestApp } from './helpers';
import { listening, multipartBody, postHead, rawExchange } from './raw-http';

let t: TestApp;
let port: number;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '2' });
  cookie = await login(t.app);
  port = await listening(t.app);
});
afterAll(() => t.close());

const refusal = (message: string) => ({ isSuccess: false, messages: [{ message, messageType: 'Error' }] });
const uploadRoutes = [
  { name: 'upload-attachments', url: `/api${uploadAttachmentsPath}`, field: 'file0', type: 'text/plain' },
  { name: 'UploadLogo', url: `/api${uploadLogoPath}`, field: 'image', type: 'image/png' },
  // A name it takes: a name it does not take is refused as soon as the part begins.
  { name: 'import-csv-file', url: `/api${scheduledTaskPaths.importCsv(1)}`, field: 'file0', type: 'text/csv', fileName: 'a.csv' },
  { name: 'upload-pdf', url: `/api${previewPaths.uploadPdf}`, field: 'file0', type: 'application/pdf' },
];
const FORM = 'multipart/form-data; boundary=B';

describe.each(uploadRoutes)('malformed uploads to $name', (route) => {
  const session = () => ({ cookie, 'x-csrf': '1' });
  const form = multipartBody('B', [{ name: route.field, filename: route.fileName ?? 'a.bin', type: route.type, content: '%PDF-'.padEnd(2000, 'x') }]);
  const rawHead = () => postHead(route.url, { ...session(), 'content-type': FORM, 'content-length': form.length });

  it('answers 400 in the envelope for multipart without a boundary', async () => {
    const res = await t.app.inject({ method: 'POST', url: route.url, headers: { ...session(), 'content-type': 'multipart/form-data' }, payload: form });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(texts.server.malformedUpload));
  });

  it('answers 400 in the envelope for a form cut short, in a complete body or by a client that stops sending', async () => {
    const cut = form.subarray(0, 1000);
    const res = await t.app.inject({ method: 'POST', url: route.url, headers: { ...session(), 'content-type': FORM }, payload: cut });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(texts.server.malformedUpload));
    const gone = await rawExchange(port, Buffer.concat([Buffer.from(rawHead()), cut]), { halfClose: true });
    expect(gone.status).toBe(400);
    expect(JSON.parse(gone.body)).toMatchObject({ isSuccess: false });
  });

  it('reads and drops a large part it does not take, and answers', async () => {
    const other = multipartBody('B', [{ name: 'unexpected', filename: 'big.bin', type: 'application/octet-stream', content: Buffer.alloc(400_000, 65) }]);
    const res = await t.app.inject({ method: 'POST', url: route.url, headers: { ...session(), 'content-type': FORM }, payload: other });
    expect(res.statusCode).toBe(400);
    expect(res.json().isSuccess).toBe(false);
  });

  it('answers 408 in the envelope when the body stops arriving', async () => {
    const stalled = await rawExchange(port, Buffer.concat([Buffer.from(rawHead()), form.subarray(0, 500)]));
    expect(stalled.status).toBe(408);
    expect(JSON.parse(stalled.body)).toEqual(refusal(texts.server.requestTimeout));
  });
});

describe('refusals of the HTTP layer', () => {
  it('answers a whole request whose client half-closes once it is sent (the answer needs the database)', async () => {
    const res = await rawExchange(port, `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, { halfClose: true });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'ok' });
  });

  it('answers headers over the limit with 431 in the envelope', async () => {
    const res = await rawExchange(port, `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual(refusal(texts.server.headersTooLarge));
  });

  it('answers a request with both Transfer-Encoding and Content-Length with 400 in the envelope', async () => {
    const head = postHead('/api/login', { 'x-csrf': 1, 'content-type': 'application/json', 'transfer-encoding': 'chunked', 'content-length': 5 });
    const res = await rawExchange(port, `${head}0\r\n\r\n`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(refusal(texts.server.malformedRequest));
  });
});
