import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, maintenanceMenuItems, navigationModules, navigationPages, reports } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD } from './search-fixtures';

let t: TestApp;
let admin: ReturnType<typeof as>;
let clerk: ReturnType<typeof as>;
let other: ReturnType<typeof as>;
let acmeId: number;
let otherId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [acme] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'ACME'));
  acmeId = acme!.id;
  await createUser(t.database, acmeId, 'clerk', '');
  const tenant = await createTenant(t.database, 'OTHERCO');
  otherId = tenant.companyId;
  admin = as(t.app, await login(t.app));
  clerk = as(t.app, await login(t.app, 'clerk', FIXTURE_PASSWORD));
  other = as(t.app, await login(t.app, tenant.username, FIXTURE_PASSWORD));
});
afterAll(() => t.close());

const get = async (call: ReturnType<typeof as>, url: string) => {
  const res = await call({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('navigation routes need a session', () => {
  it.each([
    '/api/navigation/help-topics',
    '/api/navigation/navigation-menu',
    '/api/navigation/maintenance-menu',
    '/api/users/system-menu',
    '/api/reports',
    '/api/users/support-ticket-info',
    '/api/users/company-zendesk-tickets',
  ])('%s answers 401 without one', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.json().isSuccess).toBe(false);
  });
});

describe('GET /navigation/help-topics', () => {
  it('lists the seeded topics with id, name and url in order', async () => {
    const { status, body } = await get(admin, '/api/navigation/help-topics');
    expect(status).toBe(200);
    expect(body[0]).toEqual({ id: expect.any(Number), name: 'Getting started', url: '/help/getting-started' });
    expect(body).toHaveLength(5);
  });
});

describe('GET /navigation/navigation-menu', () => {
  it('answers groups with name, code, iconName and pages carrying their customer type', async () => {
    const { status, body } = await get(admin, '/api/navigation/navigation-menu');
    expect(status).toBe(200);
    expect(body.map((g: { code: string }) => g.code)).toEqual(['CUSTOMER', 'Services', 'FINANCE', 'CORRESPONDENCE', 'ACTIVITIES']);
    const customer = body[0];
    expect(customer).toMatchObject({ name: 'Customer', iconName: 'Person' });
    expect(customer.pages[0]).toEqual({ code: 'CUSTRESIDENTIAL', name: 'Residential', icon: 'Home', customerType: 'RESIDENT' });
    expect(customer.pages.find((p: { code: string }) => p.code === 'PARTYDETAILS').customerType).toBeNull();
  });

  it('lists Customer Detail for occupiers and sundry customers only (spec 3 §2.3)', async () => {
    const { body } = await get(admin, '/api/navigation/navigation-menu');
    const detail = body[0].pages.filter((p: { code: string }) => p.code === 'CUSTSUMMARY');
    expect(detail.map((p: { customerType: string | null }) => p.customerType)).toEqual(['OCCUPIER', 'SUNDRY']);
  });

  it('follows an administrator’s change in the database without a deploy, per role and per company', async () => {
    await t.database.db
      .update(navigationPages)
      .set({ roles: 'ADMIN' })
      .where(and(eq(navigationPages.companyId, acmeId), eq(navigationPages.code, 'ARTREATMENTS')));
    const codes = (groups: { pages: { code: string }[] }[]) => groups.flatMap((g) => g.pages.map((p) => p.code));
    expect(codes((await get(admin, '/api/navigation/navigation-menu')).body)).toContain('ARTREATMENTS');
    expect(codes((await get(clerk, '/api/navigation/navigation-menu')).body)).not.toContain('ARTREATMENTS');
    // The other company's menu is its own copy: untouched.
    await t.database.db
      .update(navigationPages)
      .set({ name: 'Renamed' })
      .where(and(eq(navigationPages.companyId, otherId), eq(navigationPages.code, 'HOMEFINANCE')));
    const acmeNames = (await get(admin, '/api/navigation/navigation-menu')).body.flatMap((g: { pages: { name: string }[] }) => g.pages.map((p) => p.name));
    expect(acmeNames).not.toContain('Renamed');
    const otherNames = (await get(other, '/api/navigation/navigation-menu')).body.flatMap((g: { pages: { name: string }[] }) => g.pages.map((p) => p.name));
    expect(otherNames).toContain('Renamed');
  });
});

describe('GET /navigation/maintenance-menu and GET /reports', () => {
  it('shows administrator items unlocked to an administrator and locked to a user without the role', async () => {
    const adminMenu = (await get(admin, '/api/navigation/maintenance-menu')).body;
    const clerkMenu = (await get(clerk, '/api/navigation/maintenance-menu')).body;
    expect(adminMenu.find((i: { code: string }) => i.code === 'jobs')).toEqual({ code: 'jobs', name: 'System Jobs', category: 'System', isLocked: false });
    expect(clerkMenu.find((i: { code: string }) => i.code === 'jobs').isLocked).toBe(true);
    expect(clerkMenu.find((i: { code: string }) => i.code === 'addons').isLocked).toBe(false);
  });

  it('lists reports with id, name, category and isLocked by role', async () => {
    const adminList = (await get(admin, '/api/reports')).body;
    const clerkList = (await get(clerk, '/api/reports')).body;
    expect(adminList[0]).toEqual({ id: expect.any(Number), name: 'Aged Debtors', category: 'Finance', isLocked: false });
    expect(adminList.every((r: { isLocked: boolean }) => !r.isLocked)).toBe(true);
    expect(clerkList.filter((r: { isLocked: boolean }) => r.isLocked).map((r: { name: string }) => r.name)).toEqual(['Journal Export', 'User Activity']);
  });

  it('shows a report an administrator locked as locked to everyone', async () => {
    await t.database.db
      .update(reports)
      .set({ isLocked: true })
      .where(and(eq(reports.companyId, acmeId), eq(reports.code, 'AGEDDEBTORS')));
    const adminList = (await get(admin, '/api/reports')).body;
    expect(adminList.find((r: { name: string }) => r.name === 'Aged Debtors').isLocked).toBe(true);
  });

  it('never shows another company’s items', async () => {
    await t.database.db.insert(reports).values({ companyId: otherId, code: 'OTHERONLY', name: 'Other Only', category: 'Finance', queryKey: 'otherOnly' });
    await t.database.db.insert(maintenanceMenuItems).values({ companyId: otherId, code: 'OTHERONLY', name: 'Other Only', category: 'X' });
    expect((await get(admin, '/api/reports')).body.map((r: { name: string }) => r.name)).not.toContain('Other Only');
    expect((await get(other, '/api/reports')).body.map((r: { name: string }) => r.name)).toContain('Other Only');
    expect((await get(admin, '/api/navigation/maintenance-menu')).body.map((r: { code: string }) => r.code)).not.toContain('OTHERONLY');
  });
});

describe('GET /users/system-menu', () => {
  it('answers modules with code and pages of id, code and description; Services pages are the services tabs', async () => {
    const { status, body } = await get(admin, '/api/users/system-menu');
    expect(status).toBe(200);
    const services = body.modules.find((m: { code: string }) => m.code === 'Services');
    expect(services.pages.map((p: { code: string }) => p.code)).toEqual(['SITEDETAILS', 'SITEACCOUNTS', 'METERDETAILS', 'METERREADS', 'ADVMETERUSAGE']);
    expect(services.pages[4]).toEqual({ id: expect.any(Number), code: 'ADVMETERUSAGE', description: 'Usage' });
  });

  it('shows a page limited to one customer type only for a selected customer of that type, never by another company’s ids', async () => {
    const [services] = await t.database.db
      .select({ id: navigationModules.id })
      .from(navigationModules)
      .where(and(eq(navigationModules.companyId, acmeId), eq(navigationModules.kind, 'SYSTEM'), eq(navigationModules.code, 'Services')));
    await t.database.db
      .insert(navigationPages)
      .values({ companyId: acmeId, moduleId: services!.id, code: 'SOLARTAB', name: 'Solar', customerType: 'RESIDENT' });
    const live = { companyId: acmeId, dataset: 'live' as const };
    const resident = await addCustomer(t.database, live, { name: 'Resident One', type: 'RESIDENT', accountNumber: 'NAV0001' });
    const business = await addCustomer(t.database, live, { name: 'Business One', type: 'COMPANY', accountNumber: 'NAV0002' });
    const foreign = await addCustomer(t.database, { companyId: otherId, dataset: 'live' }, { name: 'Foreign One', type: 'RESIDENT', accountNumber: 'NAV0003' });
    const tabs = async (query: string) =>
      (await get(admin, `/api/users/system-menu?${query}`)).body.modules.flatMap((m: { pages: { code: string }[] }) => m.pages.map((p) => p.code));
    expect(await tabs('customerId=&partyId=&accountId=&siteId=')).not.toContain('SOLARTAB');
    expect(await tabs(`customerId=${resident.customerId}`)).toContain('SOLARTAB');
    expect(await tabs(`accountId=${resident.accountId}`)).toContain('SOLARTAB');
    expect(await tabs(`customerId=${business.customerId}`)).not.toContain('SOLARTAB');
    expect(await tabs(`customerId=${foreign.customerId}`)).not.toContain('SOLARTAB');
  });

  it.each(['customerId=abc', 'accountId=-1', 'siteId=1.5', 'partyId=99999999999'])('refuses %s with a 400 envelope', async (query) => {
    const { status, body } = await get(admin, `/api/users/system-menu?${query}`);
    expect(status).toBe(400);
    expect(body.isSuccess).toBe(false);
  });
});
