import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { auditLog } from '../src/db/schema/index';
import { createTestApp, login } from './helpers';
import { BASE_TEST_ENV } from './template';

/** What production needs, with no NODE_ENV: unset is production. */
const PRODUCTION = { ADMIN_PASSWORD: 'Prod1uction!', SECRETS_KEY: 'a-production-secrets-key' };

const t = await createTestApp();
afterAll(() => t.close());

/** Another app on the test database with `env` on top of the test environment (its own config, no jobs). */
async function appWith(env: Record<string, string | undefined>): Promise<FastifyInstance> {
  const app = await buildApp({ config: loadConfig({ ...BASE_TEST_ENV, ...env }), database: t.database, logger: false });
  await app.ready();
  return app;
}

describe('anything but an explicit development or test environment runs as production', () => {
  it.each([undefined, '', 'staging', 'prod', 'Production', 'dev'])('NODE_ENV=%j is production', (nodeEnv) => {
    const config = loadConfig({ ...PRODUCTION, NODE_ENV: nodeEnv });
    expect({ env: config.env, isProduction: config.isProduction }).toEqual({ env: 'production', isProduction: true });
  });

  it.each(['development', 'test'])('NODE_ENV=%s is not', (nodeEnv) => {
    expect(loadConfig({ NODE_ENV: nodeEnv }).isProduction).toBe(false);
  });

  it('refuses to start without SECRETS_KEY: no fixed development key encrypts production credentials', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: PRODUCTION.ADMIN_PASSWORD })).toThrow(/SECRETS_KEY must be set in production/);
    expect(() => loadConfig({ NODE_ENV: 'staging', ADMIN_PASSWORD: PRODUCTION.ADMIN_PASSWORD })).toThrow(/SECRETS_KEY must be set in production/);
    expect(loadConfig(PRODUCTION).secretsKey).toBe(PRODUCTION.SECRETS_KEY);
  });

  it('refuses the provider sandboxes, and starts none by default', () => {
    expect(() => loadConfig({ ...PRODUCTION, METERING_SANDBOX: 'on' })).toThrow(/METERING_SANDBOX=on is refused in production/);
    expect(() => loadConfig({ ...PRODUCTION, ACCOUNTING_SANDBOX: 'on' })).toThrow(/ACCOUNTING_SANDBOX=on is refused in production/);
    const config = loadConfig(PRODUCTION);
    expect([config.metering.sandbox, config.accounting.sandbox]).toEqual([false, false]);
  });

  it('answers with HSTS', async () => {
    const app = await appWith({ ...PRODUCTION, NODE_ENV: undefined });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await app.close();
    }
  });
});

describe('the API documentation', () => {
  it('needs a session in production, and is open in development', async () => {
    const production = await appWith({ ...PRODUCTION, NODE_ENV: undefined });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        expect((await production.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      }
      const cookie = await login(production);
      expect((await production.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie } })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY takes the proxies’ addresses, never "believe any X-Forwarded-For"', () => {
  it('reads addresses and ranges; refuses on, true, a hop count and garbage', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.2, 192.168.0.0/16, ::1' }).trustProxy).toEqual(['10.0.0.2', '192.168.0.0/16', '::1']);
    for (const wrong of ['on', 'true', '1', '10.0.0.300', '10.0.0.0/40', 'proxy.example'])
      expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY takes the proxies' addresses/);
  });

  /** Signs in from `remoteAddress` with that X-Forwarded-For; answers the address the audit log recorded. */
  async function auditedAddress(app: FastifyInstance, remoteAddress: string, forwardedFor: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: { 'x-csrf': '1', 'x-forwarded-for': forwardedFor },
      payload: { username: 'admin', password: 'Admin123!', useDemoMode: false },
    });
    expect(res.statusCode).toBe(200);
    const [last] = await t.database.db
      .select({ ipAddress: auditLog.ipAddress })
      .from(auditLog)
      .where(and(eq(auditLog.event, 'login.success'), eq(auditLog.username, 'admin')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return last?.ipAddress;
  }

  it.each([
    ["the proxy's address", '10.0.0.2'],
    ["the proxy's range", '10.0.0.0/8'],
  ])('trusting %s, the client is the address that proxy saw, not one the client wrote before it', async (_what, trustProxy) => {
    const app = await appWith({ TRUST_PROXY: trustProxy });
    try {
      expect(await auditedAddress(app, '10.0.0.2', '198.51.100.66, 203.0.113.9')).toBe('203.0.113.9');
    } finally {
      await app.close();
    }
  });

  it("trusting the proxy's address, a client that is not the proxy cannot name itself another address", async () => {
    const app = await appWith({ TRUST_PROXY: '10.0.0.2' });
    try {
      expect(await auditedAddress(app, '203.0.113.50', '198.51.100.67')).toBe('203.0.113.50');
    } finally {
      await app.close();
    }
  });

  it('without a proxy, X-Forwarded-For is ignored', async () => {
    expect(await auditedAddress(t.app, '203.0.113.51', '198.51.100.68')).toBe('203.0.113.51');
  });
});
