import Decimal from 'decimal.js';
import { isEstimatedLine, texts } from '@wattle/contract';
import type { PdfLook } from './brand';
import type { PdfFormat } from './pdf-format';
import type { InvoiceLineView, InvoicePdfInput } from './invoice-view';
import { CONTENT_WIDTH, PAGE, type PdfCanvas } from './pdf-canvas';
import {
  SECTION_GAP,
  addressee,
  bodyRow,
  bodyRowHeight,
  finishBrandedDocument,
  headRow,
  headRowHeight,
  keyValue,
  paymentDetails,
  startBrandedDocument,
  type BodyRowOptions,
  type Columns,
} from './pdf-parts';
import { usageGraph } from './usage-graph';

const t = texts.billingPdf;
const COLUMNS: Columns = { widths: [36, 22, 12, 10, 10, 10], rightFrom: 2 };
const HALF = CONTENT_WIDTH * 0.48;
const BOX_PADDING = 8;

export interface LineGroup {
  heading: string;
  lines: InvoiceLineView[];
}

/**
 * The lines by site and product, in the order they first appear: a site's lines under its
 * location and identifier, lines of the whole account under the account number.
 */
export function groupLines(input: InvoicePdfInput): LineGroup[] {
  const groups = new Map<string, LineGroup>();
  for (const line of input.invoice.lines) {
    const key = `${line.utilityAccountId ?? ''}|${line.productTypeCode ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      const site = input.sites.find((s) => s.utilityAccountId === line.utilityAccountId);
      const place = site ? `${site.location} (${site.siteIdentifier})` : `${t.accountNumber} ${input.customer.accountNumber}`;
      group = { heading: line.productTypeCode ? t.siteProduct(place, line.productTypeCode) : place, lines: [] };
      groups.set(key, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()];
}

/** One line's cells and its note: "Estimated" when it is, and for a DETAILED account how it was worked out. */
function lineRow(line: InvoiceLineView, detailed: boolean, format: PdfFormat): { cells: string[]; options: BodyRowOptions } {
  const period = line.periodFrom && line.periodTo ? `${format.date(line.periodFrom)} - ${format.date(line.periodTo)}` : '';
  const cells = [
    line.description,
    period,
    `${format.quantity(line.quantity)} ${line.unitOfMeasure ?? ''}`.trim(),
    format.rate(line.unitRate),
    format.money(line.amount),
    format.money(line.gst),
  ];
  // A line based on estimated reads says so on every bill; a DETAILED one also says how it was worked out.
  const notes = [isEstimatedLine(line.derivation) ? texts.common.estimated : '', detailed ? (line.derivation?.text ?? '') : ''];
  return { cells, options: { note: notes.filter(Boolean).join(' · ') } };
}

/** Invoice number, date and period on the left; the totals and due date in a brand-coloured box on the right. */
function summary(canvas: PdfCanvas, input: InvoicePdfInput, look: PdfLook) {
  const { invoice } = input;
  const { format, brand } = look;
  canvas.gap(SECTION_GAP);
  const top = canvas.y;
  keyValue(canvas, PAGE.side, HALF, t.invoiceNumber, invoice.invoiceNumber ?? t.draftInvoice);
  keyValue(canvas, PAGE.side, HALF, t.invoiceDate, format.date(invoice.invoiceDate));
  if (invoice.periodFrom && invoice.periodTo) canvas.line(t.billingPeriod(format.date(invoice.periodFrom), format.date(invoice.periodTo)), {}, PAGE.side, HALF);
  const left = canvas.y;
  const boxX = PAGE.side + CONTENT_WIDTH - HALF;
  canvas.y = top + BOX_PADDING;
  totals(canvas, input, look, boxX + BOX_PADDING, HALF - 2 * BOX_PADDING, true);
  canvas.y += BOX_PADDING;
  canvas.strokeRect(boxX, top, HALF, canvas.y - top, brand.colour);
  canvas.y = Math.max(left, canvas.y);
}

/** This invoice's totals, then where it leaves the account: previous balance, payments since, total now due. */
function totals(canvas: PdfCanvas, { invoice, account }: InvoicePdfInput, { format }: PdfLook, x: number, width: number, withDueDate: boolean) {
  keyValue(canvas, x, width, t.subtotal, format.money(invoice.amountExGst));
  keyValue(canvas, x, width, t.gst, format.money(invoice.gst));
  keyValue(canvas, x, width, t.thisInvoice, format.money(account.thisInvoice), true);
  canvas.gap(4);
  keyValue(canvas, x, width, t.previousBalance, format.money(account.previousBalance));
  keyValue(canvas, x, width, t.paymentsReceived, format.money(account.paymentsReceived));
  if (!new Decimal(account.otherChargesAndCredits).isZero()) keyValue(canvas, x, width, t.otherChargesAndCredits, format.money(account.otherChargesAndCredits));
  const inCredit = new Decimal(account.totalNowDue).isNegative();
  keyValue(canvas, x, width, inCredit ? t.creditBalance : t.totalNowDue, format.money(account.totalNowDue), true);
  if (withDueDate) keyValue(canvas, x, width, t.dueDate, format.date(invoice.dueDate), true);
}

/** The invoice as PDF bytes: a pure function of the invoice, its customer, sites and usage, and the brand. */
export function renderInvoicePdf(input: InvoicePdfInput, look: PdfLook): Promise<Buffer> {
  const { invoice, customer } = input;
  const { brand, format } = look;
  const detailed = customer.invoiceFormat === 'DETAILED';
  const canvas = startBrandedDocument(look, t.invoiceTitle, `${t.invoiceTitle} ${invoice.invoiceNumber ?? ''}`.trim());
  addressee(canvas, customer.name, customer.addressLines, customer.accountNumber);
  summary(canvas, input, look);
  paymentDetails(canvas, brand, customer);
  for (const history of input.usageHistory) usageGraph(canvas, history, brand.colour, format);

  const heading = Object.values(t.lineColumns);
  const headingStyle = { bold: true, colour: brand.colour };
  for (const group of groupLines(input)) {
    const rows = group.lines.map((line) => lineRow(line, detailed, format));
    canvas.gap(SECTION_GAP);
    // A group's heading never ends a page without the group's first line after it.
    canvas.keep(
      canvas.heightOf(group.heading, CONTENT_WIDTH, headingStyle) +
        2 +
        headRowHeight(canvas, heading, COLUMNS) +
        (rows[0] ? bodyRowHeight(canvas, rows[0].cells, COLUMNS, rows[0].options) : 0),
    );
    canvas.line(group.heading, headingStyle);
    canvas.gap(2);
    headRow(canvas, brand.colour, heading, COLUMNS);
    canvas.withRepeatedHeader(
      () => headRow(canvas, brand.colour, heading, COLUMNS),
      () => {
        for (const row of rows) bodyRow(canvas, row.cells, COLUMNS, row.options);
      },
    );
  }

  const payBy = t.payBy(format.date(invoice.dueDate));
  const x = PAGE.side + CONTENT_WIDTH - HALF;
  canvas.gap(SECTION_GAP);
  canvas.keep(8 * 13 + canvas.heightOf(payBy, HALF, { bold: true }));
  totals(canvas, input, look, x, HALF, false);
  canvas.y += canvas.textAt(payBy, x, canvas.y, HALF, { bold: true, colour: brand.colour, align: 'right' });
  return finishBrandedDocument(canvas, brand);
}
