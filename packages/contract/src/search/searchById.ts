import { z } from 'zod';
import { queryId, searchContextSchema } from './query';
import { searchResultSchema } from './searchResult';

/** GET /search/search-by-id: the cards of one entity by its id within a context (empty when unknown). */
export const searchByIdQuerySchema = z.object({ searchContext: searchContextSchema, entityId: queryId });

export const searchByIdResponseSchema = z.array(searchResultSchema);
export type SearchByIdResponse = z.infer<typeof searchByIdResponseSchema>;
