import Decimal from 'decimal.js';
import type { Tx } from '../../db/client';
import { accountAfterInvoice } from '../billing/invoice-account.service';
import { invoiceAccount, sitesOf } from './invoice-document.repository';
import type { InvoicePdfInput, InvoiceView } from './invoice-view';
import { usageHistory } from './usage-history';

/**
 * Everything an invoice's PDF is drawn from besides the brand, with the customer and brand it
 * belongs to; null when its account is not this company's.
 */
export async function loadInvoicePdfInput(tx: Tx, invoice: InvoiceView) {
  const account = await invoiceAccount(tx, invoice.customerAccountId);
  if (!account) return null;
  const { customerId, brandId, name, accountNumber, addressLines, invoiceFormat } = account;
  const utilityAccountIds = [...new Set(invoice.lines.flatMap((l) => (l.utilityAccountId === null ? [] : [l.utilityAccountId])))];
  const { paymentReference, paymentMethod, ...figures } = await accountAfterInvoice(tx, invoice);
  const input: InvoicePdfInput = {
    invoice,
    customer: { name, accountNumber, paymentReference, paymentMethod, addressLines, invoiceFormat },
    account: figures,
    sites: await sitesOf(tx, utilityAccountIds),
    usageHistory: await usageHistory(tx, invoice.customerAccountId, invoice.periodTo ?? invoice.invoiceDate),
  };
  return { customerId, brandId, input };
}

const total = (values: string[]) => values.reduce((sum, v) => sum.plus(v), new Decimal(0));

/**
 * The invoice as one invoice per product type (spec 3 §2.9: one PDF a product), in the order the
 * products first appear: each with that product's lines, totals and usage graph; lines of no
 * product (an account adjustment) form their own, labelled "Invoice".
 */
export function byProductType(input: InvoicePdfInput): { productTypeCode: string | null; input: InvoicePdfInput }[] {
  const codes = [...new Set(input.invoice.lines.map((l) => l.productTypeCode))];
  if (codes.length <= 1) return [{ productTypeCode: codes[0] ?? null, input }];
  return codes.map((code) => {
    const lines = input.invoice.lines.filter((l) => l.productTypeCode === code);
    const amountExGst = total(lines.map((l) => l.amount));
    const gst = total(lines.map((l) => l.gst));
    return {
      productTypeCode: code,
      input: {
        ...input,
        invoice: { ...input.invoice, lines, amountExGst: amountExGst.toFixed(2), gst: gst.toFixed(2), total: amountExGst.plus(gst).toFixed(2) },
        usageHistory: input.usageHistory.filter((h) => h.productTypeCode === code),
      },
    };
  });
}
