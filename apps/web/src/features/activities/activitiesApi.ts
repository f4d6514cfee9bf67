import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { activityEndpoints, type ActivitySave } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { dashboardKeys } from '../dashboard/dashboardApi';

const activityKeys = {
  all: ['activities'] as const,
  lookups: ['activities', 'lookups'] as const,
  one: (id: number) => ['activities', 'one', id] as const,
  ofCustomer: (customerId: number, filter: CustomerActivitiesFilter) => ['activities', 'customer', customerId, filter] as const,
};

export interface CustomerActivitiesFilter {
  excludeClosed: boolean;
  /** Null: every class. */
  classIds: number[] | null;
  search: string;
  pageSize: number;
}

/** The dialog's lookups change rarely: kept for the session's screens. */
export const useActivityLookups = () =>
  useQuery({ queryKey: activityKeys.lookups, queryFn: ({ signal }) => callEndpoint(activityEndpoints.lookups, { signal }), staleTime: 5 * 60_000 });

export const useActivity = (id: number | null) =>
  useQuery({
    queryKey: activityKeys.one(id ?? 0),
    queryFn: ({ signal }) => callEndpoint(activityEndpoints.get, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    staleTime: 0,
  });

export const useCustomerActivities = (customerId: number | null, filter: CustomerActivitiesFilter) =>
  useQuery({
    queryKey: activityKeys.ofCustomer(customerId ?? 0, filter),
    queryFn: ({ signal }) =>
      callEndpoint(activityEndpoints.ofCustomer, {
        params: { customerId: customerId ?? 0 },
        query: {
          excludeClosed: filter.excludeClosed ? 'true' : 'false',
          pageSize: filter.pageSize,
          offSet: 0,
          search: filter.search || undefined,
          // No class chosen shows nothing: no class has id 0.
          classIds: filter.classIds === null ? undefined : filter.classIds.join(',') || '0',
        },
        signal,
      }),
    enabled: customerId !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export type ActivitySaveBody = Omit<ActivitySave, 'notes' | 'id'> & { id?: number; notes: { id?: number; note: string }[] };

export const saveActivity = (activity: ActivitySaveBody) => callEndpoint(activityEndpoints.save, { body: [activity] });

export const deleteActivity = (id: number) => callEndpoint(activityEndpoints.remove, { params: { id } });

/** After a change: the customer's list, the activity and the dashboard's My Activities show it. */
export async function refreshActivities(client: QueryClient) {
  await Promise.all([client.invalidateQueries({ queryKey: activityKeys.all }), client.invalidateQueries({ queryKey: dashboardKeys.activities })]);
}
