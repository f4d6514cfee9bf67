/**
 * PUT /customers/{customerId}/direct-debit-mandate refuses malformed requests (docs/payments.md
 * "Direct debit"): a 400 (or 404) in the message envelope saying what is wrong, and nothing written
 * anywhere: no mandate, no call to the provider, the account's payment method unchanged.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type Envelope } from '@wattle/contract';
import { auditLog, customerAccounts, directDebitMandates } from '../../src/db/schema/index';
import type { PaymentSandbox } from '../../src/modules/integrations/payments/sandbox-server';
import { as, login, type TestApp } from '../helpers';
import { addCustomer, type CreatedCustomer, type Scope } from '../search-fixtures';
import { adminScope } from '../sections-fixtures';
import type { Caller } from '../billing/billing-fixtures';
import { connected, startPaymentsWorld } from './provider-fixtures';

let t: TestApp;
let sandbox: PaymentSandbox;
let call: Caller;
let scope: Scope;
let c: CreatedCustomer;

beforeAll(async () => {
  ({ t, sandbox } = await startPaymentsWorld());
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  await connected(call, 'directdebit');
  c = await addCustomer(t.database, scope, { name: 'Mandate Input', type: 'RESIDENT', accountNumber: 'DD-INPUT-1' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

const GOOD = { accountName: 'J Citizen', bsb: '000-000', accountNumber: '000123456' };
const put = (payload: unknown, customerId: number | string = c.customerId, headers: Record<string, string> = {}) =>
  call({ method: 'PUT', url: `/api/customers/${customerId}/direct-debit-mandate`, payload, headers });

/** What is written by a mandate anywhere: its row, the account's payment method, its audit row, the provider's requests. */
const written = async () => ({
  mandates: await t.database.db.select().from(directDebitMandates).where(eq(directDebitMandates.customerAccountId, c.accountId)),
  method: (await t.database.db.select({ m: customerAccounts.paymentMethod }).from(customerAccounts).where(eq(customerAccounts.id, c.accountId)))[0]!.m,
  audited: (await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'direct_debit_mandate'))).length,
  providerRequests: sandbox.requests,
});

describe('PUT /customers/{customerId}/direct-debit-mandate: bad input', () => {
  it.each([
    ['a blank account name', { ...GOOD, accountName: '  ' }, `accountName: ${texts.providerPayments.accountNameRequired}`],
    ['a BSB of letters', { ...GOOD, bsb: 'ABC-DEF' }, `bsb: ${texts.providerPayments.bsbInvalid}`],
    ['a BSB of five digits', { ...GOOD, bsb: '06200' }, `bsb: ${texts.providerPayments.bsbInvalid}`],
    ['an account number too short', { ...GOOD, accountNumber: '1234' }, `accountNumber: ${texts.providerPayments.accountNumberInvalid}`],
    ['an account number with letters', { ...GOOD, accountNumber: '12345678X' }, `accountNumber: ${texts.providerPayments.accountNumberInvalid}`],
  ])('refuses %s: 400 naming the field, nothing written', async (_, payload, message) => {
    const before = await written();
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>()).toEqual({ isSuccess: false, messages: [{ message, messageType: 'Error' }] });
    expect(await written()).toEqual(before);
  });

  it.each([
    ['no body fields', {}, 'accountName'],
    ['a missing account number', { accountName: GOOD.accountName, bsb: GOOD.bsb }, 'accountNumber'],
    ['an unknown field (the body is strict)', { ...GOOD, iban: 'GB33BUKB20201555555555' }, null],
    ['numbers where text is due', { ...GOOD, bsb: 62000, accountNumber: 123456 }, 'bsb'],
    ['a list instead of an object', [GOOD], null],
  ])('refuses %s: 400 in the envelope, nothing written', async (_, payload, field) => {
    const before = await written();
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<Envelope>();
    expect(body.isSuccess).toBe(false);
    expect(body.messages[0]!.messageType).toBe('Error');
    if (field) expect(body.messages.map((m) => m.message.split(':')[0])).toContain(field);
    expect(await written()).toEqual(before);
  });

  it('refuses a body that is not JSON and a customer id that is not a number with 400; an unknown customer is 404', async () => {
    const before = await written();
    const notJson = await put('{"accountName": "J Citizen", ', c.customerId, { 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json<Envelope>().isSuccess).toBe(false);
    const badId = await put(GOOD, 'twelve');
    expect(badId.statusCode).toBe(400);
    expect(badId.json<Envelope>().messages[0]!.message).toMatch(/^customerId: /);
    const unknown = await put(GOOD, 999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<Envelope>().messages[0]!.message).toBe(texts.payments.customerNotFound);
    expect(await written()).toEqual(before);
  });

  it('still takes a good mandate afterwards (the refusals above were about the input alone)', async () => {
    const res = await put(GOOD);
    expect(res.statusCode, res.body).toBe(200);
    expect((await written()).mandates).toHaveLength(1);
  });
});
