import { z } from 'zod';
import { textId } from '../ids';

/** The payment files a bank sends that Wattle reads (docs/payments.md "Payment files"). */
export const PAYMENT_FILE_FORMATS = ['BANK_CSV', 'BPAY'] as const;
export type PaymentFileFormat = (typeof PAYMENT_FILE_FORMATS)[number];

/** The bank CSV's header row, in this order. */
export const BANK_CSV_COLUMNS = ['date', 'amount', 'reference', 'description'] as const;

/** A payment file's largest size: 100,000 BPAY records of 126 characters and more. */
export const PAYMENT_FILE_MAX_MB = 20;
/** Lines a check or an import lists (the report's counts cover every line). */
export const PAYMENT_FILE_PREVIEW_LINES = 200;
/** Line errors listed in a refusal. */
export const PAYMENT_FILE_MAX_REPORTED_ERRORS = 20;
/** How often the import screen asks for the progress of an import (ms). */
export const PAYMENT_IMPORT_POLL_MS = 1000;

/** POST /api/payments/imports: the multipart form's fields besides `file`. */
export const paymentImportFieldsSchema = z.object({
  format: z.enum(PAYMENT_FILE_FORMATS),
  dryRun: z.enum(['true', 'false']).default('true'),
});

export const PAYMENT_LINE_OUTCOMES = ['MATCHED', 'UNMATCHED', 'DUPLICATE', 'SKIPPED'] as const;

export const paymentFileLineSchema = z.object({
  lineNumber: z.number().int(),
  paymentDate: z.string(),
  amount: z.string(),
  reference: z.string(),
  description: z.string(),
  outcome: z.enum(PAYMENT_LINE_OUTCOMES),
  accountNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  /** Why a line is unallocated or skipped. */
  note: z.string().nullable(),
});
export type PaymentFileLine = z.infer<typeof paymentFileLineSchema>;

const count = z.number().int();

/** What a file holds or held: counts and amounts (decimal strings) by outcome, and the first lines. */
export const paymentFileReportSchema = z.object({
  fileName: z.string(),
  format: z.enum(PAYMENT_FILE_FORMATS),
  lines: count,
  matched: count,
  unmatched: count,
  duplicates: count,
  skipped: count,
  /** The amount of the lines that will be (or were) written: matched and unallocated. */
  total: z.string(),
  matchedTotal: z.string(),
  unmatchedTotal: z.string(),
  preview: z.array(paymentFileLineSchema),
  /** The import the apply started (null for a check, or when every line was received before). */
  importId: z.number().int().nullable(),
});
export type PaymentFileReport = z.infer<typeof paymentFileReportSchema>;

export const paymentImportParams = z.object({ importId: textId });

/** GET /api/payments/imports/{importId}: an import's progress. */
export const paymentImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  status: z.enum(['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED']),
  totalLines: count,
  doneLines: count,
  matched: count,
  unmatched: count,
  errorMessage: z.string().nullable(),
});
export type PaymentImport = z.infer<typeof paymentImportSchema>;
