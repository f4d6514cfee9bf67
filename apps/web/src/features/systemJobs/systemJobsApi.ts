import { useQuery, type QueryClient } from '@tanstack/react-query';
import { systemJobEndpoints, type SystemJobInput } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';

export const systemJobKeys = { all: ['system-jobs'] as const, options: ['system-jobs', 'schedule-options'] as const };

export const useSystemJobs = () =>
  useQuery({ queryKey: systemJobKeys.all, queryFn: ({ signal }) => callEndpoint(systemJobEndpoints.list, { signal }), staleTime: 0 });

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
