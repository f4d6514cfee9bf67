import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './auth-fixtures';
import { as, createTestApp, login, type TestApp } from './helpers';
import {
  documentedOperations,
  isSignedWebhook,
  exampleUrl,
  multipartBody,
  openApiDocument,
  registeredRoutes,
  SIGNED_WEBHOOKS,
  undocumentedResponse,
  type DocumentedOperation,
  type FormPart,
  type OpenApiDocument,
} from './openapi-fixtures';

/**
 * The OpenAPI document at /api/docs/json is the truth about the API: every route is in it, with
 * its request body, the refusals it answers and the media types it sends. Each check asks the
 * server itself (a request per operation) rather than trusting the route declarations.
 */

/** The development stand-in for the SSO provider: hidden on purpose, it is not part of the API. */
const HIDDEN = ['GET /api/sso/sandbox/authorize', 'GET /api/sso/sandbox/approve'];
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const BOUNDARY = 'wattle-document-test';

let t: TestApp;
let doc: OpenApiDocument;
let operations: DocumentedOperation[];
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  doc = await openApiDocument(t.app);
  operations = documentedOperations(doc);
  cookie = await login(t.app);
});
afterAll(() => t.close());

const changesState = (op: DocumentedOperation) => op.method !== 'GET';
const isPublic = (op: DocumentedOperation) => Array.isArray(op.operation.security) && op.operation.security.length === 0;

/** A multipart request of the parts an upload operation documents (a small PNG for each file). */
function documentedForm(op: DocumentedOperation) {
  const schema = op.operation.requestBody!.content['multipart/form-data']!.schema;
  const parts: FormPart[] = Object.entries(schema.properties ?? {}).map(([name, field]) =>
    field.format === 'binary' ? { name, filename: `${name}.png`, contentType: 'image/png', content: PNG } : { name, content: '[]' },
  );
  return { payload: multipartBody(parts, BOUNDARY), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

describe('the OpenAPI document', () => {
  it('documents every /api route the server answers, and no other', () => {
    const routes = registeredRoutes(t.app).filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return method !== 'HEAD' && path.startsWith('/api/') && !path.startsWith('/api/docs') && !HIDDEN.includes(route);
    });
    expect(operations.length).toBeGreaterThan(70);
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual([...new Set(routes)].sort());
  });

  it('marks protected operations with the session scheme and documents their 401', async () => {
    for (const op of operations) {
      const res = await t.app.inject({ method: op.method as 'GET', url: exampleUrl(op), headers: { 'x-csrf': '1' } });
      expect(undocumentedResponse(op, res), op.name).toBeNull();
      if (!isPublic(op)) expect(res.statusCode, op.name).toBe(401);
    }
  });

  it('documents the CSRF refusal of every state-changing operation but the signed webhooks', async () => {
    expect(operations.filter(isSignedWebhook).map((op) => op.name)).toEqual(SIGNED_WEBHOOKS);
    for (const op of operations.filter((op) => changesState(op) && !isSignedWebhook(op))) {
      const res = await t.app.inject({ method: op.method as 'POST', url: exampleUrl(op), headers: { cookie } });
      expect(res.statusCode, op.name).toBe(403);
      expect(undocumentedResponse(op, res), op.name).toBeNull();
    }
  });

  it('documents the refusal of an over-long path segment wherever the path has an id', async () => {
    const call = as(t.app, cookie);
    for (const op of operations.filter((op) => op.path.includes('{'))) {
      const res = await call({ method: op.method as 'GET', url: op.path.replace(/\{\w+\}/g, 'x'.repeat(200)) });
      expect(res.statusCode, op.name).toBe(414);
      expect(undocumentedResponse(op, res), op.name).toBeNull();
    }
  });

  it('documents the JSON body of exactly the operations that read one', async () => {
    // A user of its own, a session per operation: the operation may be sign-out, or end the user's other sessions.
    const user = await createUser(t);
    for (const op of operations.filter(changesState)) {
      const call = as(t.app, await login(t.app, user.username, user.password));
      const res = await call({ method: op.method as 'POST', url: exampleUrl(op), payload: '"not an object"', headers: { 'content-type': 'application/json' } });
      const readsBody = res.statusCode === 400 && res.json().messages.some((m: { message: string }) => m.message.startsWith('body'));
      expect(Boolean(op.operation.requestBody?.content['application/json']), op.name).toBe(readsBody);
      expect(undocumentedResponse(op, res), op.name).toBeNull();
    }
  });

  it('documents the multipart parts of every upload, and an upload of those parts is read', async () => {
    const uploads = operations.filter((op) => op.operation.requestBody?.content['multipart/form-data']);
    expect(uploads.map((op) => op.path).sort()).toEqual([
      '/api/Documents/UploadLogo',
      '/api/dashboard/emails/upload-pdf',
      '/api/dashboard/schedules/{scheduleId}/import-csv-file',
      '/api/documents',
      '/api/documents/upload-attachments',
      '/api/documents/upload-correspondence',
      '/api/payments/imports',
    ]);
    const call = as(t.app, cookie);
    for (const op of uploads) {
      const res = await call({ method: 'POST', url: exampleUrl(op), ...documentedForm(op) });
      expect(undocumentedResponse(op, res), op.name).toBeNull();
      // Read, and refused at most for what the parts hold (a PNG is neither a PDF nor a CSV, '[]' no category nor file format).
      expect([200, 400, 404], `${op.name} ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json().messages[0].message, op.name).toMatch(/PDF|CSV|row|column|items|Category|format/i);
    }
  });

  it('documents the status and media type of what each operation answers a signed-in user', async () => {
    const call = as(t.app, cookie);
    for (const op of operations.filter((op) => !changesState(op))) {
      const res = await call({ method: 'GET', url: exampleUrl(op) });
      expect(undocumentedResponse(op, res), op.name).toBeNull();
    }
  });

  it('documents the media types of the text and file answers', async () => {
    const call = as(t.app, cookie);
    const byPath = (path: string, method = 'POST') => operations.find((op) => op.path === path && op.method === method)!;
    const upload = byPath('/api/documents/upload-attachments');
    const stored = await call({ method: 'POST', url: upload.path, ...documentedForm(upload) });
    expect(stored.statusCode).toBe(200);
    expect(undocumentedResponse(upload, stored)).toBeNull();
    const logo = byPath('/api/Documents/UploadLogo');
    const storedLogo = await call({ method: 'POST', url: logo.path, ...documentedForm(logo) });
    expect(storedLogo.statusCode).toBe(200);
    expect(undocumentedResponse(logo, storedLogo)).toBeNull();
    const attachment = byPath('/api/documents/attachments/{location}', 'GET');
    const file = await call({ method: 'GET', url: `/api/documents/attachments/${stored.body}` });
    expect(file.headers['content-type']).toBe('image/png');
    expect(undocumentedResponse(attachment, file)).toBeNull();

    const answers: [string, string][] = [['/api/system-config/{brandCode}/my-account-url', '/api/system-config/WATTLE/my-account-url']];
    const section = (await call({ method: 'GET', url: '/api/display/sections?codes=SYSPARAMS' })).json().sections[0];
    answers.push(['/api/display/sections/{sectionId}/export', `/api/display/sections/${section.id}/export`]);
    const item = (await call({ method: 'GET', url: '/api/dashboard/user-items' }))
      .json<{ id: number; code: string }[]>()
      .find((i) => i.code === 'EMAIL_STATUS_REQ')!;
    answers.push(['/api/dashboard/processes/{id}/export', `/api/dashboard/processes/${item.id}/export?processCode=${item.code}`]);
    for (const [path, url] of answers) {
      const res = await call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(undocumentedResponse(byPath(path, 'GET'), res), url).toBeNull();
    }
  });
});
