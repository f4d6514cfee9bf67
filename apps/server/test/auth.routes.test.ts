import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@wattle/contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { loggerOptions } from '../src/lib/logging';
import { createUser, credentials, get, lastOutboxMail, post, sessionCookie } from './auth-fixtures';
import { createTestApp, login, type TestApp } from './helpers';
import { SIGNED_WEBHOOKS } from './openapi-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Operation {
  method: string;
  /** `POST /api/x/{id}` */
  name: string;
  url: string;
  isPublic: boolean;
}

/** Every operation of the OpenAPI document, which every route with a schema appears in; public ones declare no security. */
async function operations(): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>();
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        name: `${method.toUpperCase()} ${path}`,
        url: path.replace(/\{[^}]+\}/g, '1'),
        isPublic: Array.isArray(op.security) && op.security.length === 0,
      })),
  );
}

describe('every route', () => {
  it('answers 401 without a session unless it is public', async () => {
    const ops = await operations();
    const publicOnes = ops.filter((o) => o.isPublic).map((o) => `${o.method} ${o.url}`);
    // Public routes are few and deliberate.
    expect(publicOnes.sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/health/live',
        'GET /api/health/ready',
        'GET /api/metrics',
        'GET /api/sso/accounting/callback',
        'GET /api/sso/accounting/start',
        'POST /api/email/webhooks',
        'POST /api/login',
        'POST /api/logout',
        'POST /api/mail/webhooks/1',
        'POST /api/mfa/email/send-code',
        'POST /api/mfa/email/validate-code',
        'POST /api/mfa/totp/validate-code',
        'POST /api/payments/webhooks/1',
        'POST /api/reset-password',
        'POST /api/send-reset-password-link',
        'POST /api/sms/webhooks/1/1',
      ].filter((p) => publicOnes.includes(p) || !p.startsWith('GET /api/health')),
    );
    const protectedOnes = ops.filter((o) => !o.isPublic);
    expect(protectedOnes.length).toBeGreaterThanOrEqual(8);
    for (const op of protectedOnes) {
      const res = await t.app.inject({
        method: op.method as 'GET',
        url: op.url,
        headers: { 'x-csrf': '1' },
        payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : {},
      });
      expect({ route: `${op.method} ${op.url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${op.method} ${op.url}`,
        status: 401,
        body: { isSuccess: false, messages: [{ message: texts.server.unauthenticated, messageType: 'Error' }] },
      });
    }
  });

  it('answers 403 to every state-changing call without X-CSRF, even with a session', async () => {
    const cookie = await login(t.app);
    // A provider's signed webhook proves itself by its signature instead (openapi-document.test.ts checks which).
    const changing = (await operations()).filter((o) => o.method !== 'GET' && !SIGNED_WEBHOOKS.includes(o.name));
    expect(changing.length).toBeGreaterThanOrEqual(10);
    for (const op of changing) {
      const res = await t.app.inject({ method: op.method as 'POST', url: op.url, headers: { cookie }, payload: op.method === 'DELETE' ? undefined : {} });
      expect({ route: `${op.method} ${op.url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${op.method} ${op.url}`,
        status: 403,
        body: { isSuccess: false, messages: [{ message: texts.server.csrfMissing, messageType: 'Error' }] },
      });
    }
  });

  it('sends a Content-Security-Policy and the other security headers', async () => {
    const res = await get(t, '/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('secrets never reach the log', () => {
  it('logs neither passwords, codes, reset tokens nor cookies', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', JOBS: 'off', LOG_LEVEL: 'trace', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    // The same database, a second app whose logger is the production one (trace level) writing to memory.
    const app = await buildApp({ config, database: t.database, logger: { ...loggerOptions('trace'), stream } });
    await app.ready();
    const logged = { app, database: t.database, close: async () => undefined };
    try {
      const u = await createUser(logged, { password: 'VerySecret42' });
      const ok = await post(logged, '/api/login', credentials(u));
      await post(logged, '/api/login', { ...credentials(u), password: 'WrongSecret42' });
      await post(logged, `/api/send-reset-password-link?username=${u.username}`);
      const mail = await lastOutboxMail(logged, u.email);
      const guid = /guid=([\w-]+)/.exec(mail.text)![1]!;
      await app.inject({ method: 'GET', url: `/reset-password?user=${u.username}&guid=${guid}` });
      await post(logged, '/api/reset-password', { password: 'NewSecret42x', username: u.username, guid });
      const cookieValue = sessionCookie(ok).split('=')[1]!;
      const all = lines.join('\n');
      expect(all).toContain('incoming request');
      for (const secret of ['VerySecret42', 'WrongSecret42', 'NewSecret42x', guid, cookieValue]) expect(all).not.toContain(secret);
      expect(all).toContain('guid=***');
      // Responses never carry a password or its hash either.
      expect(ok.body).not.toMatch(/VerySecret42|argon2/);
    } finally {
      await app.close();
    }
  });
});
