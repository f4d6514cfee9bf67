import { texts, type InvoiceAccount } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { accountPaymentDetails, ledgerSincePreviousInvoice } from './invoice-account.repository';
import { invoiceAccountFigures } from './invoice-account.rules';

/** What an invoice is, for its account: an issued one by its id, an unsaved one (id 0) by its date alone. */
interface InvoiceOnAccount {
  id: number;
  customerAccountId: number;
  invoiceDate: string;
  total: string;
}

/** Where the invoice leaves its account and how the customer pays (the PDF and GET /billing/invoices/{id} both show it). */
export async function accountAfterInvoice(tx: Tx, invoice: InvoiceOnAccount): Promise<InvoiceAccount> {
  const details = await accountPaymentDetails(tx, invoice.customerAccountId);
  if (!details) throw notFound(texts.billing.invoiceNotFound);
  const ledger = await ledgerSincePreviousInvoice(tx, invoice.customerAccountId, invoice.id > 0 ? invoice.id : null, invoice.invoiceDate);
  return { ...invoiceAccountFigures(ledger, invoice.total), ...details };
}
