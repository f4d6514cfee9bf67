import { z } from 'zod';
import { invoice } from '../texts/invoice';
import { isoDateSchema } from './statement';

const invoiceDates = z.object({ invoiceDate: isoDateSchema, invoiceDueDate: isoDateSchema });
const dueAfterInvoice = (q: z.infer<typeof invoiceDates>) => q.invoiceDueDate >= q.invoiceDate;

/**
 * POST /api/customers/{customerId}/invoice?invoiceDate&invoiceDueDate&preview (spec 3 §2.9, §7):
 * the customer billed up to invoiceDate. preview=true rates and renders only; otherwise the
 * invoices are generated (docs/billing.md "Instant invoice").
 */
export const instantInvoiceQuerySchema = invoiceDates
  .extend({
    preview: z
      .enum(['true', 'false'], { message: invoice.previewFlag })
      .optional()
      .transform((v) => v === 'true'),
  })
  .refine(dueAfterInvoice, { message: invoice.dueBeforeInvoice, path: ['invoiceDueDate'] });
export type InstantInvoiceQuery = z.input<typeof instantInvoiceQuerySchema>;

/** GET, the spec's path kept as a read: the preview alone (a `preview` given is ignored; issuing is the POST). */
export const instantInvoicePreviewQuerySchema = invoiceDates.refine(dueAfterInvoice, { message: invoice.dueBeforeInvoice, path: ['invoiceDueDate'] });

/** One invoice PDF per product type (null: lines of no product), base64. */
export const productInvoiceSchema = z.object({
  productTypeCode: z.string().nullable(),
  invoiceBase64Data: z.string(),
});
export type ProductInvoice = z.infer<typeof productInvoiceSchema>;
export const instantInvoiceResponseSchema = z.array(productInvoiceSchema);

/** A result tab's label: "{productTypeCode} Invoice", or "Invoice" for lines of no product. */
export const productInvoiceLabel = (productTypeCode: string | null) => (productTypeCode ? `${productTypeCode} ${invoice.tab}` : invoice.tab);
