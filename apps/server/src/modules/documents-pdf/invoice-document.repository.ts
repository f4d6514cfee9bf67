import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerAccounts, customers, documents, invoices, parties, sites, utilityAccounts } from '../../db/schema/index';
import { postalAddressColumns, withAddressLines } from './postal-address';

/** Who an invoice goes to: the customer of its account, the account's number, format and brand. */
export async function invoiceAccount(tx: Tx, customerAccountId: number) {
  const [row] = await tx
    .select({
      customerId: customers.id,
      name: customers.name,
      accountNumber: customerAccounts.accountNumber,
      invoiceFormat: customerAccounts.invoiceFormat,
      brandId: customerAccounts.brandId,
      ...postalAddressColumns,
    })
    .from(customerAccounts)
    .innerJoin(customers, eq(customers.id, customerAccounts.customerId))
    .leftJoin(parties, eq(parties.id, customers.primaryPartyId))
    .where(eq(customerAccounts.id, customerAccountId));
  if (!row) return null;
  return withAddressLines(row);
}

/** The sites the utility accounts supply. */
export const sitesOf = (tx: Tx, utilityAccountIds: number[]) =>
  utilityAccountIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({ utilityAccountId: utilityAccounts.id, siteIdentifier: sites.siteIdentifier, location: sites.location })
        .from(utilityAccounts)
        .innerJoin(sites, eq(sites.id, utilityAccounts.siteId))
        .where(inArray(utilityAccounts.id, utilityAccountIds))
        .orderBy(asc(utilityAccounts.id));

/** Where the invoice's kept PDF is, if it has one; `lock` holds the invoice until the transaction ends. */
export async function keptInvoicePdf(tx: Tx, invoiceId: number, lock = false) {
  const query = tx
    .select({ storagePath: documents.storagePath })
    .from(invoices)
    .leftJoin(documents, eq(documents.id, invoices.documentId))
    .where(eq(invoices.id, invoiceId));
  const [row] = lock ? await query.for('update', { of: invoices }) : await query;
  return row?.storagePath ?? null;
}

export const setInvoiceDocument = (tx: Tx, invoiceId: number, documentId: number) => tx.update(invoices).set({ documentId }).where(eq(invoices.id, invoiceId));
