import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  defaultTaskSettings,
  systemJobEndpoints,
  TASK_TYPE,
  type JobTask,
  type JobTaskUpdate,
  type NewJobTask,
  type SystemJobInput,
  type TaskCode,
} from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { pollWhileAnyRuns } from '../../hooks/useJobProgress';

const systemJobKeys = { all: ['system-jobs'] as const, options: ['system-jobs', 'schedule-options'] as const };

/** The jobs, asked again while one of them runs (its run is worked in the background). */
export const useSystemJobs = () =>
  useQuery({
    queryKey: systemJobKeys.all,
    queryFn: ({ signal }) => callEndpoint(systemJobEndpoints.list, { signal }),
    staleTime: 0,
    refetchInterval: pollWhileAnyRuns,
  });

export const useScheduleOptions = () =>
  useQuery({ queryKey: systemJobKeys.options, queryFn: ({ signal }) => callEndpoint(systemJobEndpoints.scheduleOptions, { signal }), staleTime: 60_000 });

export const useJobHistory = (id: number) =>
  useQuery({
    queryKey: [...systemJobKeys.all, id, 'history'],
    queryFn: ({ signal }) => callEndpoint(systemJobEndpoints.history, { params: { id }, signal }),
    staleTime: 0,
  });

/** Add (no id) or Edit: the whole job. */
export const saveJob = (job: SystemJobInput) =>
  job.id === undefined
    ? callEndpoint(systemJobEndpoints.create, { body: job })
    : callEndpoint(systemJobEndpoints.update, { params: { id: job.id }, body: job });

export const runJob = (id: number) => callEndpoint(systemJobEndpoints.run, { params: { id } });

export const refreshJobs = (client: QueryClient) => client.invalidateQueries({ queryKey: systemJobKeys.all });

export const useJobDetail = (id: number) =>
  useQuery({
    queryKey: [...systemJobKeys.all, id],
    queryFn: ({ signal }) => callEndpoint(systemJobEndpoints.get, { params: { id }, signal }),
    staleTime: 0,
  });

/** The task forms' pickers, by their endpoint's name. */
export type ChoiceList = 'tasks' | 'letterTemplates' | 'emailTemplates' | 'segments' | 'activityTypes' | 'activityAssignees';

export const useTaskChoices = (list: ChoiceList) =>
  useQuery({ queryKey: ['system-jobs', 'choices', list], queryFn: ({ signal }) => callEndpoint(systemJobEndpoints[list], { signal }), staleTime: 60_000 });

const settingsEndpoints = {
  RUN_SEGMENT: systemJobEndpoints.taskParameter,
  ADD_CORRESPONDENCE: systemJobEndpoints.taskCorrespondence,
  SEND_SMS: systemJobEndpoints.taskSms,
  CREATE_ACTIVITY: systemJobEndpoints.taskActivity,
} as const;

/** A task's settings for one code's form (the code's empty ones when the task has another code). */
export const useTaskSettings = (taskId: number | null, code: TaskCode | null) =>
  useQuery({
    queryKey: [...systemJobKeys.all, 'task-settings', taskId, code],
    enabled: code !== null,
    queryFn: async ({ signal }): Promise<object> => {
      if (code === null || code === 'CLEAR_WORKFLOW_TABLE') return {};
      if (taskId === null) return defaultTaskSettings[code];
      return callEndpoint(settingsEndpoints[code], { params: { id: taskId }, signal });
    },
    staleTime: 0,
  });

export const createTask = (task: NewJobTask) => callEndpoint(systemJobEndpoints.createTask, { body: task });
export const updateTask = (id: number, change: JobTaskUpdate) => callEndpoint(systemJobEndpoints.updateTask, { params: { id }, body: change });
export const deleteTask = (id: number) => callEndpoint(systemJobEndpoints.deleteTask, { params: { id } });

/** A task saved as it is but for its order (drag and drop): its own settings go back unchanged. */
export async function saveTaskOrder(task: JobTask, order: number) {
  const settings = task.code === 'CLEAR_WORKFLOW_TABLE' ? {} : await callEndpoint(settingsEndpoints[task.code], { params: { id: task.id } });
  return updateTask(task.id, {
    task: { taskId: task.taskId, type: TASK_TYPE, order, failureEvent: task.failureEvent, active: task.active },
    taskCode: task.code,
    data: JSON.stringify(settings),
  });
}
