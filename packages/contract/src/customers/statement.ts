import { z } from 'zod';
import { isIsoDate } from '../fields/fieldValues';
import { fields } from '../texts/fields';
import { statement } from '../texts/statement';

/** A date of the statement and invoice calls: YYYY-MM-DD (spec 3 §5.5). */
export const isoDateSchema = z.string().refine(isIsoDate, fields.invalidDate);

/**
 * GET /api/customers/{customerId}/statement?startDate&endDate (spec 3 §2.8, §7): the statement of
 * the customer's account from startDate to endDate inclusive, as a PDF.
 */
export const statementQuerySchema = z
  .object({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
  })
  .refine((q) => q.startDate <= q.endDate, { message: statement.endBeforeStart, path: ['endDate'] });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** GET /api/customers/{customerId}/next-invoice-due-date?invoiceDate (spec 3 §2.9, §7): the invoice date defaults to the business date. */
export const nextInvoiceDueDateQuerySchema = z.object({ invoiceDate: isoDateSchema.optional() });
/** The due date, YYYY-MM-DD, as bare text. */
export const nextInvoiceDueDateResponseSchema = z.string();
