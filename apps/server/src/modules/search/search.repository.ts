import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CUSTOMER_TYPES, NETWORK_NODE_OPTIONS_MAX, type CustomerTypeCode, type SearchContext, type SearchResult } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { networkNodes, searchEntries } from '../../db/schema/index';
import { relationshipTypeText, wordsOf } from '../lookups/lookup-text';
import { candidatesCall, folded, foldedInfix, SIMILARITY_THRESHOLD, type CandidatePlan } from './search.candidates';
import { escapeLike, type SearchTerm } from './search.terms';

/**
 * A card's fifth line in words: the database triggers store a contact's relationship and a site's
 * account status as codes (ACCOUNT_HOLDER, ACTIVE); a card shows the look-up's description
 * (Account holder) and the status's words (Active).
 */
const line5Words = (context: SQL | AnyPgColumn, line5: SQL | AnyPgColumn) =>
  sql`case ${context} when 'Contact' then ${relationshipTypeText(line5)} when 'Site' then ${wordsOf(line5)} else ${line5} end`;

/** The card columns of search_entries as a SearchResult (the one place that shape is read). */
const cardColumns = {
  id: searchEntries.searchId,
  headerLine: searchEntries.headerLine,
  line1: searchEntries.line1,
  line2: searchEntries.line2,
  line3: searchEntries.line3,
  line4: searchEntries.line4,
  line5: line5Words(searchEntries.context, searchEntries.line5),
  tileIcon: searchEntries.tileIcon,
  context: searchEntries.context,
  customerId: searchEntries.customerId,
  accountId: searchEntries.accountId,
  siteId: searchEntries.siteId,
  meterId: searchEntries.meterId,
  partyId: searchEntries.partyId,
  customerTypeCode: searchEntries.customerTypeCode,
  alert: searchEntries.alert,
  isClosed: searchEntries.isClosed,
  isProspect: searchEntries.isProspect,
};

const rawCard = sql`${sql.raw(`e.search_id as "id", e.header_line as "headerLine", e.line1, e.line2, e.line3, e.line4,`)}
  ${line5Words(sql.raw('e.context'), sql.raw('e.line5'))} as "line5",
  ${sql.raw(`e.tile_icon as "tileIcon", e.context, e.customer_id as "customerId", e.account_id as "accountId", e.site_id as "siteId",
  e.meter_id as "meterId", e.party_id as "partyId", e.customer_type_code as "customerTypeCode", e.alert,
  e.is_closed as "isClosed", e.is_prospect as "isProspect"`)}`;

const isCustomerType = (v: unknown): v is CustomerTypeCode => CUSTOMER_TYPES.includes(v as CustomerTypeCode);

function toResult(row: Record<string, unknown>): SearchResult {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the search rows' columns are SQL text and numbers.
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  const id = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: Number(row.id),
    headerLine: String(row.headerLine),
    line1: text(row.line1),
    line2: text(row.line2),
    line3: text(row.line3),
    line4: text(row.line4),
    line5: text(row.line5),
    tileIcon: String(row.tileIcon),
    context: row.context as SearchContext,
    customerId: id(row.customerId),
    accountId: id(row.accountId),
    siteId: id(row.siteId),
    meterId: id(row.meterId),
    partyId: id(row.partyId),
    customerTypeCode: isCustomerType(row.customerTypeCode) ? row.customerTypeCode : null,
    alert: text(row.alert),
    isClosed: row.isClosed === true,
    isProspect: row.isProspect === true,
  };
}

export interface SearchFilter {
  context: SearchContext;
  openOnly: boolean;
  networkNodeId?: number;
}

export interface RankedResult {
  result: SearchResult;
  entryId: number;
}

/**
 * The best `limit` results of a candidate plan: candidates come from wattle_search_candidates(),
 * rows are read back under the tenant policy, then ordered by tier and score (word similarity to
 * the term, a name match counting one more) and name.
 */
export async function rankedSearch(tx: Tx, filter: SearchFilter, term: SearchTerm, plan: CandidatePlan, limit: number): Promise<RankedResult[]> {
  if (plan.parts.length === 0) return [];
  const tier: SQL = plan.tier ?? sql`r.tier`;
  const score = sql`word_similarity(${folded(term)}, e.search_text) + case when e.name_key like ${foldedInfix(term)} then 1 else 0 end`;
  const { rows } = (await tx.execute(sql`
    select ${rawCard}, e.id as "entryId", ${tier} as "tier", ${score} as "score"
    from (
      select c.entry_id, min(c.tier) as tier
      from ${candidatesCall(filter.context, filter.openOnly, filter.networkNodeId, plan.parts, limit)} c
      group by c.entry_id
    ) r
    join search_entries e on e.id = r.entry_id
    ${plan.recheck ? sql`where ${plan.recheck}` : sql``}
    order by "tier", "score" desc, e.header_line, e.id
    limit ${limit}`)) as { rows: Record<string, unknown>[] };
  return rows.map((row) => ({ result: toResult(row), entryId: Number(row.entryId) }));
}

/** Runs a similarity plan with the pg_trgm threshold misspellings need (for this transaction only). */
export async function similarSearch(tx: Tx, filter: SearchFilter, term: SearchTerm, plan: CandidatePlan, limit: number) {
  await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`);
  return rankedSearch(tx, filter, term, plan, limit);
}

/** The cards of entities by their ids within a context (search-by-id, single result, recent). */
export async function cardsByIds(tx: Tx, context: SearchContext, ids: readonly number[]): Promise<SearchResult[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(cardColumns)
    .from(searchEntries)
    .where(and(eq(searchEntries.context, context), inArray(searchEntries.searchId, [...ids])));
  return rows.map(toResult);
}

/** The network nodes (buildings) whose name or code contains the text, by name, for the search drop-downs. */
export function listNetworkNodes(tx: Tx, search: string) {
  const name = sql<string>`coalesce(nullif(${networkNodes.description}, ''), ${networkNodes.buildingCode})`;
  const pattern = `%${escapeLike(search.trim())}%`;
  return tx
    .select({ id: networkNodes.id, name })
    .from(networkNodes)
    .where(and(eq(networkNodes.isActive, true), or(ilike(networkNodes.description, pattern), ilike(networkNodes.buildingCode, pattern))))
    .orderBy(asc(name), asc(networkNodes.id))
    .limit(NETWORK_NODE_OPTIONS_MAX);
}
