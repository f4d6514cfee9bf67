import { describe, expect, it } from 'vitest';
import type { PdfLook } from '../src/modules/documents-pdf/brand';
import { groupLines, renderInvoicePdf } from '../src/modules/documents-pdf/invoice-pdf';
import type { InvoiceLineView, InvoicePdfInput } from '../src/modules/documents-pdf/invoice-view';
import { exampleLook as look } from './pdf-look';
import { barScale } from '../src/modules/documents-pdf/usage-graph';
import { oneLine, pdfPages, pdfText } from './pdf-reading';

const line = (
  lineNumber: number,
  values: Partial<InvoiceLineView> & Pick<InvoiceLineView, 'description' | 'quantity' | 'unitRate' | 'amount' | 'gst'>,
): InvoiceLineView => ({
  lineNumber,
  kind: 'USAGE',
  utilityAccountId: 11,
  productTypeCode: 'POWER',
  periodFrom: '2026-01-01',
  periodTo: '2026-03-31',
  days: 90,
  unitOfMeasure: 'kWh',
  derivation: null,
  ...values,
});
const derivation = (text: string) => ({ pricePlanId: 1, scheduleId: 2, rateId: 3, touClass: null, band: null, meters: [], text });

/** billing-rules.md §9 worked example A (power, two steps) and D (water, GST-free) on one invoice, and an adjustment. */
const example: InvoicePdfInput = {
  invoice: {
    id: 501,
    invoiceNumber: 'INV000123',
    customerAccountId: 77,
    billRunId: 9,
    status: 'ISSUED',
    invoiceDate: '2026-04-02',
    dueDate: '2026-04-16',
    periodFrom: '2026-01-01',
    periodTo: '2026-03-31',
    amountExGst: '563.09',
    gst: '43.15',
    total: '606.24',
    lines: [
      line(1, {
        kind: 'FIXED',
        description: 'Daily supply charge',
        quantity: '90',
        unitOfMeasure: 'days',
        unitRate: '1.2345',
        amount: '111.11',
        gst: '11.11',
        derivation: derivation('90 days × $1.2345 a day'),
      }),
      line(2, {
        description: 'Usage 0 - 1,000 kWh',
        quantity: '1000.000',
        unitRate: '0.2500000',
        amount: '250.00',
        gst: '25.00',
        derivation: derivation('1,000 kWh of 1,234.567 kWh at $0.25'),
      }),
      line(3, {
        description: 'Usage above 1,000 kWh',
        quantity: '234.567',
        unitRate: '0.30',
        amount: '70.37',
        gst: '7.04',
        derivation: derivation('234.567 kWh above 1,000 kWh at $0.30'),
      }),
      line(4, {
        kind: 'FIXED',
        utilityAccountId: 12,
        productTypeCode: 'WATER',
        description: 'Water service charge',
        quantity: '90',
        unitOfMeasure: 'days',
        unitRate: '0.50',
        amount: '45.00',
        gst: '0.00',
        derivation: derivation('90 days × $0.50 a day'),
      }),
      line(5, {
        utilityAccountId: 12,
        productTypeCode: 'WATER',
        description: 'Water usage',
        quantity: '45.500',
        unitOfMeasure: 'kL',
        unitRate: '2.1234',
        amount: '96.61',
        gst: '0.00',
        derivation: derivation('45.5 kL at $2.1234'),
      }),
      line(6, {
        kind: 'ADJUSTMENT',
        utilityAccountId: null,
        productTypeCode: null,
        description: 'Goodwill credit',
        quantity: '1',
        unitOfMeasure: null,
        unitRate: '-10.00',
        amount: '-10.00',
        gst: '0.00',
        periodFrom: null,
        periodTo: null,
        days: null,
        derivation: derivation('Adjustment by admin'),
      }),
    ],
  },
  customer: {
    name: 'Ivy Invoice',
    accountNumber: 'ACC55501',
    paymentReference: '555011',
    paymentMethod: 'DIRECT_DEBIT',
    addressLines: ['12 Wattle Way', 'Newtown NSW 2042'],
    invoiceFormat: 'DETAILED',
  },
  // Worked by hand: 500.00 owed at the last invoice, 440.35 paid since, a 15.00 dishonour fee, this
  // invoice 606.24: 500.00 − 440.35 = 59.65; + 15.00 = 74.65; + 606.24 = 680.89 now due.
  account: { previousBalance: '500.00', paymentsReceived: '440.35', otherChargesAndCredits: '15.00', thisInvoice: '606.24', totalNowDue: '680.89' },
  sites: [
    { utilityAccountId: 11, siteIdentifier: 'NMI4102000011', location: '12 Wattle Way, Newtown NSW 2042' },
    { utilityAccountId: 12, siteIdentifier: 'WTR88001', location: '12 Wattle Way, Newtown NSW 2042' },
  ],
  usageHistory: [
    {
      productTypeCode: 'POWER',
      unitOfMeasure: 'kWh',
      // 13 periods: the oldest is left off the graph.
      periods: [
        '2023-03-31',
        '2023-06-30',
        '2023-09-30',
        '2023-12-31',
        '2024-03-31',
        '2024-06-30',
        '2024-09-30',
        '2024-12-31',
        '2025-03-31',
        '2025-06-30',
        '2025-09-30',
        '2025-12-31',
        '2026-03-31',
      ].map((periodTo, i) => ({ periodTo, quantity: i === 12 ? '1234.567' : String(700 + i * 40) })),
    },
  ],
};

describe('invoice PDF (pure: invoice view, brand and usage in, PDF bytes out)', () => {
  it('prints the brand, the customer, this invoice, where it leaves the account, the due date and how to pay', async () => {
    const pdf = await renderInvoicePdf(example, look);
    const text = oneLine(await pdfText(pdf));
    for (const expected of [
      'Harbour Power',
      'ABN 11 222 333 680',
      'Tax invoice',
      'Ivy Invoice',
      'Newtown NSW 2042',
      'ACC55501',
      'Invoice number INV000123',
      'Invoice date 02/04/2026',
      'Billing period: 01/01/2026 to 31/03/2026',
      'Total (ex GST) $563.09',
      'GST $43.15',
      'Total this invoice $606.24',
      'Previous balance $500.00',
      'Less payments received $440.35',
      'Other charges and credits $15.00',
      'Total now due $680.89',
      'Due date 16/04/2026',
      'Please pay by 16/04/2026',
      'Biller code: 998877',
      // 55501 and its MOD10V01 check digit: 1×2 + 0 + (5×2 → 1) + 5 + (5×2 → 1) = 9, so 1.
      'Ref: 555011',
      'Paid from your bank account on the due date.',
      'Your payment method: Direct Debit',
      'Direct debit (your payment method)',
      'Credit or debit card Call us on 1300 111 222 or pay online at https://harbour.example.',
      '1300 111 222',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('BPAY (your payment method)');
    const pages = await pdfPages(pdf, process.env.KEEP_PDF_PAGES);
    expect(pages.length).toBeGreaterThanOrEqual(1);
  });

  it('groups the lines by site and product, each with its period, quantity, rate, amount and GST', async () => {
    const text = oneLine(await pdfText(await renderInvoicePdf(example, look)));
    expect(text).toContain('12 Wattle Way, Newtown NSW 2042 (NMI4102000011) - POWER');
    expect(text).toContain('12 Wattle Way, Newtown NSW 2042 (WTR88001) - WATER');
    expect(text).toContain('Account number ACC55501');
    expect(text).toMatch(/Daily supply charge 01\/01\/2026 - 31\/03\/2026 90 days \$1\.2345 \$111\.11 \$11\.11/);
    expect(text).toMatch(/Usage 0 - 1,000 kWh 01\/01\/2026 - 31\/03\/2026 1,000 kWh \$0\.25 \$250\.00 \$25\.00/);
    expect(text).toMatch(/Usage above 1,000 kWh 01\/01\/2026 - 31\/03\/2026 234\.567 kWh \$0\.30 \$70\.37 \$7\.04/);
    expect(text).toMatch(/Water usage 01\/01\/2026 - 31\/03\/2026 45\.5 kL \$2\.1234 \$96\.61 \$0\.00/);
    expect(text).toMatch(/Goodwill credit 1 -\$10\.00 -\$10\.00 \$0\.00/);
    expect(groupLines(example).map((g) => g.lines.map((l) => l.lineNumber))).toEqual([[1, 2, 3], [4, 5], [6]]);
  });

  it('keeps a group’s heading with its first line across a page break', async () => {
    const pages = (await pdfText(await renderInvoicePdf(example, look))).split('\f').map(oneLine);
    expect(pages.filter((page) => page.trim()).length).toBeGreaterThan(1);
    const page = pages.find((p) => p.includes('Goodwill credit'))!;
    expect(page).toContain('Description Period Quantity Rate Amount GST Goodwill credit');
  });

  it('prints each line’s derivation for a DETAILED account, and none for a SUMMARY one', async () => {
    const detailed = oneLine(await pdfText(await renderInvoicePdf(example, look)));
    expect(detailed).toContain('90 days × $1.2345 a day');
    expect(detailed).toContain('234.567 kWh above 1,000 kWh at $0.30');
    expect(detailed).toContain('45.5 kL at $2.1234');
    const summary = oneLine(await pdfText(await renderInvoicePdf({ ...example, customer: { ...example.customer, invoiceFormat: 'SUMMARY' } }, look)));
    expect(summary).toContain('Usage above 1,000 kWh');
    expect(summary).not.toContain('234.567 kWh above 1,000 kWh at $0.30');
    expect(summary).not.toContain('90 days × $1.2345 a day');
  });

  it('draws the usage of the last 12 periods, labelled by period, the latest in full', async () => {
    const text = oneLine(await pdfText(await renderInvoicePdf(example, look)));
    expect(text).toContain('Your usage, last 12 periods (POWER, kWh)');
    expect(text).toContain('Mar 26');
    expect(text).toContain('Jun 23');
    expect(text).not.toContain('Mar 23');
    expect(text).toContain('1,234.567');
    expect(barScale(['0', '50.25', '100.5', '201'])).toEqual([0, 0.25, 0.5, 1]);
    expect(barScale(['0', '0'])).toEqual([0, 0]);
  });

  it('shows a credit as a credit balance, leaves off other charges when there are none, and marks a BPAY payer', async () => {
    // 100.00 owed, 150.00 paid, this invoice 37.50: 100.00 − 150.00 + 37.50 = −12.50.
    const account = { previousBalance: '100.00', paymentsReceived: '150.00', otherChargesAndCredits: '0.00', thisInvoice: '37.50', totalNowDue: '-12.50' };
    const text = oneLine(await pdfText(await renderInvoicePdf({ ...example, account, customer: { ...example.customer, paymentMethod: 'BPAY' } }, look)));
    expect(text).toContain('Credit balance (nothing to pay) -$12.50');
    expect(text).not.toContain('Total now due');
    expect(text).not.toContain('Other charges and credits');
    expect(text).toContain('BPAY (your payment method)');
    expect(text).toContain('Your payment method: BPAY');
  });

  it('marks a draft, which has no number yet, and leaves off what the company has not set', async () => {
    const draft = { ...example, invoice: { ...example.invoice, invoiceNumber: null, status: 'DRAFT' }, usageHistory: [] };
    const bare: PdfLook = { ...look, brand: { ...look.brand, logo: null, abn: '', bpayBillerCode: '', directDebitText: '', phone: '', website: '' } };
    const text = oneLine(await pdfText(await renderInvoicePdf(draft, bare)));
    expect(text).toContain('Invoice number DRAFT - not issued');
    expect(text).not.toContain('ABN');
    expect(text).not.toContain('How to pay');
    expect(text).not.toContain('Your usage');
  });
});
