/** Card payments through the sandbox provider over real HTTP (docs/payments.md "Card payments"). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type CardCheckout, type Envelope, type IntegrationListEntry } from '@wattle/contract';
import { paymentProviderEvents } from '../../src/db/schema/index';
import type { PaymentSandbox } from '../../src/modules/integrations/payments/sandbox-server';
import { CARD_DECLINED, SANDBOX_CARDS } from '../../src/modules/integrations/payments/sandbox-checkout-page';
import { invalidKeyMessage } from '../../src/modules/integrations/payments/sandbox-server';
import { as, login, type TestApp } from '../helpers';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD, type Scope } from '../search-fixtures';
import { adminScope } from '../sections-fixtures';
import type { Caller } from '../billing/billing-fixtures';
import { issuedInvoice } from './payments-fixtures';
import { balances, businessDays } from './ledger-fixtures';
import { connectCard, connected, paymentsOf, startPaymentsWorld } from './provider-fixtures';

let t: TestApp;
let sandbox: PaymentSandbox;
let webhookUrl: string;
let call: Caller;
let readOnly: Caller;
let other: Caller;
let scope: Scope;
let day: (offset: number) => string;

beforeAll(async () => {
  const world = await startPaymentsWorld();
  ({ t, sandbox } = world);
  webhookUrl = `${world.url}/api/payments/webhooks/cardpay`;
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  day = await businessDays(t, scope);
  readOnly = as(t.app, await login(t.app, await createUser(t.database, scope.companyId, 'card-readonly', 'ReadOnly'), FIXTURE_PASSWORD));
  const { username } = await createTenant(t.database, 'CARDOTHER');
  other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

let accounts = 0;
const customer = (name: string) => addCustomer(t.database, scope, { name, type: 'RESIDENT', accountNumber: `CARD-${++accounts}` });
const checkout = (customerId: number, caller = call) => caller({ method: 'POST', url: `/api/customers/${customerId}/card-payments` });
const message = (res: { json(): unknown }) => (res.json() as Envelope).messages[0]!.message;
const pay = (url: string, cardNumber: string) =>
  fetch(url, {
    method: 'POST',
    body: new URLSearchParams({ cardNumber }),
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const eventCount = async () => (await t.database.db.select().from(paymentProviderEvents)).length;

describe('connecting a payment card', () => {
  it("refuses wrong keys with the provider's words and keeps nothing", async () => {
    const res = await connectCard(call, 'cardpay', 'pk_test_cardpay|sk_test_wrong1234');
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(texts.providerPayments.providerRefused(invalidKeyMessage('sk_test_wrong1234')));
    const list = (await call({ method: 'GET', url: '/api/integrations' })).json<IntegrationListEntry[]>();
    expect(list).not.toContainEqual({ tokenSource: 'cardpay' });
    const lite = await connectCard(call, 'directdebitlite', 'nope-key-0000');
    expect(lite.statusCode).toBe(400);
    expect(message(lite)).toBe(texts.providerPayments.providerRefused(invalidKeyMessage('nope-key-0000')));
  });

  it('says the card is not connected before it is, and after it is disconnected', async () => {
    const c = await customer('Card Unconnected');
    await issuedInvoice(t, scope, c.accountId, '10.00', day(5));
    const before = await checkout(c.customerId);
    expect(before.statusCode).toBe(409);
    expect(message(before)).toBe(texts.providerPayments.cardNotConnected);
    await connected(call, 'cardpay');
    expect((await checkout(c.customerId)).statusCode).toBe(200);
    await call({ method: 'POST', url: '/api/integrations/cardpay/disconnect', payload: { integrationType: 'PAYMENT', accessToken: '' } });
    const after = await checkout(c.customerId);
    expect(after.statusCode).toBe(409);
    expect(message(after)).toBe(texts.providerPayments.cardNotConnected);
  });
});

describe('a card payment through the hosted page', () => {
  beforeAll(async () => {
    await connected(call, 'cardpay');
  });

  it('opens the hosted page for the balance; a declined card writes nothing; a paid one is a CARD payment once, the balance the sum of transactions', async () => {
    const c = await customer('Card Payer');
    const invoice = await issuedInvoice(t, scope, c.accountId, '123.45', day(-3));
    const res = await checkout(c.customerId);
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json<CardCheckout>();
    expect(session).toMatchObject({ amount: '123.45', platformName: 'cardpay' });
    const page = await fetch(session.url);
    expect(await page.text()).toContain('Card number');

    const declined = await pay(session.url, SANDBOX_CARDS.declines);
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain(CARD_DECLINED);
    expect(await paymentsOf(t, c.accountId)).toEqual([]);

    const paid = await pay(session.url, SANDBOX_CARDS.succeeds);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`searchId=${c.customerId}`);
    const [payment, ...more] = await paymentsOf(t, c.accountId);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({ amount: '123.45', method: 'CARD', status: 'CLEARED' });
    expect(payment!.reference).toMatch(/^pi_test_/);
    const b = await balances(t, c.accountId);
    expect(b).toEqual({ stored: '0.00', summed: '0.00' });
    const invoices = (await call({ method: 'GET', url: `/api/billing/invoices?customerAccountId=${c.accountId}` })).json<{
      items: { id: number; status: string }[];
    }>();
    expect(invoices.items.find((i) => i.id === invoice.id)?.status).toBe('PAID');

    // The provider delivers the event again: answered, nothing written.
    const event = sandbox.events.at(-1)!;
    const events = await eventCount();
    expect(await sandbox.resend(event.id)).toBe(200);
    expect(await paymentsOf(t, c.accountId)).toHaveLength(1);
    expect(await eventCount()).toBe(events);
  });

  it('refuses an event whose signature does not match (400) and writes nothing', async () => {
    const c = await customer('Card Forger');
    await issuedInvoice(t, scope, c.accountId, '50.00', day(1));
    const session = (await checkout(c.customerId)).json<CardCheckout>();
    await pay(session.url, SANDBOX_CARDS.succeeds);
    const event = sandbox.events.at(-1)!;
    const delivered = sandbox.deliveries.at(-1)!;
    expect(delivered).toEqual({ eventId: event.id, status: 200 });
    const forged = event.payload.replace(event.id, 'evt_forged').replace('"amount_total":5000', '"amount_total":500000');
    const events = await eventCount();
    for (const signature of [undefined, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`]) {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        body: forged,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Envelope).messages[0]!.message).toBe(texts.providerPayments.badSignature);
    }
    expect(await eventCount()).toBe(events);
    expect(await paymentsOf(t, c.accountId)).toHaveLength(1);
  });

  it('refuses ReadOnly, and another company cannot reach the customer', async () => {
    const c = await customer('Card Guarded');
    await issuedInvoice(t, scope, c.accountId, '20.00', day(1));
    expect((await checkout(c.customerId, readOnly)).statusCode).toBe(403);
    await connected(other, 'cardpay');
    expect((await checkout(c.customerId, other)).statusCode).toBe(404);
  });

  it('refuses a checkout when nothing is owing', async () => {
    const c = await customer('Card In Credit');
    const res = await checkout(c.customerId);
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(texts.providerPayments.nothingOwing('0.00'));
  });
});

it('keeps the provider events of each company apart', async () => {
  const rows = await t.database.db
    .select({ companyId: paymentProviderEvents.companyId })
    .from(paymentProviderEvents)
    .where(eq(paymentProviderEvents.platformName, 'cardpay'));
  expect(rows.every((r) => r.companyId === scope.companyId)).toBe(true);
});
