/** The Add-ons catalogue's connections and the accounting provider over OAuth2 against its sandbox (spec 1 §7, spec 3 §2.19). */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTING_PLATFORM,
  texts,
  type AccountingTenant,
  type BuildingTenant,
  type IntegrationEventLog,
  type IntegrationListEntry,
  type JournalAccountMappings,
  type ReceiptAccountMappings,
} from '@wattle/contract';
import { loadConfig } from '../src/config';
import { auditLog, integrationTokens, networkNodes } from '../src/db/schema/index';
import { secretBox } from '../src/lib/secrets';
import { startAccountingSandbox, type AccountingSandbox } from '../src/modules/integrations/accounting/sandbox-server';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createTenant, createUser, FIXTURE_PASSWORD, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

type Caller = ReturnType<typeof as>;
type Envelope = { isSuccess: boolean; messages: { message: string; messageType: string }[] };

const CLIENT_ID = 'wattle-test';
const CLIENT_SECRET = 'accounting-secret';
const A = `/api/integrations/${ACCOUNTING_PLATFORM}`;

let sandbox: AccountingSandbox;
let t: TestApp;
let scope: Scope;
let adminCookie: string;
let admin: Caller;
let developer: Caller;
let readOnly: Caller;
let plain: Caller;
let other: Caller;

const list = async (caller: Caller) => (await caller({ method: 'GET', url: '/api/integrations' })).json<IntegrationListEntry[]>();
const connect = (caller: Caller, platform: string, payload: unknown) => caller({ method: 'POST', url: `/api/integrations/${platform}/connect`, payload });
const disconnect = (caller: Caller, platform: string, payload: unknown) => caller({ method: 'POST', url: `/api/integrations/${platform}/disconnect`, payload });

beforeAll(async () => {
  sandbox = await startAccountingSandbox({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, tokenLifetimeSeconds: 3600 });
  t = await createTestApp({
    ACCOUNTING_PROVIDER_URL: sandbox.url,
    ACCOUNTING_CLIENT_ID: CLIENT_ID,
    ACCOUNTING_CLIENT_SECRET: CLIENT_SECRET,
    PAYMENTS_SANDBOX: 'on',
  });
  scope = await adminScope(t.database);
  adminCookie = await login(t.app);
  admin = as(t.app, adminCookie);
  developer = as(t.app, await login(t.app, await createUser(t.database, scope.companyId, 'addons-developer', 'DEVELOPER'), FIXTURE_PASSWORD));
  readOnly = as(t.app, await login(t.app, await createUser(t.database, scope.companyId, 'addons-readonly', 'ReadOnly'), FIXTURE_PASSWORD));
  plain = as(t.app, await login(t.app, await createUser(t.database, scope.companyId, 'addons-plain', ''), FIXTURE_PASSWORD));
  const { username } = await createTenant(t.database, 'ADDONSOTHER');
  other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
  await t.database.db.insert(networkNodes).values([
    { ...scope, buildingCode: 'BLD-A', description: 'Alpha Tower' },
    { ...scope, buildingCode: 'BLD-B', description: 'Beta Court' },
  ]);
}, 120_000);
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

describe('connect and disconnect (keys)', () => {
  it('connects a payment provider with its keys, kept sealed, lists it, audits it, and disconnects it', async () => {
    const res = await connect(admin, 'cardpaycounters', { integrationType: 'PAYMENT', accessToken: 'pk_test_cardpaycounters|sk_test_cardpaycounters|loc-3' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope>().messages[0]).toEqual({ message: texts.addons.connectedMessage('Card Pay Counters'), messageType: 'Success' });
    expect(await list(admin)).toContainEqual({ tokenSource: 'cardpaycounters' });
    expect(await list(plain)).toContainEqual({ tokenSource: 'cardpaycounters' });

    const [stored] = await t.database.db.select().from(integrationTokens).where(eq(integrationTokens.tokenSource, 'cardpaycounters'));
    expect(stored!.accessToken).toMatch(/^v1\./);
    expect(stored!.accessToken).not.toContain('sk_test_cardpaycounters');
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.event, 'integrations.connect'));
    expect(JSON.stringify(audits)).not.toContain('sk_test_cardpaycounters');

    const off = await disconnect(admin, 'cardpaycounters', { integrationType: 'PAYMENT', accessToken: '' });
    expect(off.statusCode).toBe(200);
    expect(await list(admin)).not.toContainEqual({ tokenSource: 'cardpaycounters' });
    expect(await t.database.db.select().from(integrationTokens).where(eq(integrationTokens.tokenSource, 'cardpaycounters'))).toEqual([]);
  });

  it.each([
    ['an empty field', 'cardpay', { integrationType: 'PAYMENT', accessToken: 'pk|' }, `Private key: ${texts.addons.fieldMustNotBeEmpty}`],
    ['too few fields', 'cardpaycounters', { integrationType: 'PAYMENT', accessToken: 'pk|sk' }, texts.addons.wrongKeyCount(3)],
    ['the wrong type', 'cardpay', { integrationType: 'TICKETING', accessToken: 'pk|sk' }, texts.addons.wrongIntegrationType('PAYMENT')],
    [
      'the help desk (it connects by its authorisation redirect)',
      'helpdesk',
      { integrationType: 'TICKETING', accessToken: 'acme-support' },
      texts.addons.connectsByRedirect('Help Desk'),
    ],
    ['a redirect provider', ACCOUNTING_PLATFORM, { integrationType: 'ACCOUNTING', accessToken: 'x' }, texts.addons.connectsByRedirect('Ledger Link')],
    [
      'the mail house (it connects by its authorisation redirect)',
      'mailroom',
      { integrationType: 'MAILPOST', accessToken: 'x' },
      texts.addons.connectsByRedirect('Mail Room'),
    ],
  ])('refuses %s with a 400 envelope and writes nothing', async (_case, platform, payload, message) => {
    const res = await connect(admin, platform, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>()).toEqual({ isSuccess: false, messages: [{ message, messageType: 'Error' }] });
    expect(await list(admin)).not.toContainEqual({ tokenSource: platform });
  });

  it('refuses a body without accessToken (400), an unknown platform (404) and disconnecting what is not connected (400)', async () => {
    expect((await connect(admin, 'cardpay', { integrationType: 'PAYMENT' })).statusCode).toBe(400);
    const unknown = await connect(admin, 'nosuch', { integrationType: 'PAYMENT', accessToken: 'a|b' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<Envelope>().messages[0]!.message).toBe(texts.addons.unknownPlatform('nosuch'));
    const off = await disconnect(admin, 'bankpay', { integrationType: 'PAYMENT', accessToken: '' });
    expect(off.statusCode).toBe(400);
    expect(off.json<Envelope>().messages[0]!.message).toBe(texts.addons.notConnected('Bank Pay'));
  });

  it('lets only the administrator connect or disconnect; every role reads the list', async () => {
    for (const caller of [developer, readOnly, plain]) {
      expect((await connect(caller, 'directdebitlite', { integrationType: 'PAYMENT', accessToken: 'key-1' })).statusCode).toBe(403);
      expect((await disconnect(caller, 'directdebitlite', { integrationType: 'PAYMENT', accessToken: '' })).statusCode).toBe(403);
      expect((await caller({ method: 'GET', url: '/api/integrations' })).statusCode).toBe(200);
    }
    expect(await list(admin)).not.toContainEqual({ tokenSource: 'directdebitlite' });
  });

  // Each company's connections apart: the Help Desk card's round trip in helpdesk.test.ts (the only card without a credential check now connects by redirect).
});

/** The browser's part of the flow, over real HTTP: the sandbox's authorisation page and its Allow button. */
async function authorise(caller: Caller, decision: 'allow' | 'deny' = 'allow') {
  const start = await caller({ method: 'GET', url: '/api/redirect-to-xero-integration' });
  expect(start.statusCode).toBe(302);
  const grantCookie = start.cookies.find((c) => c.name === 'wattle_accounting_grant')!;
  const page = await fetch(start.headers.location as string);
  expect(page.status).toBe(200);
  const html = await page.text();
  const fields = Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&#38;/g, '&')]));
  const approved = await fetch(new URL('/oauth/authorize', sandbox.url), {
    method: 'POST',
    body: new URLSearchParams({ ...fields, decision }),
    redirect: 'manual',
  });
  expect(approved.status).toBe(303);
  const back = new URL(approved.headers.get('location')!);
  return caller({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: `${adminCookie}; ${grantCookie.name}=${grantCookie.value}` } });
}

describe('the accounting provider over OAuth2', () => {
  it('refuses a callback without the grant cookie, or one the user denied, landing on failed', async () => {
    const forged = await admin({ method: 'GET', url: '/api/integrations/accounting/callback?code=abc&state=def' });
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/integration?xeroConnectionStatus=failed');
    const denied = await authorise(admin, 'deny');
    expect(denied.headers.location).toBe('/integration?xeroConnectionStatus=failed');
    expect(await list(admin)).not.toContainEqual({ tokenSource: ACCOUNTING_PLATFORM });
  });

  it('only the administrator starts the authorisation', async () => {
    for (const caller of [developer, readOnly, plain]) expect((await caller({ method: 'GET', url: '/api/redirect-to-xero-integration' })).statusCode).toBe(403);
  });

  it('authorises through the sandbox, keeps the tokens sealed and the organisations, and lands on success', async () => {
    const landed = await authorise(admin);
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe('/integration?xeroConnectionStatus=success');
    expect(await list(admin)).toContainEqual({ tokenSource: ACCOUNTING_PLATFORM });
    const [token] = await t.database.db.select().from(integrationTokens).where(eq(integrationTokens.tokenSource, ACCOUNTING_PLATFORM));
    expect(token!.accessToken).toMatch(/^v1\./);
    expect(token!.refreshToken).toMatch(/^v1\./);
    const tenants = (await admin({ method: 'GET', url: `${A}/tenants` })).json<AccountingTenant[]>();
    expect(tenants.map((x) => x.tenantName)).toEqual(['Harbour Energy Pty Ltd', 'Ridge Water Co']);
    const logs = (await admin({ method: 'GET', url: `${A}/logs` })).json<IntegrationEventLog[]>();
    expect(logs.map((l) => l.text)).toEqual(expect.arrayContaining([texts.accounting.connectedLog, texts.accounting.tenantsLoadedLog]));
    expect((await other({ method: 'GET', url: `${A}/tenants` })).statusCode).toBe(404);
  });

  it('assigns buildings to organisations, refusing unknown buildings or organisations with nothing written', async () => {
    const save = (caller: Caller, TenantBuildings: unknown) =>
      caller({ method: 'POST', url: `${A}/update-buildings-tenant`, payload: { IntegrationSource: ACCOUNTING_PLATFORM, TenantBuildings } });
    const ok = await save(admin, [
      { NetworkNodeCode: 'BLD-A', TenantId: 'org-harbour' },
      { NetworkNodeCode: 'BLD-B', TenantId: 'org-ridge' },
    ]);
    expect(ok.statusCode).toBe(200);
    const links = () => admin({ method: 'GET', url: `${A}/building-tenants` }).then((r) => r.json<BuildingTenant[]>());
    expect(await links()).toEqual([
      { networkNodeCode: 'BLD-A', display: 'Alpha Tower', tenantId: 'org-harbour' },
      { networkNodeCode: 'BLD-B', display: 'Beta Court', tenantId: 'org-ridge' },
    ]);
    const bad = await save(admin, [{ NetworkNodeCode: 'BLD-A', TenantId: 'org-nosuch' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope>().messages[0]!.message).toBe(texts.accounting.unknownTenantId('org-nosuch'));
    expect((await save(admin, [{ NetworkNodeCode: 'NOPE', TenantId: 'org-ridge' }])).statusCode).toBe(400);
    expect((await save(admin, 'not a list')).statusCode).toBe(400);
    expect((await save(readOnly, [])).statusCode).toBe(403);
    expect((await links())[1]!.tenantId).toBe('org-ridge');
  });

  it("maps Wattle's ledger accounts and receipt accounts to the provider's, checked against its chart", async () => {
    const journal = (await admin({ method: 'GET', url: `${A}/journal-account-mappings` })).json<JournalAccountMappings>();
    expect(journal.xeroAccountsList).toContainEqual({ code: '200', name: 'Sales - Energy', type: 'REVENUE' });
    const sales = journal.journalAccountMappings.find((m) => m.accountCode === '4000')!;
    expect(sales.xeroAccountCode).toBeNull();
    const saveJournal = (payload: unknown) => admin({ method: 'POST', url: `${A}/journal-account-mappings`, payload });
    expect((await saveJournal([{ ...sales, xeroAccountCode: '999' }])).statusCode).toBe(400);
    const saved = await saveJournal([{ ...sales, xeroAccountCode: '200' }]);
    expect(saved.json()).toEqual([{ message: texts.accounting.saved, messageType: 'Success' }]);
    const again = (await admin({ method: 'GET', url: `${A}/journal-account-mappings` })).json<JournalAccountMappings>();
    expect(again.journalAccountMappings.find((m) => m.accountCode === '4000')!.xeroAccountCode).toBe('200');

    const receipts = (await admin({ method: 'GET', url: `${A}/receipt-account-mappings` })).json<ReceiptAccountMappings>();
    expect(receipts.currentAccountsList.map((a) => a.code)).toEqual(['090', '091']);
    expect((await admin({ method: 'POST', url: `${A}/receipt-account-mappings`, payload: [{ AccountCode: '200' }] })).statusCode).toBe(400);
    expect((await admin({ method: 'POST', url: `${A}/receipt-account-mappings`, payload: [{ AccountCode: '091' }] })).statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: `${A}/receipt-account-mappings` })).json<ReceiptAccountMappings>().receiptAccountMappings).toEqual([
      { accountCode: '091' },
    ]);
    expect((await developer({ method: 'POST', url: `${A}/receipt-account-mappings`, payload: [] })).statusCode).toBe(403);
  });

  it('refreshes an expired access token and logs it; a provider outage is a 502 in the event log', async () => {
    await t.database.db
      .update(integrationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(and(eq(integrationTokens.tokenSource, ACCOUNTING_PLATFORM)));
    expect((await admin({ method: 'GET', url: `${A}/receipt-account-mappings` })).statusCode).toBe(200);
    sandbox.failNext(1, 503);
    const down = await admin({ method: 'GET', url: `${A}/journal-account-mappings` });
    expect(down.statusCode).toBe(502);
    expect(down.json<Envelope>().messages[0]!.message).toBe(texts.accounting.providerFailed('HTTP 503'));
    const logs = (await admin({ method: 'GET', url: `${A}/logs` })).json<IntegrationEventLog[]>();
    expect(logs[0]).toMatchObject({ text: texts.accounting.accountsLoadedLog, status: texts.accounting.errorStatus });
    expect(logs.map((l) => l.text)).toContain(texts.accounting.tokenRefreshedLog);
  });

  it('removes an organisation at the provider and here, with its buildings', async () => {
    const [harbour] = (await admin({ method: 'GET', url: `${A}/tenants` })).json<AccountingTenant[]>();
    expect((await readOnly({ method: 'POST', url: `${A}/remove-tenant/${harbour!.integrationJson.Id}` })).statusCode).toBe(403);
    expect((await admin({ method: 'POST', url: `${A}/remove-tenant/999999` })).statusCode).toBe(404);
    const res = await admin({ method: 'POST', url: `${A}/remove-tenant/${harbour!.integrationJson.Id}` });
    expect(res.json<Envelope>().messages[0]!.message).toBe(texts.accounting.organisationRemoved);
    expect(sandbox.tenants.map((x) => x.tenantId)).toEqual(['org-ridge']);
    expect((await admin({ method: 'GET', url: `${A}/tenants` })).json<AccountingTenant[]>().map((x) => x.tenantId)).toEqual(['org-ridge']);
    const links = (await admin({ method: 'GET', url: `${A}/building-tenants` })).json<BuildingTenant[]>();
    expect(links.find((l) => l.networkNodeCode === 'BLD-A')!.tenantId).toBeNull();
  });

  it('disconnects: the tokens are deleted and the detail answers 404', async () => {
    expect((await disconnect(admin, ACCOUNTING_PLATFORM, { integrationType: 'ACCOUNTING', accessToken: '' })).statusCode).toBe(200);
    expect(await list(admin)).not.toContainEqual({ tokenSource: ACCOUNTING_PLATFORM });
    expect((await admin({ method: 'GET', url: `${A}/tenants` })).statusCode).toBe(404);
  });
});

describe('sealed credentials and configuration', () => {
  it('opens what it sealed, and refuses a tampered value or another key', () => {
    const box = secretBox('a-key-of-sixteen-or-more');
    const sealed = box.seal('pk|sk|loc');
    expect(sealed).not.toContain('pk');
    expect(box.open(sealed)).toBe('pk|sk|loc');
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = `${v}.${iv}.${tag}.${body!.slice(0, -2)}${body!.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => secretBox('another-key-of-sixteen').open(sealed)).toThrow();
  });

  it('refuses the accounting sandbox in production and starts there only with its own SECRETS_KEY', () => {
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'Prod1uction', SECRETS_KEY: 'a-production-secrets-key' };
    expect(() => loadConfig({ ...production, ACCOUNTING_SANDBOX: 'on' })).toThrow(/ACCOUNTING_SANDBOX=on is refused/);
    expect(() => loadConfig({ ...production, SECRETS_KEY: undefined })).toThrow(/SECRETS_KEY must be set in production/);
    expect(loadConfig(production).secretsKey).toBe('a-production-secrets-key');
    expect(loadConfig(production).accounting.sandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).accounting.sandbox).toBe(true);
  });
});
