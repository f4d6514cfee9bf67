import { useQuery } from '@tanstack/react-query';
import {
  scheduledTaskPaths,
  type Message,
  type SaveTaskItemRequest,
  type ScheduledTask,
  type ScheduleName,
  type TaskDetailItem,
  type TaskLog,
} from '@wattle/contract';
import { api } from '../../../api/client';
import { dashboardKeys } from '../dashboardApi';

export const useScheduledTasks = () =>
  useQuery({ queryKey: dashboardKeys.tasks, queryFn: ({ signal }) => api.get<ScheduledTask[]>(scheduledTaskPaths.list, { signal }), staleTime: 0 });

export const useTaskDetails = (id: number) =>
  useQuery({ queryKey: [...dashboardKeys.tasks, 'details', id], queryFn: ({ signal }) => api.get<TaskDetailItem[]>(scheduledTaskPaths.one(id), { signal }), staleTime: 0 });

export const useTaskLogs = (id: number) =>
  useQuery({ queryKey: [...dashboardKeys.tasks, 'logs', id], queryFn: ({ signal }) => api.get<TaskLog[]>(scheduledTaskPaths.logs(id), { signal }), staleTime: 0 });

export const useScheduleNames = () =>
  useQuery({ queryKey: [...dashboardKeys.tasks, 'schedule-names'], queryFn: ({ signal }) => api.get<ScheduleName[]>(scheduledTaskPaths.scheduleNames, { signal }), staleTime: 60_000 });

export const saveTaskItem = (taskId: number, body: SaveTaskItemRequest) => api.post<Message[]>(scheduledTaskPaths.one(taskId), body);

/** Upload Files: the files as file0..n. */
export function importCsvFiles(scheduleId: number, files: readonly File[]) {
  const form = new FormData();
  files.forEach((file, i) => form.append(`file${i}`, file));
  return api.postForm<Message[]>(scheduledTaskPaths.importCsv(scheduleId), form);
}
