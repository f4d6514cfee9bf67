import type { z } from 'zod';
import { ACTIVITIES_ALL_MAX, ALL_ITEMS, texts, type ActivityPage, type ActivityRow, type activityExportQuery, type activityListQuery } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { businessDate } from '../../lib/business-date';
import { notFound } from '../../lib/errors';
import {
  activityPage,
  closeActivities,
  closedStatusId,
  countActivities,
  cursorOf,
  deleteActivities,
  lockActivities,
  resolveSearch,
  type ActivityCursor,
  type ActivityFilters,
} from './activities-management.repository';

type ListQuery = z.output<typeof activityListQuery>;
type ExportQuery = z.output<typeof activityExportQuery>;

/** Who makes a change, for the audit log. */
export interface Changer {
  userId: number;
  username: string;
  ipAddress: string;
}

const filtersOf = (query: ExportQuery): ActivityFilters => ({
  search: query.search?.trim() || undefined,
  categoryIds: query.categoryIds,
  typeIds: query.typeIds,
  priorityIds: query.priorityIds,
  assigneeIds: query.assigneeIds,
});

/** How many open tasks match the filters: `count()` or a total kept for them (activities-management.totals.ts). */
export type TotalOf = (filters: ActivityFilters, count: () => Promise<number>) => Promise<number>;

/** A page of the management list and how many open tasks match; 'all' is capped at ACTIVITIES_ALL_MAX. */
export async function listActivities(tx: Tx, query: ListQuery, totalOf: TotalOf): Promise<ActivityPage> {
  const filters = filtersOf(query);
  const resolved = await resolveSearch(tx, filters);
  const all = query.itemsPerPage === ALL_ITEMS;
  const limit = all ? ACTIVITIES_ALL_MAX : query.itemsPerPage;
  const offset = all ? 0 : (query.page - 1) * limit;
  const today = await businessDate(tx);
  const items = await activityPage(tx, resolved, query, { limit, offset }, today);
  const totalItems = offset === 0 && items.length < limit ? items.length : await totalOf(filters, () => countActivities(tx, resolved));
  return { items, totalItems };
}

/**
 * Every matching row for the export, read by keyset a batch at a time, each batch in a short
 * transaction of its own (the client may take the file slowly).
 */
export async function* allActivities(scoped: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>, query: ExportQuery, batch = 2000): AsyncGenerator<ActivityRow> {
  const filters = await scoped((tx) => resolveSearch(tx, filtersOf(query)));
  let after: ActivityCursor | undefined;
  for (;;) {
    const rows = await scoped(async (tx) => activityPage(tx, filters, query, { limit: batch, offset: 0, after }, await businessDate(tx)));
    yield* rows;
    if (rows.length < batch) return;
    after = cursorOf(rows[rows.length - 1]!, query.sortBy);
  }
}

/** Locks the activities and refuses the whole change (404, nothing written) when one is not this company's or is gone. */
async function lockAll(tx: Tx, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const found = await lockActivities(tx, unique);
  if (found.length !== unique.length) throw notFound(texts.activitiesManagement.activitiesGone);
  return found;
}

/** Close activities (spec 2 §2.14): status CLOSED, closed now; those already closed stay as they are. */
export async function closeSelected(tx: Tx, ids: readonly number[], by: Changer): Promise<{ count: number }> {
  const found = await lockAll(tx, ids);
  const open = found.filter((a) => !a.closed);
  if (!open.length) return { count: 0 };
  const statusId = await closedStatusId(tx);
  await closeActivities(
    tx,
    open.map((a) => a.id),
    statusId,
  );
  for (const a of open) {
    await audit(tx, {
      event: 'activity.close',
      entity: 'activity',
      entityId: a.id,
      oldValues: { statusId: a.statusId },
      newValues: { statusId },
      userId: by.userId,
      username: by.username,
      ipAddress: by.ipAddress,
    });
  }
  return { count: open.length };
}

/** Delete selected: the activities and their notes. */
export async function deleteSelected(tx: Tx, ids: readonly number[], by: Changer): Promise<{ count: number }> {
  const found = await lockAll(tx, ids);
  await deleteActivities(
    tx,
    found.map((a) => a.id),
  );
  for (const a of found) {
    await audit(tx, { event: 'activity.delete', entity: 'activity', entityId: a.id, userId: by.userId, username: by.username, ipAddress: by.ipAddress });
  }
  return { count: found.length };
}
