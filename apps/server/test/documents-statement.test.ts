import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_FORMATS, PARAMS } from '@wattle/contract';
import { auditLog, brands, documentCategories, documents, parties, systemParameters, transactions } from '../src/db/schema/index';
import { pdfFormat } from '../src/modules/documents-pdf/pdf-format';
import { attachmentKey } from '../src/modules/uploads/uploads.storage';
import { renderStatementPdf } from '../src/modules/documents-pdf/statement-pdf';
import { as, createTestApp, login, type TestApp } from './helpers';
import { oneLine, pdfImageCount, pdfPages, pdfText } from './pdf-reading';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD, type CreatedCustomer, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

let t: TestApp;
let call: ReturnType<typeof as>;
let scope: Scope;
let customer: CreatedCustomer;
const statementUrl = (customerId: number, query: string) => `/api/customers/${customerId}/statement?${query}`;

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  customer = await addCustomer(t.database, scope, {
    name: 'Beatrice Statement',
    type: 'RESIDENT',
    accountNumber: 'STM10042',
    site: { location: '7 Banksia Road', siteIdentifier: 'NMI7001' },
  });
  await t.database.db
    .update(parties)
    .set({ postalAddressLine1: '7 Banksia Road', postalSuburb: 'Katoomba', postalState: 'NSW', postalPostcode: '2780' })
    .where(eq(parties.id, customer.partyId));
  const transaction = (
    transactionDate: string,
    transactionType: 'OPENING' | 'INVOICE' | 'PAYMENT',
    description: string,
    amount: string,
    reference?: string,
  ) => ({
    ...scope,
    customerAccountId: customer.accountId,
    transactionDate,
    transactionType,
    description,
    amount,
    reference,
  });
  await t.database.db
    .insert(transactions)
    .values([
      transaction('2025-01-15', 'OPENING', 'Opening balance brought forward', '120.10'),
      transaction('2025-03-01', 'INVOICE', 'Invoice 1001', '474.63', 'INV1001'),
      transaction('2025-03-20', 'PAYMENT', 'BPAY payment', '-500.00', 'BP77'),
      transaction('2025-04-02', 'INVOICE', 'Invoice 1002', '1234.57'),
      transaction('2025-06-30', 'PAYMENT', 'Payment after the range', '-50.00'),
    ]);
  const setParameter = (code: string, parameter: string) =>
    t.database.db
      .update(systemParameters)
      .set({ parameter })
      .where(and(eq(systemParameters.companyId, scope.companyId), eq(systemParameters.dataset, 'live'), eq(systemParameters.code, code)));
  await setParameter(PARAMS.companyAbn, '11 222 333 680');
  await setParameter(PARAMS.bpayBillerCode, '654321');
  await setParameter(PARAMS.directDebitText, 'We debit your nominated account on the due date.');
});
afterAll(() => t.close());

describe('POST /customers/{customerId}/statement', () => {
  it('answers a PDF of the opening balance, every transaction in the range and the closing balance, branded, with how to pay', async () => {
    const res = await call({ method: 'POST', url: statementUrl(customer.customerId, 'startDate=2025-02-01&endDate=2025-05-31') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-STM10042-2025-02-01-2025-05-31.pdf"');
    const text = oneLine(await pdfText(res.rawPayload));
    expect(text).toContain('Wattle Energy');
    expect(text).toContain('ABN 11 222 333 680');
    expect(text).toContain('Account statement');
    expect(text).toContain('Beatrice Statement');
    expect(text).toContain('7 Banksia Road');
    expect(text).toContain('Katoomba NSW 2780');
    expect(text).toContain('STM10042');
    expect(text).toContain('Statement period: 01/02/2025 to 31/05/2025');
    expect(text).toMatch(/01\/02\/2025 Opening balance \$120\.10/);
    expect(text).toMatch(/01\/03\/2025 Invoice 1001 INV1001 \$474\.63 \$594\.73/);
    expect(text).toMatch(/20\/03\/2025 BPAY payment BP77 -\$500\.00 \$94\.73/);
    expect(text).toMatch(/02\/04\/2025 Invoice 1002 \$1,234\.57 \$1,329\.30/);
    expect(text).toMatch(/31\/05\/2025 Closing balance \$1,329\.30/);
    expect(text).not.toContain('Payment after the range');
    expect(text).not.toContain('Opening balance brought forward');
    expect(text).toContain('Biller code: 654321');
    // The account number's digits 10042 and their MOD10V01 check digit, worked by hand: 2×2 + 4 + 0×2 + 0 + 1×2 = 10, so 0.
    expect(text).toContain('Ref: 100420');
    expect(text).toContain('We debit your nominated account on the due date.');
    // The account pays by BPAY (its payment method): that way is marked, and card payments by phone are offered too.
    expect(text).toContain('Your payment method: BPAY');
    expect(text).toContain('BPAY (your payment method)');
    expect(text).toContain('Credit or debit card Call us on 1300 928 853');
    expect(text).toContain('1300 928 853');
    expect(text).toContain('Page 1 of 1');
    const pages = await pdfPages(res.rawPayload, process.env.KEEP_PDF_PAGES);
    expect(pages).toHaveLength(1);
  });

  it('draws the brand’s logo, the onboarding upload kept in the file store', async () => {
    const url = statementUrl(customer.customerId, 'startDate=2025-02-01&endDate=2025-05-31');
    expect(await pdfImageCount((await call({ method: 'POST', url })).rawPayload)).toBe(0);
    // A 1×1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await t.app.files.put(scope, attachmentKey('statement-logo'), png, { fileName: 'logo.png', contentType: 'image/png' });
    const brand = and(eq(brands.companyId, scope.companyId), eq(brands.dataset, 'live'), eq(brands.isDefault, true));
    await t.database.db.update(brands).set({ logoPath: 'statement-logo' }).where(brand);
    try {
      expect(await pdfImageCount((await call({ method: 'POST', url })).rawPayload)).toBe(1);
    } finally {
      await t.database.db.update(brands).set({ logoPath: null }).where(brand);
    }
  });

  it('keeps the statement as a STATEMENT document of the customer, and audits it', async () => {
    const res = await call({ method: 'POST', url: statementUrl(customer.customerId, 'startDate=2024-01-01&endDate=2024-12-31') });
    expect(res.statusCode).toBe(200);
    const kept = await t.database.db
      .select({
        fileName: documents.fileName,
        location: documents.location,
        size: documents.sizeBytes,
        category: documentCategories.code,
        id: documents.id,
        storagePath: documents.storagePath,
      })
      .from(documents)
      .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
      .where(and(eq(documents.customerId, customer.customerId), eq(documents.fileName, 'statement-STM10042-2024-01-01-2024-12-31.pdf')));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ location: 'C', category: 'STATEMENT', size: res.rawPayload.length });
    expect(await t.app.files.stat(scope, kept[0]!.storagePath!)).toMatchObject({ sizeBytes: res.rawPayload.length, contentType: 'application/pdf' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'documents.statement'), eq(auditLog.entityId, String(kept[0]!.id))));
    expect(entry?.username).toBe('admin');
    // No transaction before 2024: the opening balance is zero and the period has none.
    const text = oneLine(await pdfText(res.rawPayload));
    expect(text).toMatch(/Opening balance \$0\.00/);
    expect(text).toContain('No transactions in this period.');
    expect(text).toMatch(/Closing balance \$0\.00/);
  });

  it('refuses bad input with a 400 envelope naming the field, and writes nothing', async () => {
    const before = await t.database.db.select({ id: documents.id }).from(documents).where(eq(documents.customerId, customer.customerId));
    const cases: [string, string][] = [
      ['endDate=2025-05-31', 'startDate'],
      ['startDate=2025-02-30&endDate=2025-05-31', 'startDate'],
      ['startDate=2025-02-01&endDate=31/05/2025', 'endDate'],
      ['startDate=2025-06-01&endDate=2025-05-31', 'endDate'],
    ];
    for (const [query, field] of cases) {
      const res = await call({ method: 'POST', url: statementUrl(customer.customerId, query) });
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ isSuccess: boolean; messages: { message: string }[] }>();
      expect(body.isSuccess).toBe(false);
      expect(body.messages.map((m) => m.message).join(' '), query).toContain(field);
    }
    expect((await call({ method: 'POST', url: statementUrl(0, 'startDate=2025-01-01&endDate=2025-02-01') })).statusCode).toBe(400);
    const after = await t.database.db.select({ id: documents.id }).from(documents).where(eq(documents.customerId, customer.customerId));
    expect(after).toHaveLength(before.length);
  });

  it('answers 404 for another company’s customer and for no customer', async () => {
    const { username } = await createTenant(t.database, 'STATEMENTCO');
    const other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
    const res = await other({ method: 'POST', url: statementUrl(customer.customerId, 'startDate=2025-01-01&endDate=2025-12-31') });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ isSuccess: boolean }>().isSuccess).toBe(false);
    expect((await call({ method: 'POST', url: statementUrl(999999, 'startDate=2025-01-01&endDate=2025-12-31') })).statusCode).toBe(404);
  });

  it('gives every role that may change data the statement (it is kept as a document: not ReadOnly)', async () => {
    for (const roles of ['ADMIN', 'DEVELOPER', '', 'ReadOnly']) {
      const username = await createUser(t.database, scope.companyId, `statement-${roles || 'staff'}`.toLowerCase(), roles);
      const caller = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
      const res = await caller({ method: 'POST', url: statementUrl(customer.customerId, 'startDate=2025-02-01&endDate=2025-05-31') });
      if (roles === 'ReadOnly') {
        expect(res.statusCode, roles).toBe(403);
        continue;
      }
      expect(res.statusCode, roles).toBe(200);
      expect(oneLine(await pdfText(res.rawPayload))).toContain('Closing balance $1,329.30');
    }
  });
});

describe('a long statement', () => {
  it('runs over pages with the column headings on each, and the closing balance once at the end', async () => {
    const pdf = await renderStatementPdf(
      {
        customerName: 'Long Statement',
        addressLines: [],
        accountNumber: '1000001',
        paymentReference: null,
        paymentMethod: 'BPAY',
        startDate: '2025-01-01',
        endDate: '2025-12-31',
        openingBalance: '10.00',
        transactions: Array.from({ length: 70 }, (_, i) => ({ transactionDate: '2025-02-01', description: `Invoice ${i}`, reference: null, amount: '12.34' })),
      },
      {
        brand: { name: 'Wattle Energy', colour: '#a6192e', logo: null, phone: '', website: '', abn: '', bpayBillerCode: '', directDebitText: '' },
        format: pdfFormat(DEFAULT_COMPANY_FORMATS),
      },
    );
    const pages = (await pdfText(pdf))
      .split('\f')
      .map(oneLine)
      .filter((page) => page.trim());
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page).toContain('Date Description Reference Amount Balance');
    expect(pages[1]).toContain('Invoice 69 $12.34 $873.80');
    // 10.00 + 70 × 12.34, exactly.
    expect(pages[1]).toContain('Closing balance $873.80');
    expect(pages[0]).not.toContain('Closing balance');
    expect(await pdfPages(pdf)).toHaveLength(2);
  });
});
