import { z } from 'zod';

/** A search-by option (spec 1 §3 Search option). */
export const searchOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type SearchOption = z.infer<typeof searchOptionSchema>;

/** GET /search/search-columns: the search-by options, All (id 0) first. */
export const searchColumnsResponseSchema = z.array(searchOptionSchema);
export type SearchColumnsResponse = z.infer<typeof searchColumnsResponseSchema>;
