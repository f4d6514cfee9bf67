import { z } from 'zod';
import { bodyId } from '../ids';
import { storableText } from '../storableText';
import { ALL_ITEMS, TABLE_PAGE_SIZE } from '../constants';
import { STATUS_FILTERS, UNBILLED_MODES } from './codes';
import { processConfigSchema } from './processConfig';

/** Largest page the data call serves; "all" (-1) is capped too (ALL_ITEMS_MAX), and the Excel export streams every row. */
export const PROCESS_MAX_PAGE_SIZE = 1000;

/**
 * additionalParametersJson: what a special dialog adds to the data call. Unknown names are refused.
 * status (EMAIL/SMS), mode (UNBILLEDSUMMARY), customerAccountId (the customer billing-exceptions dialog),
 * account (the account number or payment reference Unallocated Payments' Assign names).
 */
export const additionalParametersSchema = z
  .object({
    status: z.enum(STATUS_FILTERS).optional(),
    mode: z.enum(UNBILLED_MODES).optional(),
    customerAccountId: z.optional(bodyId),
    account: z.string().trim().max(50).optional(),
  })
  .strict();
export type AdditionalParameters = z.infer<typeof additionalParametersSchema>;

/** The paging cursor: the sort value and key of the last row of the previous page (opaque to the client). */
export const processCursorSchema = z.string().max(500);

/** GET /dashboard/processes/{id}/data-with-pagination */
export const processDataQuery = z.object({
  processCode: z.string().min(1).max(50),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** -1 means all rows. */
  itemsPerPage: z.coerce
    .number()
    .int()
    .refine((n) => n === ALL_ITEMS || (n >= 1 && n <= PROCESS_MAX_PAGE_SIZE), { message: `must be -1 or 1 to ${PROCESS_MAX_PAGE_SIZE}` })
    .default(TABLE_PAGE_SIZE),
  search: z.string().max(200).transform(storableText).optional(),
  sortBy: z.string().max(100).optional(),
  sortDescending: z.stringbool().optional(),
  additionalParametersJson: z.string().max(2000).optional(),
  /** Keyset paging: `nextCursor` of the page before this one, with the same search, sort and size. */
  after: processCursorSchema.optional(),
});
export type ProcessDataQuery = z.input<typeof processDataQuery>;

/** A row: values by field (numbers for ids and counts, decimal strings for money, ISO dates). */
export const processItemSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type ProcessItem = z.infer<typeof processItemSchema>;

export const processDataResponseSchema = z.object({
  processItems: z.array(processItemSchema),
  totalItems: z.number().int(),
  processConfig: processConfigSchema,
  /** Pass as `after` for the next page (keyset); null when the sort does not allow it or no row follows. */
  nextCursor: z.string().nullable(),
});
export type ProcessDataResponse = z.infer<typeof processDataResponseSchema>;

/** GET /dashboard/processes/{id}/export: every matching row as .xlsx (streamed). */
export const processExportQuery = processDataQuery.pick({
  processCode: true,
  search: true,
  sortBy: true,
  sortDescending: true,
  additionalParametersJson: true,
});
export type ProcessExportQuery = z.input<typeof processExportQuery>;
