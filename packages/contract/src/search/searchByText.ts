import { z } from 'zod';
import { SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE_MAX, SEARCH_VALUE_MAX_LENGTH } from '../constants';
import { storableText } from '../storableText';
import { optionalQueryId, searchContextSchema } from './query';
import { searchResultSchema } from './searchResult';

/** Search text as typed (storableText); an empty value finds nothing. */
export const searchValueSchema = z.string().max(SEARCH_VALUE_MAX_LENGTH).transform(storableText).default('');

/** GET /search/search-by-text: one context's cards, best match first. */
export const searchByTextQuerySchema = z.object({
  searchContext: searchContextSchema,
  searchValue: searchValueSchema,
  /** A search-by option id from /search/search-columns; 0 (All) searches every column. */
  columnId: z.coerce.number().int().min(0).max(100).default(0),
  /** 'true'/'false' (also 1/0, yes/no); on unless turned off. */
  openOnly: z.stringbool().default(true),
  networkNodeId: optionalQueryId,
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(SEARCH_PAGE_SIZE),
});
/** The parsed query the server works with. */
export type SearchByTextRequest = z.output<typeof searchByTextQuerySchema>;
/** What a client puts in the query string. */
export type SearchByTextQuery = Pick<SearchByTextRequest, 'searchContext' | 'searchValue'> &
  Partial<Pick<SearchByTextRequest, 'columnId' | 'openOnly' | 'page' | 'pageSize'>> & { networkNodeId?: number | null };

export const searchByTextResponseSchema = z.array(searchResultSchema);
export type SearchByTextResponse = z.infer<typeof searchByTextResponseSchema>;
