import { sql, type SQL } from 'drizzle-orm';
import { texts, type SearchContext, type SearchOption } from '@wattle/contract';

/**
 * The search-by options (spec 1 §2.7) and the card field each one matches. Fields are folded
 * (wattle_fold: lower case, accents removed) like the stored keys. `indexed` fields have a prefix
 * index of their own (exact and prefix matches for any length); the others are matched among the
 * trigram candidates of search_text, so they need the minimum infix length. A context without the
 * field finds nothing for that option (no site has an email).
 */
export type ColumnKey = 'all' | keyof typeof texts.search.columns;

export interface ColumnField {
  expression: SQL;
  indexed: boolean;
  /** Compare the term's digits rather than its folded text (phone numbers). */
  digits?: boolean;
  /** The name key: misspellings are looked for when nothing matches. */
  name?: boolean;
}

const e = (column: string) => sql.raw(`e.${column}`);
const folded = (column: string) => sql.raw(`wattle_fold(coalesce(e.${column}, ''))`);

const nameKey: ColumnField = { expression: e('name_key'), indexed: true, name: true };
const accountNumber: ColumnField = { expression: sql`lower(e.account_number)`, indexed: true };
const phoneDigits: ColumnField = { expression: e('phone_digits'), indexed: true, digits: true };

/** Per option and context, the field it searches (the views of migration 0006 place them on the card lines). */
const fields: Record<Exclude<ColumnKey, 'all'>, Partial<Record<SearchContext, ColumnField>>> = {
  name: { Contact: nameKey, Customer: nameKey, Site: nameKey },
  accountNumber: { Contact: accountNumber, Customer: accountNumber, Site: accountNumber },
  address: { Contact: { expression: folded('line3'), indexed: false }, Customer: { expression: folded('line5'), indexed: false }, Site: nameKey },
  email: { Contact: { expression: folded('line1'), indexed: false }, Customer: { expression: folded('line4'), indexed: false } },
  phone: { Contact: phoneDigits, Customer: phoneDigits },
  meter: { Site: { expression: folded('line4'), indexed: false } },
  siteIdentifier: { Site: { expression: folded('line1'), indexed: false } },
};

/** Options in drop-down order; ids are what clients send as columnId. */
const searchColumns: { id: number; key: ColumnKey }[] = [
  { id: 0, key: 'all' },
  { id: 1, key: 'name' },
  { id: 2, key: 'accountNumber' },
  { id: 3, key: 'address' },
  { id: 4, key: 'email' },
  { id: 5, key: 'phone' },
  { id: 6, key: 'meter' },
  { id: 7, key: 'siteIdentifier' },
];

export const searchOptions = (): SearchOption[] =>
  searchColumns.map(({ id, key }) => ({ id, name: key === 'all' ? texts.search.allColumns : texts.search.columns[key] }));

export const columnById = (id: number) => searchColumns.find((c) => c.id === id)?.key;

/** The field a column searches in a context; undefined for All, null when the context has no such field. */
export function columnField(key: ColumnKey, context: SearchContext): ColumnField | null | undefined {
  if (key === 'all') return undefined;
  return fields[key][context] ?? null;
}
