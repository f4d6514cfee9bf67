import { sql, type SQL } from 'drizzle-orm';
import type { SearchContext } from '@wattle/contract';
import type { ColumnField, ColumnKey } from './search.columns';
import { escapeLike, type SearchTerm } from './search.terms';

/**
 * Which candidates a search asks wattle_search_candidates() for (migration 0008) and how the
 * outer query ranks them. Tiers: 0 exact (account number or the searched field), 1 prefix,
 * 2 infix (ordered by word similarity, name matches first), 3 similar (misspellings).
 */
type CandidateKind = 'account' | 'name' | 'phone' | 'text' | 'holder' | 'similar';

export interface CandidatePart {
  kind: CandidateKind;
  /** The LIKE pattern or the term, computed in SQL when it has to be folded first. */
  value: SQL;
  tier: number;
  limit: number;
}

export interface CandidatePlan {
  parts: CandidatePart[];
  /** A condition every result must meet (a search-by option's own field). */
  recheck?: SQL;
  /** The rank tier when the outer query decides it (fields without an index of their own). */
  tier?: SQL;
}

/** The folded term and its LIKE patterns, escaped after folding (some characters fold into % or _). */
export const folded = (term: SearchTerm) => sql`wattle_fold(${term.text})`;
const escapedFolded = (term: SearchTerm) => sql`replace(replace(replace(${folded(term)}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
const foldedExact = (term: SearchTerm) => escapedFolded(term);
const foldedPrefix = (term: SearchTerm) => sql`${escapedFolded(term)} || '%'`;
export const foldedInfix = (term: SearchTerm) => sql`'%' || ${escapedFolded(term)} || '%'`;
const literal = (value: string) => sql`${value}::text`;

/** Account numbers are stored as issued (upper case); a typed one is compared in upper case. */
function accountParts(term: SearchTerm, limit: number): CandidatePart[] {
  const account = escapeLike(term.text.toUpperCase());
  return [
    { kind: 'account', value: literal(account), tier: 0, limit },
    { kind: 'account', value: literal(`${account}%`), tier: 1, limit },
  ];
}

function phoneParts(term: SearchTerm, limit: number, cap: number): CandidatePart[] {
  if (term.digits === '') return [];
  const parts: CandidatePart[] = [{ kind: 'phone', value: literal(`${term.digits}%`), tier: 1, limit }];
  if (term.phoneLike) parts.push({ kind: 'phone', value: literal(`%${term.digits}%`), tier: 2, limit: cap });
  return parts;
}

const infixPart = (term: SearchTerm, cap: number): CandidatePart[] => (term.infix ? [{ kind: 'text', value: foldedInfix(term), tier: 2, limit: cap }] : []);
/** Names containing the text: their own trigram index, much smaller than the one of all card text. */
const nameInfixPart = (term: SearchTerm, cap: number): CandidatePart[] => (term.infix ? [{ kind: 'name', value: foldedInfix(term), tier: 2, limit: cap }] : []);
/** Sites and contacts whose customer's name contains the text (a site's own name key is its address). */
const holderInfixPart = (term: SearchTerm, cap: number): CandidatePart[] =>
  term.infix && term.hasLetters ? [{ kind: 'holder', value: foldedInfix(term), tier: 2, limit: cap }] : [];

/**
 * The candidates of one search, cheapest first: the function skips the infix parts (tier 2) once
 * the earlier ones found `limit` rows or an exact account number. `cap` bounds each infix part (a
 * common word may match a hundred thousand rows: the first `cap` found are ranked).
 */
export function candidatePlan(
  term: SearchTerm,
  context: SearchContext,
  column: ColumnKey,
  field: ColumnField | undefined,
  limit: number,
  cap: number,
): CandidatePlan {
  if (column === 'all') {
    // Sites have no phone numbers of their own (their card shows the site, not a person).
    const phone = term.phoneLike && context !== 'Site' ? phoneParts(term, limit, cap) : [];
    return {
      parts: [
        ...accountParts(term, limit),
        { kind: 'name', value: foldedPrefix(term), tier: 1, limit },
        ...phone.filter((p) => p.tier === 1),
        ...nameInfixPart(term, cap),
        ...(context === 'Site' ? holderInfixPart(term, cap) : []),
        ...phone.filter((p) => p.tier === 2),
        ...infixPart(term, cap),
      ],
    };
  }
  if (column === 'phone') return { parts: phoneParts({ ...term, phoneLike: true }, limit, cap) };
  if (column === 'accountNumber') {
    return { parts: [...accountParts(term, limit), ...infixPart(term, cap)], recheck: sql`lower(e.account_number) like ${foldedInfix(term)}` };
  }
  if (column === 'name') {
    return {
      parts: [
        { kind: 'name', value: foldedExact(term), tier: 0, limit },
        { kind: 'name', value: foldedPrefix(term), tier: 1, limit },
        ...nameInfixPart(term, cap),
      ],
    };
  }
  // Fields without an index of their own: infix candidates, then the field decides the tier.
  const expression = field!.expression;
  return {
    parts: infixPart(term, cap),
    recheck: sql`${expression} like ${foldedInfix(term)}`,
    tier: sql`case when ${expression} = ${folded(term)} then 0 when ${expression} like ${foldedPrefix(term)} then 1 else 2 end`,
  };
}

/**
 * Word similarity (pg_trgm) each word of a misspelt term needs with a word of an entry's name:
 * 'jonh' and 'smiht' still find 'John Smith' (0.4 and 0.5).
 */
export const SIMILARITY_THRESHOLD = 0.4;

/** Misspelt names: entries whose name has a word similar to each word of the term, ranked by similarity. */
export function similarPlan(term: SearchTerm, limit: number): CandidatePlan {
  return { parts: [{ kind: 'similar', value: folded(term), tier: 3, limit }] };
}

/** The call of wattle_search_candidates (migration 0014) for a plan's parts; `enough` rows end the infix parts. */
export function candidatesCall(context: SearchContext, openOnly: boolean, networkNodeId: number | undefined, parts: CandidatePart[], enough: number): SQL {
  const array = (items: SQL[], type: string) => sql`array[${sql.join(items, sql`, `)}]::${sql.raw(type)}`;
  return sql`wattle_search_candidates(${context}, ${openOnly}, ${networkNodeId ?? null}::integer,
    ${array(
      parts.map((p) => sql`${p.kind}`),
      'text[]',
    )},
    ${array(
      parts.map((p) => p.value),
      'text[]',
    )},
    ${array(
      parts.map((p) => sql`${p.tier}::integer`),
      'integer[]',
    )},
    ${array(
      parts.map((p) => sql`${p.limit}::integer`),
      'integer[]',
    )},
    ${enough}::integer)`;
}
