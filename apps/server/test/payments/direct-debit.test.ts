/** Direct debits through the sandbox provider over real HTTP (docs/payments.md "Direct debit"). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type DirectDebitMandateView, type Envelope } from '@wattle/contract';
import { customerAccounts, directDebits } from '../../src/db/schema/index';
import { directDebitDueJob, directDebitRunJob } from '../../src/modules/payments/direct-debit/direct-debit.jobs';
import type { PaymentSandbox } from '../../src/modules/integrations/payments/sandbox-server';
import { signatureHeader, webhookSecretOf } from '../../src/modules/integrations/payments/webhook-signature';
import { as, login, type TestApp } from '../helpers';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD, type CreatedCustomer, type Scope } from '../search-fixtures';
import { adminScope } from '../sections-fixtures';
import type { Caller } from '../billing/billing-fixtures';
import { issuedInvoice } from './payments-fixtures';
import { balances, businessDays } from './ledger-fixtures';
import { connected, paymentsOf, startPaymentsWorld } from './provider-fixtures';

let t: TestApp;
let sandbox: PaymentSandbox;
let webhookUrl: string;
let call: Caller;
let scope: Scope;
let day: (offset: number) => string;

beforeAll(async () => {
  const world = await startPaymentsWorld();
  ({ t, sandbox } = world);
  webhookUrl = `${world.url}/api/payments/webhooks/directdebit`;
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  day = await businessDays(t, scope);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

let accounts = 0;
const customer = (name: string) => addCustomer(t.database, scope, { name, type: 'RESIDENT', accountNumber: `DD-${++accounts}` });
const mandate = (c: CreatedCustomer, accountNumber: string, caller = call) =>
  caller({ method: 'PUT', url: `/api/customers/${c.customerId}/direct-debit-mandate`, payload: { accountName: 'J Citizen', bsb: '000-000', accountNumber } });
const deps = () => ({ database: t.database, files: t.app.files, mailer: t.app.mailer, config: t.app.config });
const run = async () => {
  await directDebitDueJob.run(deps(), {});
  await directDebitRunJob.run(deps(), scope);
};
const debitOf = async (invoiceId: number) => (await t.database.db.select().from(directDebits).where(eq(directDebits.invoiceId, invoiceId)))[0]!;
const invoiceStatus = async (c: CreatedCustomer, id: number) =>
  (await call({ method: 'GET', url: `/api/billing/invoices?customerAccountId=${c.accountId}` }))
    .json<{ items: { id: number; status: string }[] }>()
    .items.find((i) => i.id === id)?.status;

describe('direct debit', () => {
  it('refuses a mandate while no direct-debit provider is connected, and from ReadOnly', async () => {
    const c = await customer('DD Early');
    const res = await mandate(c, '000123456');
    expect(res.statusCode).toBe(409);
    expect(res.json<Envelope>().messages[0]!.message).toBe(texts.providerPayments.directDebitNotConnected);
    const readOnly = as(t.app, await login(t.app, await createUser(t.database, scope.companyId, 'dd-readonly', 'ReadOnly'), FIXTURE_PASSWORD));
    expect((await mandate(c, '000123456', readOnly)).statusCode).toBe(403);
  });

  it('collects due invoices once each; collected → payment on its invoice, failed → no payment, collected then returned → dishonoured; again or out of order changes nothing', async () => {
    await connected(call, 'directdebit');
    const paying = await customer('DD Paying');
    const closed = await customer('DD Closed');
    const returned = await customer('DD Returned');
    for (const [c, number] of [
      [paying, '000123456'],
      [closed, '111111113'],
      [returned, '922222227'],
    ] as const) {
      const res = await mandate(c, number);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<DirectDebitMandateView>()).toMatchObject({ bsb: '000000', accountNumberLast4: number.slice(-4), status: 'ACTIVE' });
    }
    const [account] = await t.database.db
      .select({ method: customerAccounts.paymentMethod })
      .from(customerAccounts)
      .where(eq(customerAccounts.id, paying.accountId));
    expect(account!.method).toBe('DIRECT_DEBIT');
    const due = await issuedInvoice(t, scope, paying.accountId, '80.00', day(0));
    const later = await issuedInvoice(t, scope, paying.accountId, '30.00', day(7));
    const dueClosed = await issuedInvoice(t, scope, closed.accountId, '45.50', day(0));
    const dueReturned = await issuedInvoice(t, scope, returned.accountId, '60.00', day(0));

    await run();
    const requests = sandbox.requests;
    await run();
    expect(sandbox.requests).toBe(requests);
    expect(await debitOf(due.id)).toMatchObject({ status: 'SUBMITTED', amount: '80.00' });
    expect(await t.database.db.select().from(directDebits).where(eq(directDebits.invoiceId, later.id))).toEqual([]);

    await sandbox.settleDebits();
    expect(sandbox.deliveries.every((d) => d.status === 200)).toBe(true);
    const collected = await debitOf(due.id);
    expect(collected.status).toBe('COLLECTED');
    expect(await paymentsOf(t, paying.accountId)).toMatchObject([
      { amount: '80.00', method: 'DIRECT_DEBIT', status: 'CLEARED', reference: collected.providerPaymentId },
    ]);
    expect(await invoiceStatus(paying, due.id)).toBe('PAID');
    expect(await debitOf(dueClosed.id)).toMatchObject({ status: 'FAILED', failureReason: "The customer's bank account has been closed." });
    expect(await paymentsOf(t, closed.accountId)).toEqual([]);
    expect(await debitOf(dueReturned.id)).toMatchObject({ status: 'DISHONOURED' });
    expect(await paymentsOf(t, returned.accountId)).toMatchObject([{ amount: '60.00', status: 'DISHONOURED' }]);
    expect(await invoiceStatus(returned, dueReturned.id)).toBe('ISSUED');

    // Every event delivered again: nothing changes.
    const ledger = async () =>
      Promise.all([paying, closed, returned].map(async (c) => ({ payments: await paymentsOf(t, c.accountId), balance: await balances(t, c.accountId) })));
    const before = await ledger();
    for (const event of [...sandbox.events]) expect(await sandbox.resend(event.id)).toBe(200);
    expect(await ledger()).toEqual(before);
    for (const b of before) expect(b.balance.stored).toBe(b.balance.summed);

    // Out of order: a success told after the failure (a new event id) changes nothing either.
    const closedDebit = await debitOf(dueClosed.id);
    const failed = sandbox.events.find((e) => e.type === 'payment_intent.payment_failed' && e.payload.includes(`"debit_id":"${closedDebit.id}"`))!;
    const late = JSON.parse(failed.payload) as { id: string; type: string; data: { object: Record<string, unknown> } };
    const succeeded = JSON.stringify({
      ...late,
      id: 'evt_test_late_success',
      type: 'payment_intent.succeeded',
      data: { object: { ...late.data.object, status: 'succeeded', last_payment_error: null } },
    });
    const signature = signatureHeader(webhookSecretOf('sk_test_directdebit'), succeeded, Math.floor(Date.now() / 1000));
    const res = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: succeeded });
    expect(res.status).toBe(200);
    expect(await debitOf(dueClosed.id)).toMatchObject({ status: 'FAILED' });
    expect(await paymentsOf(t, closed.accountId)).toEqual([]);
  });

  it("keeps another company's customers and mandates out of reach", async () => {
    const c = await customer('DD Guarded');
    expect((await mandate(c, '000123456')).statusCode).toBe(200);
    const { username } = await createTenant(t.database, 'DDOTHER');
    const other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
    await connected(other, 'directdebit');
    expect((await mandate(c, '000123456', other)).statusCode).toBe(404);
  });
});
