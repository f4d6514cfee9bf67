import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { runMigrations } from '../src/db/migrate';
import { companies, customers, productTypes, systemParameters, users } from '../src/db/schema/index';
import { ensureBootstrap } from '../src/seed/bootstrap';
import { post } from './auth-fixtures';
import { createTestApp, type TestApp } from './helpers';

describe('configuration', () => {
  it('refuses to start in production without ADMIN_PASSWORD, and starts with one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('ADMIN_PASSWORD must be set in production');
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'S3cret-enough', SECRETS_KEY: 'a-production-secrets-key' }).admin.password).toBe(
      'S3cret-enough',
    );
    expect(loadConfig({ NODE_ENV: 'development' }).admin.password).toBe('Admin123!');
  });
});

describe('first start on an empty store', () => {
  let t: TestApp;
  const env = { COMPANY_CODE: 'FIRSTCO', ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'Boss1234!', ADMIN_EMAIL: 'boss@example.com', DEMO_CUSTOMERS: '5' };
  beforeAll(async () => {
    t = await createTestApp(env);
  }, 120_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  const customersIn = async (dataset: 'live' | 'demo') => (await db().select({ n: count() }).from(customers).where(eq(customers.dataset, dataset)))[0]!.n;
  const rowCounts = async () => ({
    companies: (await db().select({ n: count() }).from(companies))[0]!.n,
    users: (await db().select({ n: count() }).from(users))[0]!.n,
    parameters: (await db().select({ n: count() }).from(systemParameters))[0]!.n,
    customers: (await db().select({ n: count() }).from(customers))[0]!.n,
  });

  it('creates the company with its administrator (ADMIN,DEVELOPER), who can sign in', async () => {
    const [company] = await db().select().from(companies).where(eq(companies.code, 'FIRSTCO'));
    expect(company).toBeDefined();
    const [admin] = await db()
      .select()
      .from(users)
      .where(and(eq(users.companyId, company!.id), eq(users.username, 'boss')));
    expect(admin).toMatchObject({ userRoles: 'ADMIN,DEVELOPER', emailAddress: 'boss@example.com' });
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
    const signIn = await post(t, '/api/login', { username: 'boss', password: 'Boss1234!', useDemoMode: false });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ username: 'boss', companyCode: 'FIRSTCO', userRoles: 'ADMIN,DEVELOPER' });
  });

  it('gives the live dataset reference data only and the demo dataset its generated customers', async () => {
    expect(await customersIn('live')).toBe(0);
    expect(await customersIn('demo')).toBe(5);
    for (const dataset of ['live', 'demo'] as const) {
      const codes = (await db().select({ code: systemParameters.code }).from(systemParameters).where(eq(systemParameters.dataset, dataset))).map((p) => p.code);
      expect(codes).toEqual(expect.arrayContaining(['DATE_FORMAT', 'CURRENCY', 'ISLIVE', 'NETNODELABEL']));
      expect((await db().select({ n: count() }).from(productTypes).where(eq(productTypes.dataset, dataset)))[0]!.n).toBeGreaterThan(0);
    }
  });

  it('changes nothing on a second start: migrations and bootstrap are no-ops', async () => {
    const before = await rowCounts();
    await runMigrations(t.database);
    const again = await ensureBootstrap(t.database, loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { info: () => undefined });
    expect(again.created).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });
});
