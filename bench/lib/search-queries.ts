/**
 * The query mix of the search benchmark, drawn from the seeded dataset itself so every kind of
 * query has real matches: full names, surnames, a first name with the start of a surname,
 * account numbers (exact and prefix), phone numbers (start and middle), partial addresses,
 * emails, site identifiers and misspelt names. Deterministic: the same dataset gives the same mix.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';

export interface BenchQuery {
  kind: string;
  text: string;
}

interface Sample {
  name: string;
  account: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  site: string | null;
}

/** Swaps two neighbouring letters in the middle of the longest word: 'Williams' → 'Wiliilams'-like typos. */
function misspell(text: string, i: number): string {
  const words = text.split(' ');
  const w = words.reduce((a, b) => (b.length > a.length ? b : a));
  if (w.length < 4) return text;
  const at = 1 + (i % (w.length - 2));
  const typo = w.slice(0, at) + w.charAt(at + 1) + w.charAt(at) + w.slice(at + 2);
  return words.map((x) => (x === w ? typo : x)).join(' ');
}

const surname = (name: string) => name.split(' ').at(-1) ?? name;

/** '0412 345 678' → '0412 34' (the start) or '345 678' (the middle). */
const phoneStart = (phone: string) => phone.slice(0, 7);
const phoneMiddle = (phone: string) => phone.replace(/\D/g, '').slice(4, 10);

/** 'Unit 101, 45 George Street, Sydney NSW 2000' → '45 george'. */
function addressFragment(address: string): string | null {
  const m = /(\d+) ([A-Za-z]+)/.exec(address.split(',').slice(1).join(',')) ?? /(\d+) ([A-Za-z]+)/.exec(address);
  return m ? `${m[1]} ${m[2]!.toLowerCase()}` : null;
}

/**
 * About `total` queries of ten kinds in a fixed interleaved order, from the customers whose id is a
 * multiple of `every` (997 spreads them over a million; a small dataset needs a smaller step).
 */
export async function benchQueries(database: Database, companyId: number, dataset: string, total = 300, every = 997): Promise<BenchQuery[]> {
  const per = Math.ceil(total / 10);
  const { rows } = (await database.db.execute(sql`
    select c.header_line as name, c.account_number as account, c.line3 as phone, c.line4 as email, c.line5 as address,
      s.line1 as site
    from search_entries c
    left join search_entries s on s.company_id = c.company_id and s.dataset = c.dataset and s.context = 'Site' and s.search_id = c.site_id
    where c.company_id = ${companyId} and c.dataset = ${dataset} and c.context = 'Customer' and not c.is_closed
      and c.customer_type_code = 'RESIDENT' and c.search_id % ${every}::int = 0
    order by c.search_id
    limit ${per * 2}`)) as { rows: Sample[] };
  const kinds: [string, (s: Sample, i: number) => string | null][] = [
    ['full name', (s) => s.name],
    ['surname', (s) => surname(s.name)],
    ['first name and start of surname', (s) => `${s.name.split(' ')[0]} ${surname(s.name).slice(0, 3)}`],
    ['account number', (s) => s.account],
    ['account number prefix', (s) => s.account?.slice(0, 5) ?? null],
    ['phone number start', (s) => (s.phone ? phoneStart(s.phone) : null)],
    ['phone number middle', (s) => (s.phone ? phoneMiddle(s.phone) : null)],
    ['partial address', (s) => (s.address ? addressFragment(s.address) : null)],
    ['email or site identifier', (s, i) => (i % 2 === 0 ? (s.email?.split('@')[0] ?? null) : (s.site?.split(' · ').at(-1) ?? null))],
    ['misspelt name', (s, i) => misspell(s.name, i)],
  ];
  const queries: BenchQuery[] = [];
  for (let i = 0; i < rows.length && queries.length < total; i++) {
    for (const [kind, make] of kinds) {
      const text = make(rows[i]!, i);
      if (text && text.trim().length > 0) queries.push({ kind, text });
    }
  }
  return queries.slice(0, total);
}
