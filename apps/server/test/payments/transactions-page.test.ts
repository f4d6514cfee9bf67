import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PARAMS,
  PROCESS_CODES,
  texts,
  toParamsXml,
  type CrmIdentifiers,
  type DashboardItem,
  type ProcessDataResponse,
  type SectionConfig,
  type SectionDataResponse,
} from '@wattle/contract';
import { adjustmentApprovals, auditLog, systemParameters, transactions } from '../../src/db/schema/index';
import { withScope } from '../../src/db/tenancy';
import { as, login } from '../helpers';
import { createTenant, createUser, FIXTURE_PASSWORD, type CreatedCustomer } from '../search-fixtures';
import type { Caller } from '../billing/billing-fixtures';
import { issuedInvoice } from './payments-fixtures';
import { balances, ledgerSuite, residents } from './ledger-fixtures';

const s = ledgerSuite();
let section: SectionConfig;

beforeAll(async () => {
  section = (await s.call({ method: 'GET', url: '/api/display/sections?codes=ARTRANS' })).json<{ sections: SectionConfig[] }>().sections[0]!;
});

const enc = encodeURIComponent;
const customer = residents(s, 'LEDGER');
const idsOf = (c: CreatedCustomer): CrmIdentifiers => ({ customerId: c.customerId, accountId: c.accountId });
const post = (c: CreatedCustomer, transactionType: 'OPENING' | 'FEE' | 'PAYMENT' | 'ADJUSTMENT', description: string, amount: string, offset: number) =>
  withScope(s.t.database.db, s.scope, async (tx) => {
    const [row] = await tx
      .insert(transactions)
      .values({ customerAccountId: c.accountId, transactionDate: s.day(offset), transactionType, description, amount })
      .returning({ id: transactions.id });
    return String(row!.id);
  });
const rows = async (c: CreatedCustomer, query = '') => {
  const res = await s.call({ method: 'GET', url: `/api/display/sections/${section.id}/data?parameters=${enc(JSON.stringify(idsOf(c)))}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SectionDataResponse>().rows;
};
const reverse = (c: CreatedCustomer, key: string, caller = s.call) =>
  caller({
    method: 'POST',
    url: `/api/display/sections/${section.id}/actions/${section.actions.find((a) => a.code === 'REVERSE')!.id}/perform-action?paramsXml=${enc(toParamsXml(idsOf(c)))}`,
    payload: { keys: [key] },
  });
const addAdjustment = (c: CreatedCustomer, values: Record<string, string>, caller = s.call) =>
  caller({
    method: 'POST',
    url: `/api/display/sections/${section.id}/data?parameters=${enc(JSON.stringify(idsOf(c)))}`,
    payload: {
      id: section.id,
      sectionControlType: section.sectionControlType,
      items: [
        {
          fields: Object.entries({ id: '', transactionDate: s.day(0), transactionType: 'ADJUSTMENT', ...values }).map(([name, value]) => ({
            name,
            value,
            isDirty: true,
          })),
        },
      ],
    },
  });
const messagesOf = (body: string) => (JSON.parse(body) as { messages: { message: string }[] }).messages.map((m) => m.message);
const stored = async (c: CreatedCustomer) => {
  const b = await balances(s.t, c.accountId);
  expect(b.stored).toBe(b.summed);
  return b.stored;
};

describe('the Transactions page: running balance', () => {
  it('shows the balance after each transaction, newest first, whatever the search', async () => {
    const c = await customer('Running Balance');
    await post(c, 'OPENING', 'Opening balance', '100.00', -10);
    await post(c, 'FEE', 'Late fee', '15.00', -5);
    await post(c, 'PAYMENT', 'Payment received', '-40.00', -3);
    await post(c, 'ADJUSTMENT', 'Same-day credit', '-0.10', -3);
    // Oldest first: 100.00; + 15.00 = 115.00; − 40.00 = 75.00; − 0.10 = 74.90. The page is newest first.
    expect((await rows(c)).map((r) => [r.values.description, r.values.balance])).toEqual([
      ['Same-day credit', '74.90'],
      ['Payment received', '75.00'],
      ['Late fee', '115.00'],
      ['Opening balance', '100.00'],
    ]);
    // Found by search alone, the fee still shows the balance after it on the account.
    expect((await rows(c, `&search=${enc('Late')}`)).map((r) => r.values.balance)).toEqual(['115.00']);
    expect(await stored(c)).toBe('74.90');
  });
});

describe('the Transactions page: Reverse', () => {
  it('posts the amount negated, linked to the original, and refuses what it may not reverse', async () => {
    const c = await customer('Reverse Me');
    await post(c, 'OPENING', 'Opening balance', '100.00', -10);
    const fee = await post(c, 'FEE', 'Late fee', '15.00', -5);
    const payment = await post(c, 'PAYMENT', 'Payment received', '-40.00', -3);
    const invoice = await issuedInvoice(s.t, s.scope, c.accountId, '30.00', s.day(-2));
    // 100.00 + 15.00 − 40.00 + 30.00 = 105.00.
    expect(await stored(c)).toBe('105.00');

    const res = await reverse(c, fee);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ messageType: 'Success', message: texts.ledger.reversed('Reversal of Late fee') }]);
    const [reversal] = await s.t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.reversalOfId, Number(fee)));
    expect(reversal).toMatchObject({
      transactionType: 'FEE',
      amount: '-15.00',
      description: 'Reversal of Late fee',
      transactionDate: s.day(0),
      insertUser: 'admin',
    });
    // 105.00 − 15.00 = 90.00; the original fee is still there.
    expect(await stored(c)).toBe('90.00');
    expect((await rows(c))[0]!.values).toMatchObject({ description: 'Reversal of Late fee', amount: '-15.00', balance: '90.00' });
    expect((await rows(c)).some((r) => r.key === fee)).toBe(true);
    const [audited] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'transaction.reversed'), eq(auditLog.entityId, fee)));
    expect(audited?.newValues).toEqual({ reversalId: reversal!.id, amount: '-15.00' });

    const invoiceKey = (await rows(c)).find((r) => r.values.transactionType === 'INVOICE')!.key!;
    for (const [key, message] of [
      [fee, texts.ledger.alreadyReversed],
      [String(reversal!.id), texts.ledger.isReversal],
      [payment, texts.ledger.notReversible('PAYMENT')],
      [invoiceKey, texts.ledger.notReversible('INVOICE')],
    ] as const) {
      const refused = await reverse(c, key);
      expect(refused.statusCode, message).toBe(409);
      expect(messagesOf(refused.body)).toEqual([message]);
    }
    expect(invoice.id).toBeGreaterThan(0);
    expect(await stored(c)).toBe('90.00');
  });

  it('is refused to ReadOnly users and not found by another company', async () => {
    const c = await customer('Reverse Guard');
    const fee = await post(c, 'FEE', 'Late fee', '15.00', -1);
    await createUser(s.t.database, s.scope.companyId, 'ledger-reader', 'ReadOnly');
    const reader = as(s.t.app, await login(s.t.app, 'ledger-reader', FIXTURE_PASSWORD));
    expect((await reverse(c, fee, reader)).statusCode).toBe(403);
    const other = await createTenant(s.t.database, 'LEDGEROTHER');
    const stranger = as(s.t.app, await login(s.t.app, other.username, FIXTURE_PASSWORD));
    const strangerSection = (await stranger({ method: 'GET', url: '/api/display/sections?codes=ARTRANS' })).json<{ sections: SectionConfig[] }>().sections[0]!;
    const hidden = await stranger({
      method: 'POST',
      url: `/api/display/sections/${strangerSection.id}/actions/${strangerSection.actions.find((a) => a.code === 'REVERSE')!.id}/perform-action?paramsXml=${enc(toParamsXml(idsOf(c)))}`,
      payload: { keys: [fee] },
    });
    expect(hidden.statusCode).toBe(404);
    expect(await stored(c)).toBe('15.00');
  });
});

describe('the Transactions page: Dishonour and Refund', () => {
  it("names the payment only on a payment's row, and offers both actions to writers only, as the API allows", async () => {
    const c = await customer('Dishonour Row');
    const res = await s.call({
      method: 'POST',
      url: `/api/customers/${c.customerId}/payments`,
      payload: { amount: '40.00', paymentDate: s.day(0), method: 'EFT', reference: 'ROW-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const paymentId = String(res.json<{ id: number }>().id);
    await post(c, 'FEE', 'Late fee', '15.00', -1);
    const shown = await rows(c);
    expect(shown.find((r) => r.values.reference === 'ROW-1')!.values.paymentId).toBe(paymentId);
    expect(shown.find((r) => r.values.description === 'Late fee')!.values.paymentId).toBeNull();
    expect(section.actions.map((a) => a.code)).toEqual(expect.arrayContaining(['DISHONOUR_PAYMENT', 'REFUND_CREDIT']));

    await createUser(s.t.database, s.scope.companyId, 'ledger-refund-reader', 'ReadOnly');
    const reader = as(s.t.app, await login(s.t.app, 'ledger-refund-reader', FIXTURE_PASSWORD));
    const readerSection = (await reader({ method: 'GET', url: '/api/display/sections?codes=ARTRANS' })).json<{ sections: SectionConfig[] }>().sections[0]!;
    expect(readerSection.actions.map((a) => a.code)).not.toContain('DISHONOUR_PAYMENT');
    expect(readerSection.actions.map((a) => a.code)).not.toContain('REFUND_CREDIT');
    expect((await reader({ method: 'POST', url: `/api/payments/${paymentId}/dishonour`, payload: { reason: 'No' } })).statusCode).toBe(403);
    expect(
      (await reader({ method: 'POST', url: `/api/customers/${c.customerId}/refunds`, payload: { amount: '1.00', method: 'EFT', reference: '' } })).statusCode,
    ).toBe(403);
  });
});

describe('adjustments: a reason, and a second user’s approval above the limit', () => {
  const setLimit = (limit: string) =>
    s.t.database.db
      .update(systemParameters)
      .set({ parameter: limit })
      .where(
        and(
          eq(systemParameters.companyId, s.scope.companyId),
          eq(systemParameters.dataset, s.scope.dataset),
          eq(systemParameters.code, PARAMS.adjustmentApprovalLimit),
        ),
      );
  const queue = async (caller: Caller) => {
    const items = (await caller({ method: 'GET', url: '/api/dashboard/user-items' })).json<DashboardItem[]>();
    return items.find((i) => i.code === PROCESS_CODES.adjustmentApprovals)!;
  };
  const queueRows = async (caller: Caller) => {
    const item = await queue(caller);
    return (
      await caller({ method: 'GET', url: `/api/dashboard/processes/${item.id}/data-with-pagination?processCode=${item.code}&page=1&itemsPerPage=50` })
    ).json<ProcessDataResponse>().processItems;
  };
  // The action's id as the entering admin sees it (a ReadOnly user is not offered it, and is refused it).
  const decide = async (caller: Caller, actionCode: 'APPROVE' | 'REJECT', keys: number[]) => {
    const item = await queue(s.call);
    return caller({
      method: 'POST',
      url: '/api/dashboard/processes/run-action',
      payload: {
        processId: item.id,
        actionId: item.actions.find((a) => a.code === actionCode)!.id,
        options: '',
        itemsJson: JSON.stringify(keys.map((key) => ({ key_exception_id: key }))),
      },
    });
  };
  const pendingOf = (c: CreatedCustomer) => s.t.database.db.select().from(adjustmentApprovals).where(eq(adjustmentApprovals.customerAccountId, c.accountId));

  it('requires a reason; with no limit set an adjustment is posted at once', async () => {
    await setLimit('');
    const c = await customer('Reasoned');
    const refused = await addAdjustment(c, { description: 'Goodwill', amount: '-600.00' });
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused.body).join(' ')).toContain('Reason');
    expect(await stored(c)).toBe('0.00');
    const ok = await addAdjustment(c, { description: 'Goodwill', amount: '-600.00', reasonCode: 'GOODWILL' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stored(c)).toBe('-600.00');
    expect((await rows(c))[0]!.displayValues.reasonCode).toBe('Goodwill');
  });

  it('waits above the limit: the balance does not change until another user approves; the one who entered it cannot', async () => {
    await setLimit('100.00');
    const c = await customer('Approved Later');
    const under = await addAdjustment(c, { description: 'Small goodwill', amount: '-100.00', reasonCode: 'GOODWILL' });
    expect(under.statusCode, under.body).toBe(200);
    expect(await stored(c)).toBe('-100.00');

    const held = await addAdjustment(c, { description: 'Meter misread', amount: '-250.00', reasonCode: 'METER_ERROR', reference: 'M-1' });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toEqual([{ messageType: 'Success', message: texts.ledger.awaitingApproval('-$250.00', '$100.00') }]);
    expect(await stored(c)).toBe('-100.00');
    const [pending] = await pendingOf(c);
    expect(pending).toMatchObject({ status: 'PENDING', amount: '-250.00', reasonCode: 'METER_ERROR', requestedBy: 'admin', transactionId: null });
    expect((await queueRows(s.call)).find((r) => Number(r.key_exception_id) === pending!.id)).toMatchObject({ amount: '-250.00', requested_by: 'admin' });

    const own = await decide(s.call, 'APPROVE', [pending!.id]);
    expect(own.statusCode).toBe(409);
    expect(messagesOf(own.body)).toEqual([texts.ledger.ownAdjustment]);
    expect(await stored(c)).toBe('-100.00');

    await createUser(s.t.database, s.scope.companyId, 'ledger-approver', 'ADMIN');
    const approver = as(s.t.app, await login(s.t.app, 'ledger-approver', FIXTURE_PASSWORD));
    await createUser(s.t.database, s.scope.companyId, 'ledger-viewer', 'ReadOnly');
    const viewer = as(s.t.app, await login(s.t.app, 'ledger-viewer', FIXTURE_PASSWORD));
    expect((await decide(viewer, 'APPROVE', [pending!.id])).statusCode).toBe(403);

    const approved = await decide(approver, 'APPROVE', [pending!.id]);
    expect(approved.statusCode, approved.body).toBe(200);
    // −100.00 − 250.00.
    expect(await stored(c)).toBe('-350.00');
    const [decided] = await pendingOf(c);
    expect(decided).toMatchObject({ status: 'APPROVED', decidedBy: 'ledger-approver' });
    const [posted] = await s.t.database.db.select().from(transactions).where(eq(transactions.id, decided!.transactionId!));
    expect(posted).toMatchObject({ transactionType: 'ADJUSTMENT', amount: '-250.00', reasonCode: 'METER_ERROR', reference: 'M-1', insertUser: 'admin' });
    expect((await decide(approver, 'APPROVE', [pending!.id])).statusCode).toBe(409);

    const second = await addAdjustment(c, { description: 'Too generous', amount: '300.00', reasonCode: 'BILLING_ERROR' });
    expect(second.statusCode).toBe(200);
    const waiting = (await pendingOf(c)).find((p) => p.status === 'PENDING')!;
    expect((await decide(approver, 'REJECT', [waiting.id])).statusCode).toBe(200);
    expect((await pendingOf(c)).find((p) => p.id === waiting.id)).toMatchObject({ status: 'REJECTED', transactionId: null });
    expect(await stored(c)).toBe('-350.00');
    await setLimit('');
  });
});
