import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type CustomerAccount, type CustomerSummary, type SectionDataResponse } from '@wattle/contract';
import { customerAccounts, customerAlerts, customerNotes, customerStatuses, customerStatusTypes, myAccountTokens, parties } from '../src/db/schema/index';
import { hashSecret } from '../src/lib/secrets';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createTenant, FIXTURE_PASSWORD, type Scope } from './search-fixtures';
import { addCustomerFixture, adminScope, type CustomerFixture } from './sections-fixtures';

let t: TestApp;
let call: ReturnType<typeof as>;
let scope: Scope;
let fixture: CustomerFixture;

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  fixture = await addCustomerFixture(t.database, scope, 'RESIDENT');
  const [chip] = await t.database.db.select({ id: customerStatusTypes.id }).from(customerStatusTypes).where(eq(customerStatusTypes.code, 'HARDSHIP')).limit(1);
  await t.database.db.insert(customerStatuses).values({ ...scope, customerId: fixture.customerId, statusTypeId: chip!.id, startDate: '2024-01-01' });
  await t.database.db.insert(customerAlerts).values({ ...scope, customerId: fixture.customerId, alertText: 'Dog on premises' });
  await t.database.db
    .insert(customerNotes)
    .values({ ...scope, customerId: fixture.customerId, note: 'Prefers calls after 5pm', insertUser: 'admin', isPinned: true });
});
afterAll(() => t.close());

describe('GET /customers/{customerId}/account and /summary', () => {
  it('answers the account number, brand and balance', async () => {
    const res = await call({ method: 'GET', url: `/api/customers/${fixture.customerId}/account` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CustomerAccount>()).toMatchObject({
      accountNumber: fixture.accountNumber,
      brandCode: 'WATTLE',
      customerTypeCode: 'RESIDENT',
      totalBalance: '101.25',
    });
  });

  it('answers the summary header: 12 items with Total Balance, chips, notes and the alert', async () => {
    const summary = (await call({ method: 'GET', url: `/api/customers/${fixture.customerId}/summary` })).json<CustomerSummary>();
    expect(summary.items).toHaveLength(12);
    expect(summary.items.find((i) => i.name === texts.customer.totalBalance)!.value).toBe('$101.25');
    // Overdue is what is owed that is past due: never more than the balance (issue 25 e).
    expect(summary.items.find((i) => i.name === 'Overdue')!.value).toBe('$101.25');
    expect(summary.items.find((i) => i.name === 'Last Payment')!.value).toBe('$50.00 on 10/01/2025');
    expect(summary.statuses).toEqual([{ name: 'Hardship', colour: '#d32f2f' }]);
    expect(summary.alertText).toBe('Dog on premises');
    expect(summary.notes[0]).toMatchObject({ note: 'Prefers calls after 5pm', insertUser: 'admin', isPinned: true });
    expect(summary.displayCustomerNumber).toMatch(/^C\d+$/);
  });

  it('labels the payment method as the PAYMENT_METHOD lookup does, in the header and on the Finance page', async () => {
    await t.database.db.update(customerAccounts).set({ paymentMethod: 'CARD' }).where(eq(customerAccounts.id, fixture.accountId));
    const label = (await call({ method: 'GET', url: '/api/lookups/PAYMENT_METHOD/values' }))
      .json<{ value: string; display: string }[]>()
      .find((v) => v.value === 'CARD')!.display;
    expect(label).toBe('Credit card');
    const summary = (await call({ method: 'GET', url: `/api/customers/${fixture.customerId}/summary` })).json<CustomerSummary>();
    expect(summary.items.find((i) => i.name === 'Payment Method')!.value).toBe(label);
    const sections = (await call({ method: 'GET', url: '/api/display/sections?codes=CUSTFINANCE' })).json<{ sections: { id: number }[] }>();
    const parameters = encodeURIComponent(JSON.stringify({ customerId: fixture.customerId }));
    const finance = (
      await call({ method: 'GET', url: `/api/display/sections/${sections.sections[0]!.id}/data?parameters=${parameters}` })
    ).json<SectionDataResponse>();
    expect(finance.rows[0]!.displayValues.paymentMethod).toBe(label);
  });

  it('refuses bad ids with 400 and other tenants’ customers with 404', async () => {
    expect((await call({ method: 'GET', url: '/api/customers/abc/summary' })).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/customers/999999/account' })).statusCode).toBe(404);
    const { username } = await createTenant(t.database, 'SUMMARYCO');
    const other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
    expect((await other({ method: 'GET', url: `/api/customers/${fixture.customerId}/summary` })).statusCode).toBe(404);
    expect((await other({ method: 'POST', url: `/api/contacts/${fixture.partyId}/my-account-token` })).statusCode).toBe(404);
  });
});

describe('customer portal links', () => {
  it('answers the brand’s my-account address', async () => {
    const res = await call({ method: 'GET', url: '/api/system-config/WATTLE/my-account-url' });
    expect(res.body).toBe('https://my.wattle-energy.example/account');
    expect((await call({ method: 'GET', url: '/api/system-config/NOPE/my-account-url' })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `/api/system-config/${encodeURIComponent('a b')}/my-account-url` })).statusCode).toBe(400);
  });

  it('issues a one-off token for a contact with an email, keeping only its hash', async () => {
    const res = await call({ method: 'POST', url: `/api/contacts/${fixture.partyId}/my-account-token` });
    const body = res.json();
    expect(body).toMatchObject({ resultCode: 'SUCCESS', resultMessage: texts.customer.portalTokenIssued });
    const [stored] = await t.database.db.select().from(myAccountTokens).where(eq(myAccountTokens.partyId, fixture.partyId));
    expect(stored!.tokenHash).toBe(hashSecret(body.token));
    expect(JSON.stringify(stored)).not.toContain(body.token);
  });

  it('explains why a contact without an email cannot have one', async () => {
    await t.database.db.update(parties).set({ emailAddress: null }).where(eq(parties.id, fixture.partyId));
    const res = await call({ method: 'POST', url: `/api/contacts/${fixture.partyId}/my-account-token` });
    expect(res.json()).toEqual({ resultCode: 'NO_PORTAL_ACCESS', resultMessage: texts.customer.portalNeedsEmail, token: null });
  });
});
