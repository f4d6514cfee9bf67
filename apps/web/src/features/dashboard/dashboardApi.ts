import { useQuery, type QueryClient } from '@tanstack/react-query';
import { dashboardEndpoints } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';

/** Query keys of the dashboard; invalidating `all` reloads cards, counts and every open table. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  items: ['dashboard', 'items'] as const,
  notifications: ['dashboard', 'notifications'] as const,
  charts: ['dashboard', 'charts'] as const,
  chart: (id: number) => ['dashboard', 'chart', id] as const,
  activities: ['dashboard', 'activities'] as const,
  ribbons: ['dashboard', 'ribbons'] as const,
  process: (id: number) => ['dashboard', 'process', id] as const,
  tasks: ['dashboard', 'tasks'] as const,
};

/** Dashboard loads change with every action: always fetched fresh. */
const fresh = { staleTime: 0 } as const;

export const useUserItems = () =>
  useQuery({ queryKey: dashboardKeys.items, queryFn: ({ signal }) => callEndpoint(dashboardEndpoints.userItems, { signal }), ...fresh });

export const useNotifications = () =>
  useQuery({ queryKey: dashboardKeys.notifications, queryFn: ({ signal }) => callEndpoint(dashboardEndpoints.notifications, { signal }), ...fresh });

export const useUserCharts = () =>
  useQuery({ queryKey: dashboardKeys.charts, queryFn: ({ signal }) => callEndpoint(dashboardEndpoints.userCharts, { signal }), ...fresh });

export const useActivities = () =>
  useQuery({ queryKey: dashboardKeys.activities, queryFn: ({ signal }) => callEndpoint(dashboardEndpoints.activities, { signal }), ...fresh });

export const useRibbons = () =>
  useQuery({ queryKey: dashboardKeys.ribbons, queryFn: ({ signal }) => callEndpoint(dashboardEndpoints.ribbons, { signal }), ...fresh });

export const dismissRibbon = (id: number) => callEndpoint(dashboardEndpoints.dismissRibbon, { params: { id } });

/** After an action: cards' counts, open tables and the scheduled tasks show the change. */
export const refreshDashboard = (client: QueryClient) => client.invalidateQueries({ queryKey: dashboardKeys.all });
