import { useQuery } from '@tanstack/react-query';
import { billingEndpoints, invoiceFileName, type Invoice } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { downloadBlob } from '../../lib/download';

const invoiceKeys = {
  invoice: (id: number) => ['billing', 'invoices', id] as const,
  reads: (utilityAccountId: number, from: string, to: string) => ['billing', 'utility-accounts', utilityAccountId, 'reads', from, to] as const,
};

/** GET /billing/invoices/{id}: the invoice with its lines and their derivation. */
export const useInvoice = (id: number) =>
  useQuery({ queryKey: invoiceKeys.invoice(id), queryFn: ({ signal }) => callEndpoint(billingEndpoints.invoice, { params: { id: String(id) }, signal }) });

/** The reads of a utility account from `from` to `to`, fetched once `enabled`. */
export const useUtilityAccountReads = (utilityAccountId: number, from: string, to: string, enabled: boolean) =>
  useQuery({
    queryKey: invoiceKeys.reads(utilityAccountId, from, to),
    queryFn: ({ signal }) => callEndpoint(billingEndpoints.utilityAccountReads, { params: { id: String(utilityAccountId) }, query: { from, to }, signal }),
    enabled,
  });

/** Saves the invoice's PDF (an issued invoice's is the one kept for the customer). */
export async function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'invoiceNumber'>) {
  const pdf = await callEndpoint(billingEndpoints.invoicePdf, { params: { id: String(invoice.id) } });
  downloadBlob(pdf, invoiceFileName(invoice));
}
