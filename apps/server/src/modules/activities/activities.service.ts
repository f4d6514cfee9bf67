import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVITY_CLASS_ID, ROLES, texts, type Activity, type ActivityLookups, type ActivitySave } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { activities, activityNotes, customerAccounts, customers } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { businessDate } from '../../lib/business-date';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { listActivities, readLookups, type ActivityFilter } from './activities.repository';
import { checkChoices } from './activity.rules';

const t = texts.activities;

/** Who is acting: the audit's user and the activity's initiator; ReadOnly may add and save but never delete notes. */
export interface Actor {
  /** None when a system job acts (its name is the username). */
  userId?: number;
  username: string;
  roles: readonly string[];
  ipAddress?: string;
}

export async function activityLookups(tx: Tx): Promise<ActivityLookups> {
  return readLookups(tx);
}

async function customerExists(tx: Tx, customerId: number) {
  const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  return row !== undefined;
}

/** GET /customers/{id}/activities: newest first; pageSize -1 answers all. */
export async function customerActivities(tx: Tx, customerId: number, query: Omit<ActivityFilter, 'customerId' | 'ids'> & { pageSize: number; offSet: number }) {
  if (!(await customerExists(tx, customerId))) throw notFound(t.customerNotFound);
  const { pageSize, offSet, ...filter } = query;
  return listActivities(tx, { ...filter, customerId }, await businessDate(tx), pageSize < 0 ? null : pageSize, offSet);
}

export async function readActivity(tx: Tx, id: number): Promise<Activity> {
  const { items } = await listActivities(tx, { ids: [id] }, await businessDate(tx), 1, 0);
  const activity = items[0];
  if (!activity) throw notFound(t.notFound);
  return activity;
}

export async function deleteActivity(tx: Tx, id: number, actor: Actor) {
  const before = await readActivity(tx, id);
  await tx.delete(activities).where(eq(activities.id, id));
  await audit(tx, {
    event: 'activity.delete',
    entity: 'activity',
    entityId: id,
    oldValues: before,
    userId: actor.userId,
    username: actor.username,
    ipAddress: actor.ipAddress,
  });
  return { id };
}

/** POST /activities: each activity checked against the lookups, then added or saved with its notes, all in one transaction. */
export async function saveActivities(tx: Tx, list: ActivitySave[], actor: Actor): Promise<Activity[]> {
  const lookups = await readLookups(tx);
  const ids: number[] = [];
  for (const item of list) ids.push(await saveOne(tx, lookups, item, actor));
  const today = await businessDate(tx);
  const { items } = await listActivities(tx, { ids }, today, null, 0);
  return ids.map((id) => items.find((a) => a.id === id)!);
}

async function saveOne(tx: Tx, lookups: ActivityLookups, item: ActivitySave, actor: Actor): Promise<number> {
  const stored = item.id === undefined ? undefined : await storedActivity(tx, item.id);
  if (item.id !== undefined && !stored) throw notFound(t.notFound);
  const adding = stored === undefined;
  if (!(await customerExists(tx, item.customerId))) throw notFound(t.customerNotFound);
  if (item.accountId !== null) {
    const [account] = await tx
      .select({ id: customerAccounts.id })
      .from(customerAccounts)
      .where(and(eq(customerAccounts.id, item.accountId), eq(customerAccounts.customerId, item.customerId)));
    if (!account) throw badRequest(t.accountNotOfCustomer);
  }
  const problem = checkChoices(lookups, item, adding);
  if (problem) throw badRequest(problem);

  const isActivity = item.classId === ACTIVITY_CLASS_ID;
  const status = isActivity ? lookups.status.find((s) => s.id === item.statusId) : undefined;
  const values = {
    customerId: item.customerId,
    customerAccountId: item.accountId,
    classId: item.classId,
    categoryId: item.categoryId,
    typeId: item.typeId,
    sourceId: item.sourceId,
    priorityId: isActivity ? item.priorityId : null,
    statusId: isActivity ? item.statusId : null,
    statusReasonId: isActivity ? item.statusReasonId : null,
    assigneeId: isActivity ? item.assigneeId : null,
    requiredDate: isActivity ? item.requiredDate : null,
    // Closed when the status says so; a closed activity keeps the instant it was closed.
    closedAt: status?.isClosed ? (stored?.closedAt ?? sql`clock_timestamp()`) : null,
  };
  const newNotes = item.notes.filter((n) => n.id === undefined);
  if (newNotes.some((n) => !n.note)) throw badRequest(t.emptyNote);

  let id: number;
  if (!stored) {
    const [row] = await tx
      .insert(activities)
      .values({ ...values, initiator: actor.username, insertUser: actor.username })
      .returning({ id: activities.id });
    id = row!.id;
    await audit(tx, {
      event: 'activity.create',
      entity: 'activity',
      entityId: id,
      newValues: { ...values, closedAt: undefined, notes: newNotes.length },
      ...auditUser(actor),
    });
  } else {
    id = stored.id;
    await removeLeftOutNotes(tx, id, item.notes, actor);
    await tx
      .update(activities)
      .set({ ...values, updatedAt: sql`clock_timestamp()` })
      .where(eq(activities.id, id));
    await audit(tx, {
      event: 'activity.update',
      entity: 'activity',
      entityId: id,
      oldValues: stored,
      newValues: { ...values, closedAt: undefined },
      ...auditUser(actor),
    });
  }
  if (newNotes.length) {
    await tx.insert(activityNotes).values(newNotes.map((n) => ({ activityId: id, note: n.note, insertUser: actor.username })));
    if (!adding) await audit(tx, { event: 'activity.note-add', entity: 'activity', entityId: id, newValues: newNotes.map((n) => n.note), ...auditUser(actor) });
  }
  return id;
}

const auditUser = (actor: Actor) => ({ userId: actor.userId, username: actor.username, ipAddress: actor.ipAddress });

async function storedActivity(tx: Tx, id: number) {
  const [row] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
  return row;
}

/** A stored note left out of the saved list is deleted; a ReadOnly user may not (spec 2 §6). */
async function removeLeftOutNotes(tx: Tx, activityId: number, notes: ActivitySave['notes'], actor: Actor) {
  const stored = await tx.select({ id: activityNotes.id, note: activityNotes.note }).from(activityNotes).where(eq(activityNotes.activityId, activityId));
  const kept = new Set(notes.flatMap((n) => (n.id === undefined ? [] : [n.id])));
  if ([...kept].some((id) => !stored.some((s) => s.id === id))) throw badRequest(t.noteNotOfActivity);
  const removed = stored.filter((s) => !kept.has(s.id));
  if (!removed.length) return;
  if (actor.roles.includes(ROLES.readOnly)) throw forbidden(t.readOnlyNoteDelete);
  await tx.delete(activityNotes).where(
    inArray(
      activityNotes.id,
      removed.map((n) => n.id),
    ),
  );
  await audit(tx, { event: 'activity.note-delete', entity: 'activity', entityId: activityId, oldValues: removed, ...auditUser(actor) });
}
