import { z } from 'zod';
import { TABLE_PAGE_SIZE } from '../constants';
import { bodyId, textId } from '../ids';
import { billing } from '../texts/billing';
import { calendarDay } from './billRuns';
import { invoiceAccountSchema } from './invoiceAccount';

export const INVOICE_STATUS_LIST = ['DRAFT', 'ISSUED', 'PART_PAID', 'PAID', 'OVERDUE', 'VOID'] as const;
export const INVOICE_KIND_LIST = ['INVOICE', 'CREDIT_NOTE'] as const;
export const LINE_KIND_LIST = ['FIXED', 'USAGE', 'MINIMUM', 'SOLAR', 'CONCESSION', 'ADJUSTMENT'] as const;
/** The most invoices one page of GET /billing/invoices holds. */
export const INVOICE_PAGE_SIZE_MAX = 500;

const decimalText = z.string();

/** How a line was worked out (billing-rules §8); `text` says it in words. */
export const lineDerivationSchema = z.object({
  pricePlanId: z.number().int().nullable(),
  scheduleId: z.number().int().nullable(),
  rateId: z.number().int().nullable(),
  rateStartDate: z.string().nullable().optional(),
  rateEndDate: z.string().nullable().optional(),
  touClass: z.string().nullable(),
  band: z.object({ start: decimalText, proratedStart: decimalText, next: decimalText.nullable() }).nullable(),
  meters: z.array(z.object({ meterId: z.number().int(), reads: z.number().int(), estimatedReads: z.number().int(), quantity: decimalText })),
  text: z.string(),
});
export type StoredLineDerivation = z.infer<typeof lineDerivationSchema>;

/**
 * A line based on estimated or substituted reads (or days of missing data): the invoice says so
 * ("Estimated", texts.common.estimated), on screen and on the PDF, as retail contracts require.
 */
export const isEstimatedLine = (derivation: Pick<StoredLineDerivation, 'meters'> | null) => derivation?.meters.some((m) => m.estimatedReads > 0) ?? false;

export const invoiceLineSchema = z.object({
  lineNumber: z.number().int(),
  kind: z.enum(LINE_KIND_LIST).nullable(),
  utilityAccountId: z.number().int().nullable(),
  productTypeCode: z.string().nullable(),
  description: z.string(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  days: z.number().int().nullable(),
  quantity: decimalText,
  unitOfMeasure: z.string().nullable(),
  unitRate: decimalText,
  amount: decimalText,
  gst: decimalText,
  derivation: lineDerivationSchema.nullable(),
  /** `isEstimatedLine`: the line is marked "Estimated". */
  estimated: z.boolean(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

const invoiceFields = {
  id: z.number().int(),
  invoiceNumber: z.string().nullable(),
  kind: z.enum(INVOICE_KIND_LIST),
  customerAccountId: z.number().int(),
  billRunId: z.number().int().nullable(),
  creditsInvoiceId: z.number().int().nullable(),
  status: z.enum(INVOICE_STATUS_LIST),
  invoiceDate: z.string(),
  dueDate: z.string(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  amountExGst: decimalText,
  gst: decimalText,
  total: decimalText,
  /** Paid by the payments allocated to it (docs/payments.md), and still owed. */
  amountPaid: decimalText,
  balanceDue: decimalText,
};

export const invoiceSummarySchema = z.object(invoiceFields);
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** `account`: where the invoice leaves its account, and how the customer pays (docs/payments.md). */
export const invoiceSchema = z.object({ ...invoiceFields, reason: z.string().nullable(), lines: z.array(invoiceLineSchema), account: invoiceAccountSchema });
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListQuery = z
  .object({
    customerAccountId: textId.optional(),
    billRunId: textId.optional(),
    status: z.enum(INVOICE_STATUS_LIST).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(INVOICE_PAGE_SIZE_MAX).default(TABLE_PAGE_SIZE),
  })
  .strict();

export const invoicePageSchema = z.object({
  items: z.array(invoiceSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const invoiceIdParams = z.object({ id: textId });

/** The invoice PDF's file name (server and browser): by its number, a draft's by its id. */
export const invoiceFileName = (invoice: { id: number; invoiceNumber: string | null }) =>
  invoice.invoiceNumber ? `invoice-${invoice.invoiceNumber.replace(/[^A-Za-z0-9_-]/g, '-')}.pdf` : `invoice-draft-${invoice.id}.pdf`;

/** POST /billing/invoices/{id}/credit-note: the whole invoice, or the lines named. */
export const creditNoteSchema = z
  .object({
    reason: z.string().trim().min(1, billing.reasonRequired).max(500),
    lineNumbers: z.array(bodyId).min(1).max(10_000).optional(),
  })
  .strict();
export const creditNoteCreatedSchema = z.object({ id: z.number().int(), invoiceNumber: z.string() });

/** POST /billing/invoices/{id}/rebill: cancel-and-rebill, the whole invoice. */
export const rebillSchema = creditNoteSchema.pick({ reason: true }).strict();
/** The credit note that cancels the invoice and the bill run that bills its period again. */
export const rebillStartedSchema = z.object({ creditNote: creditNoteCreatedSchema, billRunId: z.number().int() });

export const utilityAccountReadsParams = z.object({ id: textId });
export const utilityAccountReadsQuery = z.object({ from: calendarDay.optional(), to: calendarDay.optional() }).strict();

/** The reads a line was rated from (the line's explanation shows them). */
export const utilityAccountReadsSchema = z.object({
  utilityAccountId: z.number().int(),
  customerAccountId: z.number().int(),
  pricePlanId: z.number().int().nullable(),
  state: z.string(),
  timeZone: z.string(),
  /** The customer account's cycle (the company's default when it has none); standardDays is its D (billing-rules §2). */
  billingCycle: z.object({ code: z.string().nullable(), periodMonths: z.number().int(), standardDays: z.number().int() }),
  publicHolidays: z.array(z.string()),
  lastBilledDate: z.string().nullable(),
  openDate: z.string(),
  closeDate: z.string().nullable(),
  meters: z.array(
    z.object({
      meterId: z.number().int(),
      meterCode: z.string(),
      meterTypeId: z.number().int().nullable(),
      meterTypeCode: z.string().nullable(),
      priceClassId: z.number().int().nullable(),
      priceClassCode: z.string().nullable(),
      priceClassCategory: z.string().nullable(),
      multiplier: decimalText,
      isInterval: z.boolean(),
      reads: z.array(z.object({ readDate: z.string(), quantity: decimalText, readType: z.string(), periodDays: z.number().int() })),
      /** A missing interval (quality N) is null: no data, never zero. */
      intervals: z.array(z.object({ readDate: z.string(), quantities: z.array(decimalText.nullable()) })),
    }),
  ),
});
export type UtilityAccountReads = z.infer<typeof utilityAccountReadsSchema>;
