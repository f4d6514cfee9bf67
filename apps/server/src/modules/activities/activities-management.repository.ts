import { sql, type SQL } from 'drizzle-orm';
import { MAX_ID, type ActivityFilterOptions, type ActivityRow, type ActivitySort } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { intArray, inTurn, sqlRows } from '../../db/sql-rows';
import { escapeLike } from '../search/search.terms';

/** What narrows the management list: the four filters and the search (trimmed; empty for none). */
export interface ActivityFilters {
  search?: string;
  categoryIds?: readonly number[];
  typeIds?: readonly number[];
  priorityIds?: readonly number[];
  assigneeIds?: readonly number[];
}

/** What a search matches, found before the list is read: the Ref No. it names and the ids of the customers and lookups whose text holds it. */
interface SearchMatch {
  refNo: number | null;
  customerIds: number[];
  categoryIds: number[];
  typeIds: number[];
  priorityIds: number[];
  assigneeIds: number[];
}

/** The filters with the search resolved (resolveSearch): what the list and its count are read with. */
export type ResolvedFilters = Omit<ActivityFilters, 'search'> & { search?: SearchMatch };

export interface ActivityOrder {
  sortBy?: ActivitySort;
  sortDescending?: boolean;
}

/** Keyset: the sort value and id of the last row already read (the export reads on from there). */
export interface ActivityCursor {
  key: string;
  id: number;
}

/**
 * The list holds the open tasks: class ACTIVITY (id 2) not yet closed. Every index of the list
 * (activities_manage_*_idx) is partial on exactly this, so keep the two in step.
 */
const OPEN_TASKS = sql`a.closed_at is null and a.class_id = 2`;

/** Sort expressions, each led by an index; due dates missing sort last ascending, like the index's coalesce. */
const SORT_COLUMNS: Record<ActivitySort, SQL> = {
  id: sql`a.id`,
  activityDate: sql`a.activity_date`,
  requiredDate: sql`coalesce(a.required_date, '9999-12-31'::date)`,
};

const SORT_TYPES: Record<ActivitySort, SQL> = { id: sql`integer`, activityDate: sql`timestamptz`, requiredDate: sql`date` };

/** The sort value of a row as the cursor carries it. */
export const cursorOf = (row: ActivityRow, sortBy: ActivitySort = 'requiredDate'): ActivityCursor => ({
  key: sortBy === 'id' ? String(row.id) : sortBy === 'activityDate' ? row.activityDate : (row.requiredDate ?? '9999-12-31'),
  id: row.id,
});

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The tables a list's rows and total are read from (resolveSearch's included): their change notices drop kept totals. */
export const TOTAL_TABLES = ['activities', 'search_entries', 'activity_categories', 'activity_types', 'activity_priorities', 'activity_assignees'];

/**
 * The search (spec 2 §2.13): the Ref No. when it is a number, the customer's name, number or
 * account number (its search entry, trigram-indexed), or the description of the category, type,
 * priority or assignee. Resolved to ids first, in one small query, so that the list's query holds
 * constants: the planner then knows how many tasks each part matches (its statistics) and either
 * walks the sort's index or combines the parts' indexes (BitmapOr), instead of guessing at
 * subqueries and scanning the table to count.
 */
export async function resolveSearch(tx: Tx, filters: ActivityFilters): Promise<ResolvedFilters> {
  const { search, ...rest } = filters;
  if (!search) return rest;
  const pattern = `%${escapeLike(search)}%`;
  const ids = (table: string) => sql`array(select id from ${sql.raw(table)} where description ilike ${pattern} order by id)`;
  const [match] = await sqlRows<Omit<SearchMatch, 'refNo'>>(
    tx,
    sql`select array(select distinct e.customer_id from search_entries e
                     where e.context = 'Customer' and e.customer_id is not null and e.search_text like '%' || wattle_fold(${escapeLike(search)}) || '%'
                     order by e.customer_id) as "customerIds",
               ${ids('activity_categories')} as "categoryIds", ${ids('activity_types')} as "typeIds",
               ${ids('activity_priorities')} as "priorityIds", ${ids('activity_assignees')} as "assigneeIds"`,
  );
  const refNo = /^\d{1,10}$/.test(search) && Number(search) <= MAX_ID ? Number(search) : null;
  return { ...rest, search: { refNo, ...match! } };
}

/** The search's parts that match something, any of them; none: nothing matches. */
function searchCondition(match: SearchMatch): SQL {
  const parts: SQL[] = match.refNo === null ? [] : [sql`a.id = ${match.refNo}`];
  const anyOf = (column: string, ids: readonly number[]) => {
    if (ids.length) parts.push(sql`${sql.raw(column)} = any(${intArray(ids)})`);
  };
  anyOf('a.customer_id', match.customerIds);
  anyOf('a.category_id', match.categoryIds);
  anyOf('a.type_id', match.typeIds);
  anyOf('a.priority_id', match.priorityIds);
  anyOf('a.assignee_id', match.assigneeIds);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

function whereOf(filters: ResolvedFilters, order: ActivityOrder = {}, after?: ActivityCursor): SQL {
  const conditions: SQL[] = [OPEN_TASKS];
  if (after) {
    const sortBy = order.sortBy ?? 'requiredDate';
    const beyond = sql.raw(order.sortDescending ? '<' : '>');
    conditions.push(sql`(${SORT_COLUMNS[sortBy]}, a.id) ${beyond} (${after.key}::${SORT_TYPES[sortBy]}, ${after.id})`);
  }
  const byIds = (column: string, ids: readonly number[] | undefined) => {
    if (ids?.length) conditions.push(sql`${sql.raw(column)} in (${idList(ids)})`);
  };
  byIds('a.category_id', filters.categoryIds);
  byIds('a.type_id', filters.typeIds);
  byIds('a.priority_id', filters.priorityIds);
  byIds('a.assignee_id', filters.assigneeIds);
  if (filters.search) conditions.push(searchCondition(filters.search));
  return sql.join(conditions, sql` and `);
}

function orderOf(order: ActivityOrder): SQL {
  const direction = sql.raw(order.sortDescending ? 'desc' : 'asc');
  return sql`${SORT_COLUMNS[order.sortBy ?? 'requiredDate']} ${direction}, a.id ${direction}`;
}

type RawRow = Omit<ActivityRow, 'notes'> & { notes: ActivityRow['notes'] | null };

/**
 * One page of open tasks with what the table and its details panel show. The page is chosen on
 * `activities` alone (an index in the sort's order), then joined to its customer, account, lookups
 * and notes, so a page costs the same at any size of the table.
 */
export async function activityPage(
  tx: Tx,
  filters: ResolvedFilters,
  order: ActivityOrder,
  page: { limit: number; offset: number; after?: ActivityCursor },
  today: string,
): Promise<ActivityRow[]> {
  const rows = await sqlRows<RawRow>(
    tx,
    sql`select a.id, a.customer_id as "customerId", a.customer_account_id as "accountId", ca.account_number as "accountNumber",
          c.name as "accountName", a.class_id as "classId", cl.code as "classCode", a.category_id as "categoryId", cat.description as category,
          a.type_id as "typeId", ty.description as "typeName", a.priority_id as "priorityId", pr.description as priority,
          pr.color as "priorityColor", a.status_id as "statusId", st.description as status, a.assignee_id as "assigneeId", asg.description as assignee,
          a.initiator, to_json(a.activity_date) #>> '{}' as "activityDate", a.required_date::text as "requiredDate",
          coalesce(a.required_date < ${today}::date, false) as "isOverdue",
          p.email_address as "emailAddress", coalesce(p.mobile_phone, p.home_phone, p.work_phone) as "phoneNumber",
          ca.balance::text as "accountBalance", n.notes, n.notes -> -1 ->> 'note' as "mostRecentNote"
        from (select a.* from activities a where ${whereOf(filters, order, page.after)} order by ${orderOf(order)} limit ${page.limit} offset ${page.offset}) a
        join customers c on c.id = a.customer_id
        left join parties p on p.id = c.primary_party_id
        left join customer_accounts ca on ca.id = a.customer_account_id
        left join activity_classes cl on cl.id = a.class_id
        left join activity_categories cat on cat.id = a.category_id
        left join activity_types ty on ty.id = a.type_id
        left join activity_priorities pr on pr.id = a.priority_id
        left join activity_statuses st on st.id = a.status_id
        left join activity_assignees asg on asg.id = a.assignee_id
        left join lateral (
          select json_agg(json_build_object('note', x.note, 'insertUser', x.insert_user, 'insertDateTime', to_json(x.insert_date_time) #>> '{}')
                          order by x.insert_date_time, x.id) as notes
          from activity_notes x where x.activity_id = a.id
        ) n on true
        order by ${orderOf(order)}`,
  );
  return rows.map((row) => ({ ...row, notes: row.notes ?? [] }));
}

/** How many open tasks match (index-only on the partial indexes without a search). */
export async function countActivities(tx: Tx, filters: ResolvedFilters): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(tx, sql`select count(*)::int as n from activities a where ${whereOf(filters)}`);
  return row?.n ?? 0;
}

/** The ids of these activities this company has (row-level security), locked for the change. */
export async function lockActivities(tx: Tx, ids: readonly number[]) {
  return sqlRows<{ id: number; closed: boolean; statusId: number | null }>(
    tx,
    sql`select a.id, a.closed_at is not null as closed, a.status_id as "statusId" from activities a where a.id in (${idList(ids)}) order by a.id for update`,
  );
}

/** The status closing sets: code CLOSED (spec 2 §2.14). */
export async function closedStatusId(tx: Tx): Promise<number | null> {
  const [row] = await sqlRows<{ id: number }>(tx, sql`select id from activity_statuses where code = 'CLOSED' limit 1`);
  return row?.id ?? null;
}

export async function closeActivities(tx: Tx, ids: readonly number[], statusId: number | null) {
  await tx.execute(
    sql`update activities set status_id = coalesce(${statusId}, status_id), status_reason_id = null, closed_at = clock_timestamp(), updated_at = clock_timestamp()
        where id in (${idList(ids)})`,
  );
}

/** Deletes the activities; their notes go with them (on delete cascade). */
export async function deleteActivities(tx: Tx, ids: readonly number[]) {
  await tx.execute(sql`delete from activities where id in (${idList(ids)})`);
}

/** Each filter's choices, in the lookups' order. */
export async function filterOptions(tx: Tx): Promise<ActivityFilterOptions> {
  const of = (table: string, where = sql`true`) =>
    sqlRows<{ id: number; description: string }>(tx, sql`select id, description from ${sql.raw(table)} where ${where} order by sort_order, description, id`);
  const [categories, types, priorities, assignees] = await inTurn([
    () => of('activity_categories', sql`class_id = 2`),
    () => of('activity_types', sql`class_id = 2`),
    () => of('activity_priorities'),
    () => of('activity_assignees'),
  ]);
  return { categories, types, priorities, assignees };
}
