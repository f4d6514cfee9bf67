import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@wattle/contract';
import { createTestApp, login, type TestApp } from './helpers';
import { documentedOperations, isSignedWebhook, openApiDocument, SIGNED_WEBHOOKS, type DocumentedOperation } from './openapi-fixtures';
import { listening, postHead, rawExchange } from './raw-http';

/**
 * Issue 23 item 1: the sign-in and CSRF hooks decide on the route the router matched, so a path
 * whose /api prefix is percent-encoded (the router decodes it before matching) meets them too.
 */

const ENCODED_PREFIXES = ['/%61pi/', '/a%70i/', '/ap%69/'];
const UNAUTHENTICATED = { isSuccess: false, messages: [{ message: texts.server.unauthenticated, messageType: 'Error' }] };
const CSRF_MISSING = { isSuccess: false, messages: [{ message: texts.server.csrfMissing, messageType: 'Error' }] };

let t: TestApp;
let operations: DocumentedOperation[];
beforeAll(async () => {
  t = await createTestApp({ JOBS: 'off' });
  operations = documentedOperations(await openApiDocument(t.app));
}, 60_000);
afterAll(() => t.close());

const isPublic = (o: DocumentedOperation) => Array.isArray(o.operation.security) && o.operation.security.length === 0;
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');
const bodyOf = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

describe('an encoded /api prefix', () => {
  it('meets the sign-in hook on every operation: 401 without a session, or the public route’s own answer', async () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const o of operations) {
      const plain = concrete(o.path);
      const call = (url: string) => t.app.inject({ method: o.method as 'GET', url, headers: { 'x-csrf': '1' }, payload: bodyOf(o.method) });
      const publicStatus = isPublic(o) ? (await call(plain)).statusCode : null;
      for (const prefix of ENCODED_PREFIXES) {
        const url = plain.replace(/^\/api\//, prefix);
        const res = await call(url);
        if (publicStatus === null) {
          expect({ call: `${o.method} ${url}`, status: res.statusCode, body: res.json<unknown>() }).toEqual({
            call: `${o.method} ${url}`,
            status: 401,
            body: UNAUTHENTICATED,
          });
        } else {
          expect({ call: `${o.method} ${url}`, status: res.statusCode }).toEqual({ call: `${o.method} ${url}`, status: publicStatus });
        }
      }
    }
  }, 120_000);

  it('meets the CSRF hook on every write: 403 with a session and no X-CSRF', async () => {
    const cookie = await login(t.app);
    const writes = operations.filter((o) => o.method !== 'GET' && !isSignedWebhook(o));
    expect(operations.filter(isSignedWebhook).map((o) => o.name)).toEqual(SIGNED_WEBHOOKS);
    expect(writes.length).toBeGreaterThan(50);
    for (const o of writes) {
      for (const prefix of ENCODED_PREFIXES) {
        const url = concrete(o.path).replace(/^\/api\//, prefix);
        const res = await t.app.inject({ method: o.method as 'POST', url, headers: { cookie }, payload: bodyOf(o.method) });
        expect({ call: `${o.method} ${url}`, status: res.statusCode, body: res.json<unknown>() }).toEqual({
          call: `${o.method} ${url}`,
          status: 403,
          body: CSRF_MISSING,
        });
      }
    }
  }, 120_000);

  it('refuses an upload without a session before reading its body', async () => {
    const port = await listening(t.app);
    const uploads = operations.filter((o) => o.operation.requestBody?.content['multipart/form-data']);
    expect(uploads.length).toBeGreaterThanOrEqual(3);
    for (const o of uploads) {
      const url = concrete(o.path).replace(/^\/api\//, '/%61pi/');
      // Only the head is sent: a server that waited for the announced 50 MB would never answer.
      const head = postHead(url, { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': 50_000_000, 'X-CSRF': '1' });
      const answer = await rawExchange(port, head);
      expect({ call: `${o.method} ${url}`, status: answer.status }).toEqual({ call: `${o.method} ${url}`, status: 401 });
    }
  }, 60_000);
});
