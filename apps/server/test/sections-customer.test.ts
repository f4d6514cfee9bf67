import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessDateIn,
  CUSTOMER_PAGES,
  texts,
  toParamsXml,
  type CrmIdentifiers,
  type CustomerAccount,
  type CustomerSummary,
  type CustomerTypeCode,
  type SectionConfig,
  type SectionDataResponse,
  type SectionParameters,
} from '@wattle/contract';
import {
  concessionCards,
  customerAccounts,
  customers,
  customerStatuses,
  customerStatusTypes,
  documents,
  paymentPlanInstalments,
  paymentPlans,
  transactions,
} from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createTenant, FIXTURE_PASSWORD } from './search-fixtures';
import { addCustomerFixture, adminScope, type CustomerFixture } from './sections-fixtures';

let t: TestApp;
let call: ReturnType<typeof as>;
const sections = new Map<string, SectionConfig>();
const fixtures = {} as Record<CustomerTypeCode, CustomerFixture>;

const enc = encodeURIComponent;
const idsOf = (f: CustomerFixture): CrmIdentifiers => ({
  customerId: f.customerId,
  accountId: f.accountId,
  partyId: f.partyId,
  siteId: f.siteId,
  meterId: f.meterId,
});
const section = (code: string) => {
  const found = sections.get(code);
  if (!found) throw new Error(`section ${code} not loaded`);
  return found;
};

async function data(code: string, parameters: SectionParameters, query = '', caller = call) {
  return caller({ method: 'GET', url: `/api/display/sections/${section(code).id}/data?parameters=${enc(JSON.stringify(parameters))}${query}` });
}

async function rows(code: string, parameters: SectionParameters, query = '') {
  const res = await data(code, parameters, query);
  expect(res.statusCode, `${code}: ${res.body}`).toBe(200);
  return res.json<SectionDataResponse>().rows;
}

function save(code: string, parameters: SectionParameters, values: Record<string, string | null>, version?: string | null) {
  const config = section(code);
  return call({
    method: 'POST',
    url: `/api/display/sections/${config.id}/data?parameters=${enc(JSON.stringify(parameters))}`,
    payload: {
      id: config.id,
      sectionControlType: config.sectionControlType,
      items: [{ fields: Object.entries(values).map(([name, value]) => ({ name, value, isDirty: true })), version }],
    },
  });
}

function act(code: string, actionCode: string, ids: CrmIdentifiers, keys: string[]) {
  const config = section(code);
  const action = config.actions.find((a) => a.code === actionCode)!;
  return call({
    method: 'POST',
    url: `/api/display/sections/${config.id}/actions/${action.id}/perform-action?paramsXml=${enc(toParamsXml(ids))}`,
    payload: { keys },
  });
}

const messagesOf = (body: string) => (JSON.parse(body) as { messages: { message: string }[] }).messages.map((m) => m.message);

function collect(config: SectionConfig) {
  sections.set(config.code, config);
  config.childSections.forEach(collect);
}

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  const scope = await adminScope(t.database);
  for (const type of ['RESIDENT', 'COMPANY', 'OCCUPIER', 'SUNDRY'] as const) fixtures[type] = await addCustomerFixture(t.database, scope, type);
  const codes = [...new Set(Object.values(CUSTOMER_PAGES).flatMap((p) => p.sectionCodes)), 'READS'];
  const res = await call({ method: 'GET', url: `/api/display/sections?codes=${codes.join(',')}` });
  expect(res.statusCode, res.body).toBe(200);
  (res.json().sections as SectionConfig[]).forEach(collect);
});
afterAll(() => t.close());

describe('every customer page of spec 3 §2.3', () => {
  const typeFor = (types?: readonly CustomerTypeCode[]) => types?.[0] ?? 'RESIDENT';

  it('serves each page’s parent sections, with child sections, in order', () => {
    for (const page of Object.values(CUSTOMER_PAGES)) for (const code of page.sectionCodes) expect(sections.get(code)?.code).toBe(code);
    expect(section('PAYMNTPLANS').childSections.map((c) => c.code)).toEqual(['PLANINSTALMENTS']);
  });

  it('shows each parent section’s data for a demo customer of the right type, and each child for the first parent row', async () => {
    for (const [screen, page] of Object.entries(CUSTOMER_PAGES)) {
      const ids = idsOf(fixtures[typeFor(page.customerTypes)]);
      for (const code of page.sectionCodes) {
        const parentRows = await rows(code, ids);
        expect(parentRows.length, `${screen} ${code}`).toBeGreaterThan(0);
        for (const child of section(code).childSections) {
          const res = await data(child.code, { ...ids, parentKey: parentRows[0]!.key });
          expect(res.statusCode, `${child.code}: ${res.body}`).toBe(200);
        }
      }
    }
  });

  it('refuses a page without its customer, and another company’s or dataset’s customer with 404', async () => {
    const missing = await data('ARTRANS', {});
    expect(missing.statusCode).toBe(400);
    expect(messagesOf(missing.body)[0]).toBe(texts.sections.identifierRequired('customerId'));
    await createTenant(t.database, 'S5OTHER');
    const other = as(t.app, await login(t.app, 's5other-user', FIXTURE_PASSWORD));
    expect((await data('ARTRANS', idsOf(fixtures.RESIDENT), '', other)).statusCode).toBe(404);
    const demo = as(t.app, await login(t.app, 'admin', 'Admin123!', true));
    expect((await data('CUSTLIFESUPPORT', idsOf(fixtures.RESIDENT), '', demo)).statusCode).toBe(404);
  });

  it('refuses a child section whose parent row is another customer’s', async () => {
    const plan = (await rows('_SMOOTHPAY', idsOf(fixtures.COMPANY)))[0]!;
    expect(await rows('PLANINSTALMENTS', { ...idsOf(fixtures.COMPANY), parentKey: plan.key })).toEqual([]);
    const res = await data('PLANINSTALMENTS', { ...idsOf(fixtures.RESIDENT), parentKey: plan.key });
    expect(res.statusCode).toBe(404);
    expect((await data('PLANINSTALMENTS', { ...idsOf(fixtures.RESIDENT), parentKey: 'x' })).statusCode).toBe(400);
    expect((await data('PLANINSTALMENTS', idsOf(fixtures.RESIDENT))).statusCode).toBe(400);
  });
});

describe('defaults and words (issue 11)', () => {
  it("starts a new adjustment on the company's business day", () => {
    const date = section('ARTRANS').displayFields.find((f) => f.name === 'transactionDate')!;
    expect(date.value).toBe(businessDateIn('Australia/Sydney'));
  });

  it('writes CPAP as CPAP on the Life Support page and in its lookup', async () => {
    const [registration] = await rows('CUSTLIFESUPPORT', idsOf(fixtures.RESIDENT));
    expect(registration!.displayValues.equipment).toBe('CPAP');
    const equipment = (await call({ method: 'GET', url: '/api/lookups/LIFE_SUPPORT_EQUIPMENT/values' })).json<{ value: string; display: string }[]>();
    expect(equipment.find((e) => e.value === 'CPAP')?.display).toBe('CPAP');
    expect(equipment.find((e) => e.value === 'KIDNEY_DIALYSIS')?.display).toBe('Kidney Dialysis');
  });
});

describe('Australian retail rules on save', () => {
  it('confirms a life-support registration only with a medical confirmation date, and shows the chip while registered (issue 25 a: due date skips holidays)', async () => {
    const ids = idsOf(fixtures.RESIDENT);
    const [registration] = await rows('CUSTLIFESUPPORT', ids);
    const refused = await save('CUSTLIFESUPPORT', ids, { id: registration!.key, status: 'CONFIRMED' }, registration!.version);
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused.body)).toEqual([texts.sectionRules.medicalConfirmationRequired]);
    const ok = await save(
      'CUSTLIFESUPPORT',
      ids,
      { id: registration!.key, status: 'CONFIRMED', medicalConfirmedDate: '2024-04-01', formSentDate: '2024-03-02' },
      registration!.version,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const [after] = await rows('CUSTLIFESUPPORT', ids);
    // 50 business days from Saturday 2 March 2024 past Good Friday, Easter Monday and Anzac Day.
    expect(after!.values).toMatchObject({ status: 'CONFIRMED', medicalConfirmedDate: '2024-04-01', confirmationDueDate: '2024-05-15' });
    expect(after!.colour).toBe('green');
    const chips = await t.database.db
      .select({ code: customerStatusTypes.code })
      .from(customerStatuses)
      .innerJoin(customerStatusTypes, eq(customerStatusTypes.id, customerStatuses.statusTypeId))
      .where(eq(customerStatuses.customerId, ids.customerId!));
    expect(chips.map((c) => c.code)).toContain('LIFESUPPORT');
  });

  it('refuses a disconnection warning for a life-support customer', async () => {
    const res = await save('AR_TREATMENT', idsOf(fixtures.RESIDENT), {
      id: '',
      treatmentDate: '2025-02-01',
      treatmentType: 'DISCONNECTION_WARNING',
      status: 'OPEN',
      amountOverdue: '100.00',
    });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res.body)).toEqual([texts.sectionRules.disconnectionProtected]);
  });

  it('makes a payment plan’s instalments add up to the amount owed; a refused plan leaves nothing behind', async () => {
    const ids = idsOf(fixtures.OCCUPIER);
    const [account] = await t.database.db.select({ balance: customerAccounts.balance }).from(customerAccounts).where(eq(customerAccounts.id, ids.accountId!));
    const owed = new Decimal(account!.balance);
    const plan = { id: '', numberOfInstalments: '3', frequency: 'FORTNIGHTLY', startDate: '2025-03-03', paymentMethod: 'DIRECT_DEBIT' };
    const wrong = await save('PAYMNTPLANS', ids, { ...plan, totalAmount: owed.plus(10).toFixed(2) });
    expect(wrong.statusCode).toBe(400);
    expect(messagesOf(wrong.body)).toEqual([texts.sectionRules.planMustMatchOwed(owed.toFixed(2))]);
    const plans = () =>
      t.database.db
        .select()
        .from(paymentPlans)
        .where(and(eq(paymentPlans.customerAccountId, ids.accountId!), eq(paymentPlans.planType, 'PAYMENT_PLAN'), eq(paymentPlans.status, 'ACTIVE')));
    expect(await plans()).toHaveLength(0);

    const ok = await save('PAYMNTPLANS', ids, { ...plan, totalAmount: owed.toFixed(2) });
    expect(ok.statusCode, ok.body).toBe(200);
    const [created] = await plans();
    const instalments = await t.database.db.select().from(paymentPlanInstalments).where(eq(paymentPlanInstalments.paymentPlanId, created!.id));
    expect(instalments.map((i) => i.dueDate)).toEqual(['2025-03-03', '2025-03-17', '2025-03-31']);
    expect(instalments.reduce((sum, i) => sum.plus(i.amount), new Decimal(0)).toFixed(2)).toBe(owed.toFixed(2));
    expect(created!.endDate).toBe('2025-03-31');
    const shown = await rows('PLANINSTALMENTS', { ...ids, parentKey: String(created!.id) });
    expect(shown).toHaveLength(3);

    const [row] = (await rows('PAYMNTPLANS', ids)).filter((r) => r.key === String(created!.id));
    const reschedule = await save('PAYMNTPLANS', ids, { id: row!.key, numberOfInstalments: '6' }, row!.version);
    expect(messagesOf(reschedule.body)).toEqual([texts.sectionRules.scheduleFixed]);
    const again = await save('PAYMNTPLANS', ids, { ...plan, totalAmount: owed.toFixed(2) });
    expect(messagesOf(again.body)).toEqual([texts.sectionRules.oneActivePlan]);
    const cancelled = await act('PAYMNTPLANS', 'CANCEL', ids, [row!.key!]);
    expect(cancelled.json()[0]).toEqual({ messageType: 'Success', message: texts.sectionRules.planCancelled });
  });

  it('takes what a customer owes from every one of its accounts, on every screen (issue 25 e): summary, account, payment plan and closing agree', async () => {
    const scope = await adminScope(t.database);
    const customer = await addCustomerFixture(t.database, scope, 'OCCUPIER');
    const ids = idsOf(customer);
    const db = t.database.db;
    const balanceOf = async (accountId: number) =>
      new Decimal((await db.select({ balance: customerAccounts.balance }).from(customerAccounts).where(eq(customerAccounts.id, accountId)))[0]!.balance);
    const first = await balanceOf(customer.accountId);
    const [second] = await db
      .insert(customerAccounts)
      .values({ ...scope, customerId: customer.customerId, accountNumber: `SECOND-${customer.accountId}` })
      .returning({ id: customerAccounts.id });
    // Its balance is its ledger's: an opening balance long past due (the debtor figures age the ledger, docs/payments.md).
    await db.insert(transactions).values({
      ...scope,
      customerAccountId: second!.id,
      transactionDate: '2025-01-01',
      transactionType: 'OPENING',
      description: 'Balance brought forward',
      amount: '48.75',
    });
    const owed = first.plus('48.75');
    expect(owed.equals(first)).toBe(false);

    const account = (await call({ method: 'GET', url: `/api/customers/${customer.customerId}/account` })).json<CustomerAccount>();
    expect(account.totalBalance).toBe(owed.toFixed(2));
    const summary = (await call({ method: 'GET', url: `/api/customers/${customer.customerId}/summary` })).json<CustomerSummary>();
    const item = (name: string) => summary.items.find((i) => i.name === name)!.value;
    expect(item(texts.customer.totalBalance)).toBe(`$${owed.toFixed(2)}`);
    // The fixture's one invoice is long overdue and nothing is due later: all that is owed is overdue, never more.
    expect(item('Overdue')).toBe(`$${owed.toFixed(2)}`);

    const plan = { id: '', numberOfInstalments: '3', frequency: 'FORTNIGHTLY', startDate: '2025-03-03', paymentMethod: 'DIRECT_DEBIT' };
    const firstOnly = await save('PAYMNTPLANS', ids, { ...plan, totalAmount: first.toFixed(2) });
    expect(firstOnly.statusCode).toBe(400);
    expect(messagesOf(firstOnly.body)).toEqual([texts.sectionRules.planMustMatchOwed(owed.toFixed(2))]);
    expect((await save('PAYMNTPLANS', ids, { ...plan, totalAmount: owed.toFixed(2) })).statusCode).toBe(200);

    // The first account settled, the second still owes: the customer cannot be closed yet.
    await db.update(customerAccounts).set({ balance: '0' }).where(eq(customerAccounts.id, customer.accountId));
    const close = async () => {
      const [detail] = await rows('CUSTDETAIL', ids);
      return save('CUSTDETAIL', ids, { id: detail!.key, openDate: detail!.values.openDate ?? '2024-01-01', closeDate: '2026-12-01' }, detail!.version);
    };
    const refused = await close();
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused.body)).toEqual([texts.sectionRules.closeWithBalance]);
    await db.update(customerAccounts).set({ balance: '0' }).where(eq(customerAccounts.id, second!.id));
    const closed = await close();
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await balanceOf(second!.id)).isZero()).toBe(true);
  });

  it('checks Australian phone numbers, postcodes and age on the residential form', async () => {
    const ids = idsOf(fixtures.RESIDENT);
    const [form] = await rows('CUSTRESIDENTIAL', ids);
    const bad = await save(
      'CUSTRESIDENTIAL',
      ids,
      { id: form!.key, mobilePhone: '12345', postalState: 'VIC', postalPostcode: '2000', dateOfBirth: '2015-01-01' },
      form!.version,
    );
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad.body)).toEqual([texts.sectionRules.adult, texts.sectionRules.mobile, texts.sectionRules.postcode]);
    const ok = await save('CUSTRESIDENTIAL', ids, { id: form!.key, firstName: 'Alexandra', mobilePhone: '0498 765 432' }, form!.version);
    expect(ok.statusCode, ok.body).toBe(200);
    const [customer] = await t.database.db.select({ name: customers.name }).from(customers).where(eq(customers.id, ids.customerId!));
    expect(customer!.name).toMatch(/^Alexandra Nguyen/);
  });

  it('checks the ABN of a commercial customer', async () => {
    const ids = idsOf(fixtures.COMPANY);
    const [form] = await rows('CUSTCOMMERCIAL', ids);
    const bad = await save('CUSTCOMMERCIAL', ids, { id: form!.key, abn: '51 824 753 557' }, form!.version);
    expect(messagesOf(bad.body)).toEqual([texts.sectionRules.abn]);
    const ok = await save('CUSTCOMMERCIAL', ids, { id: form!.key, abn: '51 824 753 556' }, form!.version);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses an unknown lookup value and a stale form save, changing nothing', async () => {
    const ids = idsOf(fixtures.SUNDRY);
    const [form] = await rows('CUSTFINANCE', ids);
    const bad = await save('CUSTFINANCE', ids, { id: form!.key, paymentMethod: 'BITCOIN' }, form!.version);
    expect(messagesOf(bad.body)).toEqual([`Payment Method: ${texts.fields.invalidValue}`]);
    expect((await save('CUSTFINANCE', ids, { id: form!.key, paymentTermsDays: '21' }, form!.version)).statusCode).toBe(200);
    const stale = await save('CUSTFINANCE', ids, { id: form!.key, paymentTermsDays: '30' }, form!.version);
    expect(stale.statusCode).toBe(409);
    expect(messagesOf(stale.body)).toEqual([texts.server.staleSave]);
    const [account] = await t.database.db.select().from(customerAccounts).where(eq(customerAccounts.id, ids.accountId!));
    expect(account!.paymentTermsDays).toBe(21);
  });

  it('posts a write-off only as a credit, and the balance follows the transactions', async () => {
    const ids = idsOf(fixtures.COMPANY);
    const before = await t.database.db.select({ balance: customerAccounts.balance }).from(customerAccounts).where(eq(customerAccounts.id, ids.accountId!));
    const adjustment = { id: '', transactionDate: '2025-02-01', transactionType: 'WRITE_OFF', description: 'Small balance write-off', reasonCode: 'GOODWILL' };
    expect(messagesOf((await save('ARTRANS', ids, { ...adjustment, amount: '5.00' })).body)).toEqual([texts.sectionRules.mustBeCredit]);
    expect((await save('ARTRANS', ids, { ...adjustment, transactionType: 'INVOICE', amount: '5.00' })).statusCode).toBe(400);
    expect((await save('ARTRANS', ids, { ...adjustment, amount: '-5.00' })).statusCode).toBe(200);
    const after = await t.database.db.select({ balance: customerAccounts.balance }).from(customerAccounts).where(eq(customerAccounts.id, ids.accountId!));
    expect(new Decimal(after[0]!.balance).minus(before[0]!.balance).toFixed(2)).toBe('-5.00');
    const [entered] = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.customerAccountId, ids.accountId!), eq(transactions.transactionType, 'WRITE_OFF')));
    expect(entered!.insertUser).toBe('admin');
  });

  it('derives a charge’s amount and keeps billed charges', async () => {
    const ids = idsOf(fixtures.RESIDENT);
    const res = await save('CUSTCHRGONE', ids, { id: '', description: 'Meter test', quantity: '3', unitPrice: '12.3456', startDate: '2025-02-02' });
    expect(res.statusCode, res.body).toBe(200);
    const added = (await rows('CUSTCHRGONE', ids, `&search=${enc('Meter test')}`))[0]!;
    expect(added.values.amount).toBe('37.04');
    expect(added.displayValues.status).toBe('Pending');
    const cancel = await act('CUSTCHRGONE', 'CANCEL', ids, [added.key!]);
    expect(cancel.json()[0].messageType).toBe('Success');
    expect((await rows('CUSTCHRGONE', ids, `&search=${enc('Meter test')}`))[0]!.colour).toBe('red');
  });

  it('refuses an action on rows with no row selected: a 400 with a message, nothing changed', async () => {
    const ids = idsOf(fixtures.RESIDENT);
    const pending = await save('CUSTCHRGONE', ids, { id: '', description: 'Special read', quantity: '1', unitPrice: '20', startDate: '2025-02-03' });
    expect(pending.statusCode, pending.body).toBe(200);
    const cancel = await act('CUSTCHRGONE', 'CANCEL', ids, []);
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toEqual({ isSuccess: false, messages: [{ messageType: 'Error', message: texts.sections.noRowsSelected }] });
    expect((await rows('CUSTCHRGONE', ids, `&search=${enc('Special read')}`))[0]!.values.status).toBe('PENDING');
  });

  it('verifies a card through the concessions command: an expired one is refused and stays as it was', async () => {
    const ids = idsOf(fixtures.RESIDENT);
    const [card] = await rows('CUSTCONNCARDS', ids);
    const cardId = Number(card!.key);
    const setCard = (values: Partial<typeof concessionCards.$inferInsert>) =>
      t.database.db.update(concessionCards).set(values).where(eq(concessionCards.id, cardId));
    await setCard({ status: 'PENDING', verifiedDate: null, validTo: '2020-12-31' });
    const expired = await act('CUSTCONNCARDS', 'VERIFY', ids, [card!.key!]);
    expect(expired.json()).toEqual([{ messageType: 'Error', message: texts.sectionRules.cardExpired }]);
    expect((await rows('CUSTCONNCARDS', ids))[0]!.values.status).toBe('PENDING');
    await setCard({ validTo: null });
    const verified = await act('CUSTCONNCARDS', 'VERIFY', ids, [card!.key!]);
    expect(verified.json()).toEqual([{ messageType: 'Success', message: texts.sectionRules.cardVerified }]);
    expect((await rows('CUSTCONNCARDS', ids))[0]!.values.status).toBe('VERIFIED');
  });

  it('accepts a concession claim on a verified card and credits the account', async () => {
    const ids = idsOf(fixtures.SUNDRY);
    const [card] = await rows('CUSTCONNCARDS', ids);
    const [otherCard] = await rows('CUSTCONNCARDS', idsOf(fixtures.RESIDENT));
    const values = { id: '', transactionDate: '2025-02-01', periodFrom: '2025-01-01', periodTo: '2025-01-31', description: 'January rebate', amount: '24.20' };
    const foreign = await save('CUSTCARDTRANS', ids, { ...values, concessionCardId: otherCard!.key });
    expect(messagesOf(foreign.body)).toEqual([`Card: ${texts.fields.invalidValue}`]);
    const claim = await save('CUSTCARDTRANS', ids, { ...values, concessionCardId: card!.key });
    expect(claim.statusCode, claim.body).toBe(200);
    const [claimed] = await rows('CUSTCARDTRANS', ids);
    const accepted = await act('CUSTCARDTRANS', 'ACCEPT', ids, [claimed!.key!]);
    expect(accepted.json()[0]).toEqual({ messageType: 'Success', message: texts.sectionRules.claimsAccepted(1) });
    const credits = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.customerAccountId, ids.accountId!), eq(transactions.transactionType, 'CONCESSION')));
    expect(credits.map((c) => c.amount)).toEqual(['-24.20']);
  });
});

describe('actions and deletes on customer sections', () => {
  it('runs an operation only on the customer’s own rows', async () => {
    const mine = (await rows('POSTED_MAIL', idsOf(fixtures.COMPANY)))[0]!;
    const res = await act('POSTED_MAIL', 'MARK_POSTED', idsOf(fixtures.RESIDENT), [mine.key!]);
    expect(res.statusCode).toBe(404);
    const ok = await act('POSTED_MAIL', 'MARK_POSTED', idsOf(fixtures.COMPANY), [mine.key!]);
    expect(ok.json()[0].messageType).toBe('Success');
    expect((await rows('POSTED_MAIL', idsOf(fixtures.COMPANY)))[0]!.values.status).toBe('POSTED');
    const again = await act('POSTED_MAIL', 'MARK_POSTED', idsOf(fixtures.COMPANY), [mine.key!]);
    expect(again.json()[0].messageType).toBe('Error');
  });

  it('deletes several reads at once in READS only', async () => {
    const ids = idsOf(fixtures.SUNDRY);
    const reads = await rows('READS', ids);
    const res = await call({
      method: 'DELETE',
      url: `/api/display/sections/${section('READS').id}/data?parameters=${enc(JSON.stringify(ids))}`,
      payload: { sectionControlType: 'DataGrid', items: reads.slice(0, 2).map((r) => ({ fields: [{ name: 'id', value: r.key }] })) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rows('READS', ids)).toHaveLength(1);
    const other = await call({
      method: 'DELETE',
      url: `/api/display/sections/${section('READS').id}/data?parameters=${enc(JSON.stringify(idsOf(fixtures.RESIDENT)))}`,
      payload: { sectionControlType: 'DataGrid', items: [{ fields: [{ name: 'id', value: reads[2]!.key }] }] },
    });
    expect(other.statusCode).toBe(404);
  });

  it('previews the document behind a row only for the customer it belongs to', async () => {
    const ids = idsOf(fixtures.RESIDENT);
    const invoiceRow = (await rows('ARTRANS', ids)).find((r) => r.values.invoiceDocumentId)!;
    const url = (parameters: SectionParameters, field = 'invoiceDocumentId') =>
      `/api/display/sections/${section('ARTRANS').id}/file?parameters=${enc(JSON.stringify(parameters))}&key=${invoiceRow.key}&field=${field}`;
    const res = await call({ method: 'GET', url: url(ids) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.body).toBe('%PDF-1.4 invoice');
    expect((await call({ method: 'GET', url: url(idsOf(fixtures.COMPANY)) })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: url(ids, 'description') })).statusCode).toBe(400);
  });

  it('sends a document of a type a preview may not show (SVG can carry script) as application/octet-stream', async () => {
    const ids = idsOf(fixtures.RESIDENT);
    const invoiceRow = (await rows('ARTRANS', ids)).find((r) => r.values.invoiceDocumentId)!;
    const documentId = Number(invoiceRow.values.invoiceDocumentId);
    const [before] = await t.database.db.select({ contentType: documents.contentType }).from(documents).where(eq(documents.id, documentId));
    await t.database.db.update(documents).set({ contentType: 'image/svg+xml' }).where(eq(documents.id, documentId));
    try {
      const res = await call({
        method: 'GET',
        url: `/api/display/sections/${section('ARTRANS').id}/file?parameters=${enc(JSON.stringify(ids))}&key=${invoiceRow.key}&field=invoiceDocumentId`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      expect(res.headers['content-security-policy']).toBe('sandbox');
    } finally {
      await t.database.db.update(documents).set({ contentType: before!.contentType }).where(eq(documents.id, documentId));
    }
  });

  it('resends a failed email as a new request', async () => {
    const ids = idsOf(fixtures.OCCUPIER);
    const [failed] = await rows('EMAIL', ids);
    expect(failed!.colour).toBe('red');
    const res = await act('EMAIL', 'RESEND', ids, [failed!.key!]);
    expect(res.json()[0].message).toBe(texts.sectionRules.resendQueued);
    const after = await rows('EMAIL', ids);
    expect(after).toHaveLength(2);
    expect(after.some((r) => r.values.correspondenceType === 'RESEND' && r.colour === 'blue')).toBe(true);
    expect((await act('EMAIL', 'RESEND', ids, [])).statusCode).toBe(400);
  });
});
