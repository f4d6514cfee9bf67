import { activityManagementEndpoints, type ActivityExportQuery, type ActivitySort } from '@wattle/contract';
import { callEndpoint } from '../../../api/callEndpoint';
import type { ServerTableQuery } from '../../../hooks/useServerTable';
import type { ActivityFilterValues } from './useActivityFilters';

const idsText = (ids: readonly number[]) => (ids.length ? ids.join(',') : undefined);

/** The filters, search and sort as the list and the export take them. */
function filtersQuery(filters: ActivityFilterValues, table: Pick<ServerTableQuery, 'search' | 'sortBy' | 'sortDescending'>): ActivityExportQuery {
  return {
    search: table.search || undefined,
    categoryIds: idsText(filters.categoryIds),
    typeIds: idsText(filters.typeIds),
    priorityIds: idsText(filters.priorityIds),
    assigneeIds: idsText(filters.assigneeIds),
    sortBy: table.sortBy as ActivitySort | undefined,
    sortDescending: table.sortBy ? String(Boolean(table.sortDescending)) : undefined,
  };
}

export const fetchActivities = (filters: ActivityFilterValues, table: ServerTableQuery, signal: AbortSignal) =>
  callEndpoint(activityManagementEndpoints.list, {
    query: { ...filtersQuery(filters, table), page: table.page, itemsPerPage: table.itemsPerPage },
    signal,
  });

export const fetchFilterOptions = (signal: AbortSignal) => callEndpoint(activityManagementEndpoints.filters, { signal });

export const exportActivities = (filters: ActivityFilterValues, table: ServerTableQuery) =>
  callEndpoint(activityManagementEndpoints.export, { query: filtersQuery(filters, table) });

export const closeActivities = (ids: readonly number[]) => callEndpoint(activityManagementEndpoints.close, { body: [...ids] });

export const deleteActivities = (ids: readonly number[]) => callEndpoint(activityManagementEndpoints.deleteMultiple, { body: [...ids] });
