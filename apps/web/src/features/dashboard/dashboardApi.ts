import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  dashboardPaths,
  dismissRibbonPath,
  systemRibbonsPath,
  type DashboardActivity,
  type DashboardItem,
  type Message,
  type Notification,
  type SystemRibbon,
  type UserChart,
} from '@wattle/contract';
import { api } from '../../api/client';

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
  useQuery({ queryKey: dashboardKeys.items, queryFn: ({ signal }) => api.get<DashboardItem[]>(dashboardPaths.userItems, { signal }), ...fresh });

export const useNotifications = () =>
  useQuery({ queryKey: dashboardKeys.notifications, queryFn: ({ signal }) => api.get<Notification[]>(dashboardPaths.notifications, { signal }), ...fresh });

export const useUserCharts = () =>
  useQuery({ queryKey: dashboardKeys.charts, queryFn: ({ signal }) => api.get<UserChart[]>(dashboardPaths.userCharts, { signal }), ...fresh });

export const useActivities = () =>
  useQuery({ queryKey: dashboardKeys.activities, queryFn: ({ signal }) => api.get<DashboardActivity[]>(dashboardPaths.activities, { signal }), ...fresh });

export const useRibbons = () =>
  useQuery({ queryKey: dashboardKeys.ribbons, queryFn: ({ signal }) => api.get<SystemRibbon[]>(systemRibbonsPath, { signal }), ...fresh });

export const dismissRibbon = (id: number) => api.post<Message[]>(dismissRibbonPath(id));

/** After an action: cards' counts, open tables and the scheduled tasks show the change. */
export const refreshDashboard = (client: QueryClient) => client.invalidateQueries({ queryKey: dashboardKeys.all });
