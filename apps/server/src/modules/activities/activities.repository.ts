import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Activity, ActivityLookups, ActivityNote } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { inTurn } from '../../db/sql-rows';
import {
  activities as a,
  activityAssignees,
  activityCategories,
  activityClasses,
  activityNotes,
  activityPriorities,
  activityReasons,
  activitySources,
  activityStatuses,
  activityTypes,
  customerAccounts,
  customers,
  sites,
  users,
} from '../../db/schema/index';

const iso = (instant: string) => new Date(instant).toISOString();

/** The columns every lookup answers (spec 2 §3 Lookups); the ids are integers, the flags booleans. */
const lookupFields = (
  t:
    | typeof activitySources
    | typeof activityClasses
    | typeof activityCategories
    | typeof activityTypes
    | typeof activityReasons
    | typeof activityPriorities
    | typeof activityStatuses
    | typeof activityAssignees,
) => ({
  id: sql<number>`${t.id}`,
  code: sql<string>`${t.code}`,
  description: sql<string>`${t.description}`,
  defaultOption: sql<boolean>`${t.defaultOption}`,
  userSelect: sql<boolean>`${t.userSelect}`,
});

/** The dialog's lookups (spec 2 §3): active items in their order; assignees are team queues and active users of the company. */
export async function readLookups(tx: Tx): Promise<ActivityLookups> {
  const [activityClass, category, activityType, source, reason, priority, status, assignee] = await inTurn([
    () =>
      tx
        .select({ ...lookupFields(activityClasses), iconName: activityClasses.iconName })
        .from(activityClasses)
        .where(eq(activityClasses.isActive, true))
        .orderBy(asc(activityClasses.sortOrder), asc(activityClasses.id)),
    () =>
      tx
        .select({ ...lookupFields(activityCategories), classId: activityCategories.classId })
        .from(activityCategories)
        .where(eq(activityCategories.isActive, true))
        .orderBy(asc(activityCategories.sortOrder), asc(activityCategories.description)),
    () =>
      tx
        .select({
          ...lookupFields(activityTypes),
          classId: activityTypes.classId,
          categoryId: activityTypes.categoryId,
          defaultDurationRequired: activityTypes.defaultDurationRequired,
          defaultNote: activityTypes.defaultNote,
        })
        .from(activityTypes)
        .where(eq(activityTypes.isActive, true))
        .orderBy(asc(activityTypes.sortOrder), asc(activityTypes.description)),
    () =>
      tx
        .select(lookupFields(activitySources))
        .from(activitySources)
        .where(eq(activitySources.isActive, true))
        .orderBy(asc(activitySources.sortOrder), asc(activitySources.description)),
    () =>
      tx
        .select({ ...lookupFields(activityReasons), statusId: activityReasons.statusId })
        .from(activityReasons)
        .where(eq(activityReasons.isActive, true))
        .orderBy(asc(activityReasons.sortOrder), asc(activityReasons.description)),
    () =>
      tx
        .select({ ...lookupFields(activityPriorities), color: activityPriorities.color })
        .from(activityPriorities)
        .where(eq(activityPriorities.isActive, true))
        .orderBy(asc(activityPriorities.sortOrder)),
    () =>
      tx
        .select({ ...lookupFields(activityStatuses), isClosed: activityStatuses.isClosed })
        .from(activityStatuses)
        .where(eq(activityStatuses.isActive, true))
        .orderBy(asc(activityStatuses.sortOrder)),
    () =>
      tx
        .select({ ...lookupFields(activityAssignees), userId: activityAssignees.userId })
        .from(activityAssignees)
        .leftJoin(users, eq(users.id, activityAssignees.userId))
        .where(and(eq(activityAssignees.isActive, true), or(isNull(activityAssignees.userId), eq(users.isActive, true))))
        .orderBy(asc(activityAssignees.sortOrder), asc(activityAssignees.description)),
  ]);
  return { activityClass, category, activityType, source, reason, priority, status, assignee };
}

/** What a list of activities is filtered by; `today` is the company's business date (overdue). */
export interface ActivityFilter {
  customerId?: number;
  ids?: number[];
  excludeClosed?: boolean;
  classIds?: number[];
  search?: string;
}

function whereOf(filter: ActivityFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.customerId !== undefined) conditions.push(eq(a.customerId, filter.customerId));
  if (filter.ids) conditions.push(inArray(a.id, filter.ids));
  if (filter.excludeClosed) conditions.push(isNull(a.closedAt));
  if (filter.classIds) conditions.push(inArray(a.classId, filter.classIds));
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        sql`${a.id}::text = ${filter.search}`,
        ilike(activityTypes.description, like),
        ilike(activityCategories.description, like),
        ilike(activityClasses.description, like),
        ilike(a.insertUser, like),
        sql`exists (select 1 from activity_notes n where n.activity_id = ${a.id} and n.note ilike ${like})`,
      ),
    );
  }
  return and(...conditions);
}

/** Activities answering the filter, newest first, `limit` null for all, with their notes (oldest first). */
export async function listActivities(tx: Tx, filter: ActivityFilter, today: string, limit: number | null, offset: number) {
  const base = tx
    .select({
      id: a.id,
      customerId: a.customerId,
      accountId: a.customerAccountId,
      accountNumber: customerAccounts.accountNumber,
      accountName: customers.name,
      accountBalance: customerAccounts.balance,
      salesCustnumber: customers.customerNumber,
      classId: a.classId,
      classCode: activityClasses.code,
      classDescription: activityClasses.description,
      categoryId: a.categoryId,
      categoryCode: activityCategories.code,
      category: activityCategories.description,
      typeId: a.typeId,
      typeCode: activityTypes.code,
      typeName: activityTypes.description,
      sourceId: a.sourceId,
      priorityId: a.priorityId,
      priority: activityPriorities.description,
      priorityColor: activityPriorities.color,
      statusId: a.statusId,
      status: activityStatuses.description,
      statusReasonId: a.statusReasonId,
      statusReason: activityReasons.description,
      assigneeId: a.assigneeId,
      assignee: activityAssignees.description,
      initiator: a.initiator,
      insertUser: a.insertUser,
      insertDateTime: a.insertDateTime,
      activityDate: a.activityDate,
      requiredDate: a.requiredDate,
      closedAt: a.closedAt,
      siteIdentifier: sites.siteIdentifier,
      unitNo: sites.unitNumber,
      totalItems: sql<number>`(count(*) over ())::int`,
    })
    .from(a)
    .innerJoin(customers, eq(customers.id, a.customerId))
    .innerJoin(activityClasses, eq(activityClasses.id, a.classId))
    .leftJoin(customerAccounts, eq(customerAccounts.id, a.customerAccountId))
    .leftJoin(sites, eq(sites.id, a.siteId))
    .leftJoin(activityCategories, eq(activityCategories.id, a.categoryId))
    .leftJoin(activityTypes, eq(activityTypes.id, a.typeId))
    .leftJoin(activityPriorities, eq(activityPriorities.id, a.priorityId))
    .leftJoin(activityStatuses, eq(activityStatuses.id, a.statusId))
    .leftJoin(activityReasons, eq(activityReasons.id, a.statusReasonId))
    .leftJoin(activityAssignees, eq(activityAssignees.id, a.assigneeId))
    .where(whereOf(filter))
    .orderBy(desc(a.activityDate), desc(a.id))
    .offset(offset);
  const rows = limit === null ? await base : await base.limit(limit);
  const notes = await notesOf(
    tx,
    rows.map((r) => r.id),
  );
  const items: Activity[] = rows.map(({ totalItems: _total, closedAt, classDescription, accountBalance, ...r }) => {
    const own = notes.get(r.id) ?? [];
    return {
      ...r,
      accountBalance: accountBalance === null ? null : String(accountBalance),
      activityType: r.typeName ?? classDescription,
      insertDateTime: iso(r.insertDateTime),
      activityDate: iso(r.activityDate),
      isOverdue: closedAt === null && r.requiredDate !== null && r.requiredDate < today,
      isClosed: closedAt === null ? 'false' : 'true',
      mostRecentNote: own.at(-1)?.note ?? null,
      notes: own,
      emailAddress: null,
      phoneNumber: null,
      buildingCode: null,
    };
  });
  // Past the last row the window count is gone; count without it then.
  const totalItems = rows[0]?.totalItems ?? (offset > 0 ? await countActivities(tx, filter) : 0);
  return { items, totalItems };
}

async function countActivities(tx: Tx, filter: ActivityFilter) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(a)
    .innerJoin(activityClasses, eq(activityClasses.id, a.classId))
    .leftJoin(activityCategories, eq(activityCategories.id, a.categoryId))
    .leftJoin(activityTypes, eq(activityTypes.id, a.typeId))
    .where(whereOf(filter));
  return row?.n ?? 0;
}

async function notesOf(tx: Tx, activityIds: number[]): Promise<Map<number, ActivityNote[]>> {
  const byActivity = new Map<number, ActivityNote[]>();
  if (!activityIds.length) return byActivity;
  const rows = await tx
    .select({
      activityId: activityNotes.activityId,
      id: activityNotes.id,
      note: activityNotes.note,
      insertUser: activityNotes.insertUser,
      insertDateTime: activityNotes.insertDateTime,
    })
    .from(activityNotes)
    .where(inArray(activityNotes.activityId, activityIds))
    .orderBy(asc(activityNotes.insertDateTime), asc(activityNotes.id));
  for (const { activityId, ...note } of rows) {
    const list = byActivity.get(activityId) ?? [];
    list.push({ ...note, insertDateTime: iso(note.insertDateTime) });
    byActivity.set(activityId, list);
  }
  return byActivity;
}
