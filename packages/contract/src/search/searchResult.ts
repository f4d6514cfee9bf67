import { z } from 'zod';
import { CUSTOMER_TYPES } from '../constants';
import { searchContextSchema } from './query';

/**
 * One card of the search dialog (spec 1 §3 Search result). `id` is the entity id within its
 * context (the party of a Contact, the customer of a Customer, the site of a Site): the
 * `searchId` of single-search-result, update-recent and /go-to-entity.
 */
export const searchResultSchema = z.object({
  id: z.number().int(),
  headerLine: z.string(),
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  line3: z.string().nullable(),
  line4: z.string().nullable(),
  line5: z.string().nullable(),
  tileIcon: z.string(),
  context: searchContextSchema,
  customerId: z.number().int().nullable(),
  accountId: z.number().int().nullable(),
  siteId: z.number().int().nullable(),
  meterId: z.number().int().nullable(),
  partyId: z.number().int().nullable(),
  customerTypeCode: z.enum(CUSTOMER_TYPES).nullable(),
  alert: z.string().nullable(),
  /** Closed customers are greyed and marked '(Closed)'. */
  isClosed: z.boolean(),
  /** Prospects get a primary-coloured icon. */
  isProspect: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The five optional lines of a card, in display order. */
export const searchResultLines = ['line1', 'line2', 'line3', 'line4', 'line5'] as const;
