import { z } from 'zod';
import { queryId, searchContextSchema } from './query';
import { searchResultSchema } from './searchResult';

/** GET /search/single-search-result: the one result /go-to-entity jumps to; 404 when unknown. */
export const singleSearchResultQuerySchema = z.object({ searchContext: searchContextSchema, searchId: queryId });

export const singleSearchResultResponseSchema = searchResultSchema;
export type SingleSearchResultResponse = z.infer<typeof singleSearchResultResponseSchema>;
