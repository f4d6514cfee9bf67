import { z } from 'zod';
import { invoice } from '../texts/invoice';
import { isoDateSchema } from './statement';

/**
 * GET /api/customers/{customerId}/invoice?invoiceDate&invoiceDueDate&preview (spec 3 §2.9, §7):
 * the customer billed up to invoiceDate. preview=true rates and renders only; otherwise the
 * invoices are generated (docs/billing.md "Instant invoice").
 */
export const instantInvoiceQuerySchema = z
  .object({
    invoiceDate: isoDateSchema,
    invoiceDueDate: isoDateSchema,
    preview: z
      .enum(['true', 'false'], { message: invoice.previewFlag })
      .optional()
      .transform((v) => v === 'true'),
  })
  .refine((q) => q.invoiceDueDate >= q.invoiceDate, { message: invoice.dueBeforeInvoice, path: ['invoiceDueDate'] });
export type InstantInvoiceQuery = z.input<typeof instantInvoiceQuerySchema>;

/** One invoice PDF per product type (null: lines of no product), base64. */
export const productInvoiceSchema = z.object({
  productTypeCode: z.string().nullable(),
  invoiceBase64Data: z.string(),
});
export type ProductInvoice = z.infer<typeof productInvoiceSchema>;
export const instantInvoiceResponseSchema = z.array(productInvoiceSchema);

/** A result tab's label: "{productTypeCode} Invoice", or "Invoice" for lines of no product. */
export const productInvoiceLabel = (productTypeCode: string | null) => (productTypeCode ? `${productTypeCode} ${invoice.tab}` : invoice.tab);
