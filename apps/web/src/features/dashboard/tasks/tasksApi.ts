import { useQuery } from '@tanstack/react-query';
import { dashboardEndpoints, METER_DATA_UPLOAD_POLL_MS, type SaveTaskItemRequest } from '@wattle/contract';
import { callEndpoint } from '../../../api/callEndpoint';
import { pollWhileAnyRuns, useJobProgress } from '../../../hooks/useJobProgress';
import { dashboardKeys } from '../dashboardApi';

export const useScheduledTasks = () =>
  useQuery({
    queryKey: dashboardKeys.tasks,
    queryFn: ({ signal }) => callEndpoint(dashboardEndpoints.scheduledTasks, { signal }),
    staleTime: 0,
    refetchInterval: pollWhileAnyRuns,
  });

export const useTaskDetails = (id: number) =>
  useQuery({
    queryKey: [...dashboardKeys.tasks, 'details', id],
    queryFn: ({ signal }) => callEndpoint(dashboardEndpoints.taskDetails, { params: { id }, signal }),
    staleTime: 0,
  });

export const useTaskLogs = (id: number) =>
  useQuery({
    queryKey: [...dashboardKeys.tasks, 'logs', id],
    queryFn: ({ signal }) => callEndpoint(dashboardEndpoints.taskLogs, { params: { id }, signal }),
    staleTime: 0,
  });

export const useScheduleNames = () =>
  useQuery({
    queryKey: [...dashboardKeys.tasks, 'schedule-names'],
    queryFn: ({ signal }) => callEndpoint(dashboardEndpoints.scheduleNames, { signal }),
    staleTime: 60_000,
  });

export const saveTaskItem = (taskId: number, body: SaveTaskItemRequest) => callEndpoint(dashboardEndpoints.saveTaskItem, { params: { id: taskId }, body });

/** Upload Files: the files as file0..n. */
export function importCsvFiles(scheduleId: number, files: readonly File[]) {
  const form = new FormData();
  files.forEach((file, i) => form.append(`file${i}`, file));
  return callEndpoint(dashboardEndpoints.importCsv, { params: { scheduleId }, body: form });
}

/** How far an upload's import is: asked again every METER_DATA_UPLOAD_POLL_MS until its job has read every file. */
export const useMeterDataUpload = (uploadId: number) =>
  useJobProgress({
    queryKey: [...dashboardKeys.tasks, 'uploads', uploadId],
    queryFn: ({ signal }) => callEndpoint(dashboardEndpoints.meterDataUpload, { params: { uploadId }, signal }),
    pollMs: METER_DATA_UPLOAD_POLL_MS,
  });
