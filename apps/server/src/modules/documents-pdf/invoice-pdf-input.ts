import Decimal from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerAccounts, customers, parties, sites, utilityAccounts } from '../../db/schema/index';
import type { InvoicePdfInput, InvoiceView } from './invoice-view';
import { usageHistory } from './usage-history';

/** Who an account's invoice goes to: the customer's name, the primary contact's postal address, the account's brand and format. */
async function invoiceCustomer(tx: Tx, customerAccountId: number) {
  const [row] = await tx
    .select({
      customerId: customers.id,
      name: customers.name,
      accountNumber: customerAccounts.accountNumber,
      brandId: customerAccounts.brandId,
      invoiceFormat: customerAccounts.invoiceFormat,
      line1: parties.postalAddressLine1,
      line2: parties.postalAddressLine2,
      suburb: parties.postalSuburb,
      state: parties.postalState,
      postcode: parties.postalPostcode,
    })
    .from(customerAccounts)
    .innerJoin(customers, eq(customers.id, customerAccounts.customerId))
    .leftJoin(parties, eq(parties.id, customers.primaryPartyId))
    .where(eq(customerAccounts.id, customerAccountId));
  if (!row) throw new Error(`customer account ${customerAccountId} not found`);
  const { line1, line2, suburb, state, postcode, ...customer } = row;
  const addressLines = [line1, line2, [suburb, state, postcode].filter(Boolean).join(' ')].filter((line): line is string => Boolean(line));
  return { ...customer, addressLines };
}

/** Everything an invoice's PDF is drawn from besides the brand, with the customer and brand it belongs to. */
export async function loadInvoicePdfInput(tx: Tx, invoice: InvoiceView) {
  const { customerId, brandId, name, accountNumber, addressLines, invoiceFormat } = await invoiceCustomer(tx, invoice.customerAccountId);
  const utilityAccountIds = [...new Set(invoice.lines.flatMap((l) => (l.utilityAccountId === null ? [] : [l.utilityAccountId])))];
  const siteRows = utilityAccountIds.length
    ? await tx
        .select({ utilityAccountId: utilityAccounts.id, siteIdentifier: sites.siteIdentifier, location: sites.location })
        .from(utilityAccounts)
        .innerJoin(sites, eq(sites.id, utilityAccounts.siteId))
        .where(inArray(utilityAccounts.id, utilityAccountIds))
    : [];
  const input: InvoicePdfInput = {
    invoice,
    customer: { name, accountNumber, addressLines, invoiceFormat },
    sites: siteRows,
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
