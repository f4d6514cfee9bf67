/**
 * Invoice PDFs (issue 14): BENCH_INVOICE_PDFS invoices (10,000 by default) rendered one after
 * another with renderInvoicePdf, in this process. Each is a real rated bill (the rating figure's
 * accounts: a quarter of a stepped or time-of-use plan, a price change mid-quarter, some
 * concessions) of a DETAILED customer with a year of usage history. Only the rendering is timed.
 * Target: 10,000 in at most 100 s.
 */
import { invoiceAccountFigures } from '../../apps/server/src/modules/billing/invoice-account.rules';
import { renderInvoicePdf } from '../../apps/server/src/modules/documents-pdf/invoice-pdf';
import type { InvoicePdfInput } from '../../apps/server/src/modules/documents-pdf/invoice-view';
import { exampleLook as look } from '../../apps/server/test/pdf-look';
import { rateBill } from '../../apps/server/src/modules/rating/rate-bill';
import type { Figure } from '../lib/figure';
import { count, seconds } from '../lib/format';
import { ratingAccounts } from '../lib/rating-accounts';

const INVOICES = Number(process.env.BENCH_INVOICE_PDFS ?? 10_000);
/** Accounts rated at a time (inputs for all 10,000 at once would hold millions of reads). */
const BATCH = 500;

/** The quarters before the rated one, oldest first, ending 2025-12-31. */
const HISTORY = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2023, 3 + i * 3, 0)).toISOString().slice(0, 10));

function pdfInputs(firstId: number, n: number): InvoicePdfInput[] {
  return ratingAccounts(firstId, n).map((account) => {
    const id = account.utilityAccount.id;
    const bill = rateBill({ customerAccountId: id, utilityAccounts: [account] });
    return {
      invoice: {
        id,
        invoiceNumber: `INV${String(id).padStart(9, '0')}`,
        customerAccountId: id,
        billRunId: 1,
        status: 'ISSUED',
        invoiceDate: '2026-04-02',
        dueDate: '2026-04-16',
        periodFrom: bill.periodFrom,
        periodTo: bill.periodTo,
        amountExGst: bill.amountExGst,
        gst: bill.gst,
        total: bill.total,
        lines: bill.lines,
      },
      customer: {
        name: `Customer ${id}`,
        accountNumber: `ACC${id}`,
        paymentReference: `${id}0`,
        paymentMethod: 'BPAY',
        addressLines: [`${id} Wattle Way`, 'Newtown NSW 2042'],
        invoiceFormat: 'DETAILED',
      },
      // 120.00 owed at the last bill, paid in full since.
      account: invoiceAccountFigures({ previousBalance: '120.00', payments: '-120.00', other: '0' }, bill.total),
      sites: [{ utilityAccountId: id, siteIdentifier: `NMI41020${String(id).padStart(5, '0')}`, location: `${id} Wattle Way, Newtown NSW 2042` }],
      usageHistory: [
        {
          productTypeCode: 'POWER',
          unitOfMeasure: 'kWh',
          periods: HISTORY.map((periodTo, i) => ({ periodTo, quantity: String(900 + ((id * 7 + i * 53) % 600)) })),
        },
      ],
    };
  });
}

export const invoicePdfs: Figure = {
  title: `Invoice PDFs: ${count(INVOICES)} rendered`,
  async run() {
    await renderInvoicePdf(pdfInputs(INVOICES + 1, 1)[0]!, look); // fonts and modules loaded before timing
    let renderMs = 0;
    let bytes = 0;
    let pages = 0;
    for (let first = 1; first <= INVOICES; first += BATCH) {
      for (const input of pdfInputs(first, Math.min(BATCH, INVOICES - first + 1))) {
        const started = performance.now();
        const pdf = await renderInvoicePdf(input, look);
        renderMs += performance.now() - started;
        bytes += pdf.length;
        pages += (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
      }
    }
    return [
      {
        figure: `Invoice PDFs: ${count(INVOICES)} DETAILED invoices rendered one after another with renderInvoicePdf, rendering only (target ≤ 100 s for 10,000)`,
        database: '—',
        result: `${seconds(renderMs)} · ${(renderMs / INVOICES).toFixed(1)} ms a PDF · ${(pages / INVOICES).toFixed(1)} pages, ${count(bytes / INVOICES / 1024)} KB a PDF`,
      },
    ];
  },
};
