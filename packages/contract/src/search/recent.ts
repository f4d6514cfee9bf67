import { z } from 'zod';
import { optionalQueryId, queryId, searchContextSchema } from './query';
import { searchResultSchema } from './searchResult';

/** One recent selection (spec 1 §3 Recent search object); `result` is the entity's current card, null once it is gone. */
export const recentItemSchema = z.object({
  type: searchContextSchema,
  id: z.number().int(),
  tooltip: z.string(),
  alert: z.string().nullable(),
  result: z.nullable(searchResultSchema),
});
export type RecentItem = z.infer<typeof recentItemSchema>;

/** A context's recent selections, most recent first; `currentItemIndex` is the entry last selected (-1 when none). */
export const recentSearchSchema = z.object({
  items: z.array(recentItemSchema),
  currentItemIndex: z.number().int(),
});
export type RecentSearch = z.infer<typeof recentSearchSchema>;

/** GET /search/get-recent */
export const getRecentQuerySchema = z.object({ searchContext: searchContextSchema });

/** POST /search/update-recent: records a selection and answers the context's updated list. */
export const updateRecentQuerySchema = z.object({
  searchContext: searchContextSchema,
  searchId: queryId,
  customerId: optionalQueryId,
  accountId: optionalQueryId,
});
