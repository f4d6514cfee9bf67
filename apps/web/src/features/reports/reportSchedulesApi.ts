import { useQuery, type QueryClient } from '@tanstack/react-query';
import { reportScheduleEndpoints, type ReportScheduleInput } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';

const reportScheduleKeys = { all: ['report-schedules'] as const };

export const useReportSchedules = () =>
  useQuery({ queryKey: reportScheduleKeys.all, queryFn: ({ signal }) => callEndpoint(reportScheduleEndpoints.list, { signal }), staleTime: 0 });

/** The stored schedule, loaded afresh each time the edit dialog opens. */
export const useReportSchedule = (id: number | null) =>
  useQuery({
    queryKey: [...reportScheduleKeys.all, id],
    queryFn: ({ signal }) => callEndpoint(reportScheduleEndpoints.get, { params: { id: id! }, signal }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });

/** The parameters form of a schedule of the chosen report (none until a report is chosen). */
export const useScheduleParameters = (reportId: number | null) =>
  useQuery({
    queryKey: ['report-schedules', 'parameters', reportId],
    queryFn: ({ signal }) => callEndpoint(reportScheduleEndpoints.parameters, { params: { reportId: reportId! }, signal }),
    enabled: reportId !== null,
    staleTime: 60_000,
  });

/** Add (no id) or Edit: the whole schedule. */
export const saveReportSchedule = (schedule: ReportScheduleInput) =>
  schedule.id === undefined
    ? callEndpoint(reportScheduleEndpoints.create, { body: schedule })
    : callEndpoint(reportScheduleEndpoints.update, { params: { id: schedule.id }, body: schedule });

export const deleteReportSchedule = (id: number) => callEndpoint(reportScheduleEndpoints.remove, { params: { id } });

export const refreshReportSchedules = (client: QueryClient) => client.invalidateQueries({ queryKey: reportScheduleKeys.all });
