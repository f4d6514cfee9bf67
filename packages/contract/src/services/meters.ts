import { z } from 'zod';
import { optionalQueryId } from '../search/query';
import { storableText } from '../storableText';

/** Meters one page of the meter picker offers; more are found by typing more. */
const METER_PAGE_SIZE = 20;
const METER_PAGE_SIZE_MAX = 100;

/**
 * GET /meters: the meters whose serial number, site identifier (NMI) or customer (name or number)
 * contains `search`, by serial number, a page at a time; `meterId` answers that one meter (the
 * picker's value when a page opens on the session's meter).
 */
export const meterListQuerySchema = z.object({
  search: z.string().max(100).transform(storableText).default(''),
  meterId: optionalQueryId,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(METER_PAGE_SIZE_MAX).default(METER_PAGE_SIZE),
});

/** A meter as the picker lists it: its serial number and kind, its site, and the customer billed for it (none for a meter without an account). */
export const meterOptionSchema = z.object({
  meterId: z.number().int(),
  meterCode: z.string(),
  description: z.string(),
  siteIdentifier: z.string(),
  location: z.string(),
  customerNumber: z.string().nullable(),
  customerName: z.string().nullable(),
});
export type MeterOption = z.infer<typeof meterOptionSchema>;

export const meterPageSchema = z.object({
  items: z.array(meterOptionSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether a next page has more. */
  hasMore: z.boolean(),
});
export type MeterPage = z.infer<typeof meterPageSchema>;
