import { Column, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { ALL_ITEMS_MAX, texts, type AdditionalParameters, type ProcessItem } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { customerAccounts } from '../../db/schema/index';
import { tablesOf } from '../../db/sql-tables';
import { withinAllItems } from '../../lib/all-items';
import { badRequest, conflict } from '../../lib/errors';
import type { BoundColumn, BoundView } from './process-catalog';
import { fitsType, isSearchable, jsonValue, typedParam, typeOf } from './process-columns';
import { decodeCursor, encodeCursor } from './process-cursor';
import { describeCodes } from './process-lookups';
import type { ColumnSpec } from './process-spec';
import { countQueue } from './queue-counts';
import { sqlRows } from '../../db/sql-rows';

export interface PageRequest {
  params: AdditionalParameters;
  search?: string;
  sortBy?: string;
  sortDescending?: boolean;
  /** null reads every row (up to ALL_ITEMS_MAX). */
  limit: number | null;
  offset: number;
  after?: string;
  /** Leave out the count of matching rows (the export's batches: a count per batch read the whole queue again). */
  skipTotal?: boolean;
  /** The queue's count without a search (kept counts, queue-counts.ts); by default counted here. */
  queueCount?: () => Promise<number>;
}

export interface Page {
  items: ProcessItem[];
  /** Rows matching (-1 when the request skipped the count). */
  total: number;
  nextCursor: string | null;
}

type Raw = Record<string, unknown>;

const rowsOf = (tx: Tx, query: SQL) => sqlRows<Raw>(tx, query);

/** `like` pattern for a contains-search, with the wildcard characters of the term escaped. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Most customers a search matches (the global search's candidate limit); more specific text finds fewer. */
const SEARCH_CUSTOMERS_MAX = 10_000;

/**
 * Customers whose search card contains the term, through wattle_dashboard_customers (migration
 * 0015): the card's trigram index works under row-level security, and only this tenant's ids come back.
 */
const customersMatching = (term: string) =>
  sql`select m.customer_id from wattle_dashboard_customers(wattle_fold(${containsPattern(term)}), ${SEARCH_CUSTOMERS_MAX}::integer) m`;

function searchCondition(view: BoundView, search: string | undefined): SQL | null {
  const term = search?.trim();
  if (!term) return null;
  const pattern = containsPattern(term);
  const matches = view.spec.columns.filter((c) => isSearchable(c, view.spec)).map((c) => sql`wattle_fold((${c.value})::text) like wattle_fold(${pattern})`);
  // A row is found by its own shown texts (a status, a subject) or by its customer's search card.
  if (view.spec.customer) matches.push(sql`${view.spec.customer} in (${customersMatching(term)})`);
  else if (view.spec.customerAccount)
    matches.push(
      sql`${view.spec.customerAccount} in (select ${customerAccounts.id} from ${customerAccounts} where ${customerAccounts.customerId} in (${customersMatching(term)}))`,
    );
  return matches.length ? sql`(${sql.join(matches, sql` or `)})` : sql`false`;
}

function keyColumnSpec(view: BoundView): ColumnSpec {
  const key = view.spec.columns.find((c) => c.field === view.spec.key.field);
  if (!key) throw new Error(`view without a ${view.spec.key.field} column`);
  return key;
}

interface Order {
  column: ColumnSpec;
  descending: boolean;
  /** The sort value is never null, so (sort, key) is a total order keyset paging can walk. */
  keyset: boolean;
}

function orderOf(view: BoundView, req: Pick<PageRequest, 'sortBy' | 'sortDescending'>): Order {
  const field = req.sortBy || view.spec.defaultSort.field;
  const column = view.spec.columns.find((c) => c.field === field);
  if (!column) throw badRequest(texts.dashboard.unknownSort(field));
  const descending = req.sortBy ? Boolean(req.sortDescending) : (req.sortDescending ?? view.spec.defaultSort.descending ?? false);
  const keyset = column.notNull === true || column.field === view.spec.key.field;
  return { column, descending, keyset };
}

/** Refuses an unknown sort before anything is streamed (the export checks first, then writes). */
export const assertSortable = (view: BoundView, sortBy: string | undefined) => void orderOf(view, { sortBy });

function orderBy(view: BoundView, order: Order): SQL {
  const key = view.spec.key.column;
  const dir = order.descending ? sql`desc` : sql`asc`;
  if (order.column.field === view.spec.key.field) return sql`${key} ${dir}`;
  if (order.keyset) return sql`${order.column.value} ${dir}, ${key} ${dir}`;
  return sql`${order.column.value} ${dir} nulls last, ${key} asc`;
}

function selection(view: BoundView, order: Order): SQL {
  const parts = view.columns.map((c: BoundColumn, i) => sql`${jsonValue(c.spec)} as ${sql.identifier(`c${i}`)}`);
  parts.push(sql`(${view.spec.key.column})::text as "__key"`, sql`(${order.column.value})::text as "__sort"`);
  return sql.join(parts, sql`, `);
}

function toItem(view: BoundView, raw: Raw): ProcessItem {
  const item: ProcessItem = {};
  view.columns.forEach((c, i) => {
    item[c.spec.field] = (raw[`c${i}`] as string | number | null | undefined) ?? null;
  });
  return item;
}

/** Rows after the cursor's (sort value, key), in the order's direction. */
function keysetCondition(view: BoundView, order: Order, after: string): SQL {
  const cursor = decodeCursor(after);
  if (!cursor || cursor.field !== order.column.field || cursor.descending !== order.descending) throw badRequest(texts.dashboard.badCursor);
  const keyType = typeOf(keyColumnSpec(view));
  const sortType = typeOf(order.column);
  if (!fitsType(keyType, cursor.key) || (cursor.sort !== null && !fitsType(sortType, cursor.sort))) throw badRequest(texts.dashboard.badCursor);
  const key = view.spec.key.column;
  const cmp = order.descending ? sql`<` : sql`>`;
  if (order.column.field === view.spec.key.field) return sql`${key} ${cmp} ${typedParam(keyType, cursor.key)}`;
  if (cursor.sort === null) throw badRequest(texts.dashboard.badCursor);
  return sql`(${order.column.value}, ${key}) ${cmp} (${typedParam(sortType, cursor.sort)}, ${typedParam(keyType, cursor.key)})`;
}

/** The rows' FROM with the display-only joins. */
const fullFrom = (view: BoundView) => (view.spec.display ? sql`${view.spec.from} ${view.spec.display}` : view.spec.from);

const and = (parts: (SQL | null)[]) =>
  sql.join(
    parts.filter((p): p is SQL => p !== null),
    sql` and `,
  );

/**
 * Whether a searched column comes from a display-only join (or is an expression), so that counting
 * the matches needs those joins too; the customer match needs only the view's own tables.
 */
function searchUsesDisplay(view: BoundView): boolean {
  const own = new Set(tablesOf(view.spec.from));
  return view.spec.columns.filter((c) => isSearchable(c, view.spec)).some((c) => !is(c.value, Column) || !own.has(getTableName(c.value.table)));
}

/** How many rows match the page's search; without one, the queue's count. */
async function countMatching(tx: Tx, view: BoundView, req: PageRequest, search: SQL | null): Promise<number> {
  if (!search) return req.queueCount ? req.queueCount() : countQueue(tx, view.spec, req.params);
  const from = searchUsesDisplay(view) ? fullFrom(view) : view.spec.from;
  const [counted] = await rowsOf(tx, sql`select count(*)::int as n from ${from} where ${and([view.spec.where(req.params), search])}`);
  return Number(counted?.n ?? 0);
}

/** One page of a process view's rows and how many match; keyset paging when a cursor is given and the sort allows it. */
export async function readPage(tx: Tx, view: BoundView, req: PageRequest): Promise<Page> {
  const order = orderOf(view, req);
  const search = searchCondition(view, req.search);
  const base = [view.spec.where(req.params), search];
  const useKeyset = Boolean(req.after) && order.keyset && req.limit !== null;
  const where = and([...base, useKeyset ? keysetCondition(view, order, req.after!) : null]);
  const limit = req.limit ?? ALL_ITEMS_MAX + 1;
  const offset = useKeyset || req.limit === null ? 0 : req.offset;
  const raw = withinAllItems(
    await rowsOf(
      tx,
      sql`select ${selection(view, order)} from ${fullFrom(view)} where ${where} order by ${orderBy(view, order)} limit ${limit} offset ${offset}`,
    ),
  );
  const total = req.skipTotal ? -1 : await countMatching(tx, view, req, search);
  const last = raw.at(-1);
  const full = req.limit !== null && raw.length === req.limit;
  return {
    items: await describeCodes(
      tx,
      view,
      raw.map((r) => toItem(view, r)),
    ),
    total,
    nextCursor:
      order.keyset && full && last
        ? encodeCursor({ field: order.column.field, descending: order.descending, sort: (last.__sort as string | null) ?? null, key: String(last.__key) })
        : null,
  };
}

/**
 * Every matching row in order, in batches (the Excel export), walking the keyset where the sort
 * allows. Each batch is read in its own short transaction (`scoped`), so no transaction stays open
 * while the rows are written out to a slow client.
 */
export async function* allItems(
  scoped: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>,
  view: BoundView,
  req: Omit<PageRequest, 'limit' | 'offset' | 'after' | 'skipTotal'>,
  batch = 2000,
): AsyncGenerator<ProcessItem> {
  let after: string | undefined;
  for (let offset = 0; ; offset += batch) {
    const page = await scoped((tx) => readPage(tx, view, { ...req, limit: batch, offset, after, skipTotal: true }));
    for (const item of page.items) yield item;
    if (page.items.length < batch) return;
    after = page.nextCursor ?? undefined;
  }
}

/**
 * Locks the selected rows that are still in the queue (this company and dataset only, row-level
 * security) and refuses the whole action when any is missing: nothing is half-done.
 */
export async function lockRows(tx: Tx, view: BoundView, params: AdditionalParameters, keys: readonly (string | number)[]): Promise<void> {
  const keyType = typeOf(keyColumnSpec(view));
  const list = sql.join(
    keys.map((k) => typedParam(keyType, k)),
    sql`, `,
  );
  const found = await rowsOf(
    tx,
    sql`select (${view.spec.key.column})::text as k from ${view.spec.from} where ${view.spec.where(params)} and ${view.spec.key.column} in (${list}) for update of ${view.spec.table}`,
  );
  if (new Set(found.map((r) => r.k)).size !== new Set(keys.map(String)).size) throw conflict(texts.dashboard.rowsGone);
}

/** The current values of the locked rows by key (the Edit action compares against them). */
export async function currentItems(
  tx: Tx,
  view: BoundView,
  params: AdditionalParameters,
  keys: readonly (string | number)[],
): Promise<Map<string, ProcessItem>> {
  const keyType = typeOf(keyColumnSpec(view));
  const list = sql.join(
    keys.map((k) => typedParam(keyType, k)),
    sql`, `,
  );
  const order = orderOf(view, {});
  const raw = await rowsOf(
    tx,
    sql`select ${selection(view, order)} from ${fullFrom(view)} where ${view.spec.where(params)} and ${view.spec.key.column} in (${list})`,
  );
  return new Map(raw.map((r) => [String(r.__key), toItem(view, r)]));
}
