import { SEARCH_MAX_RESULTS, texts, type SearchByTextRequest, type SearchContext, type SearchResult } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { candidatePlan, similarPlan } from './search.candidates';
import { columnById, columnField } from './search.columns';
import { cardsByIds, rankedSearch, similarSearch } from './search.repository';
import { analyseTerm } from './search.terms';

/** Infix candidates ranked per search at most: enough for the first pages of any real term. */
const INFIX_CANDIDATES = 50;

/**
 * Search-by-text (spec 1 §2.7): exact account numbers first, then prefixes (account, name,
 * phone), then infix matches by similarity; only when nothing matches, similar words
 * (misspellings). Pages beyond SEARCH_MAX_RESULTS results are empty: refine the text instead.
 */
export async function searchByText(tx: Tx, request: SearchByTextRequest): Promise<SearchResult[]> {
  const column = columnById(request.columnId);
  if (!column) throw badRequest(texts.search.unknownColumn);
  const term = analyseTerm(request.searchValue);
  const wanted = request.page * request.pageSize;
  const field = columnField(column, request.searchContext);
  if (!term || wanted > SEARCH_MAX_RESULTS || field === null) return [];
  if (field && !field.indexed && !term.infix) return [];

  const filter = { context: request.searchContext, openOnly: request.openOnly, networkNodeId: request.networkNodeId };
  let ranked = await rankedSearch(
    tx,
    filter,
    term,
    candidatePlan(term, request.searchContext, column, field, wanted, Math.max(INFIX_CANDIDATES, wanted)),
    wanted,
  );
  if (ranked.length === 0 && term.infix && term.hasLetters && (field === undefined || field.name)) {
    ranked = await similarSearch(tx, filter, term, similarPlan(term, wanted), wanted);
  }
  return ranked.slice((request.page - 1) * request.pageSize, wanted).map((r) => r.result);
}

/** The card of one entity (empty when it is not in this dataset). */
export const searchById = (tx: Tx, context: SearchContext, entityId: number) => cardsByIds(tx, context, [entityId]);

/** The one result /go-to-entity opens; 404 when the entity is not in this dataset. */
export async function singleSearchResult(tx: Tx, context: SearchContext, searchId: number): Promise<SearchResult> {
  const [result] = await cardsByIds(tx, context, [searchId]);
  if (!result) throw notFound(texts.search.resultNotFound);
  return result;
}
