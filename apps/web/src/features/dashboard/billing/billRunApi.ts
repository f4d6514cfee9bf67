import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BILL_RUN_POLL_MS, billingEndpoints, isIsoDate, isJobWorking, type BillRun, type BillRunStart } from '@wattle/contract';
import { callEndpoint } from '../../../api/callEndpoint';
import { useJobProgress } from '../../../hooks/useJobProgress';
import { dashboardKeys } from '../dashboardApi';

/** Under the dashboard's keys: every refresh after an action reloads the run too. */
const runKeys = {
  runs: [...dashboardKeys.all, 'bill-runs'] as const,
  run: (id: number) => [...dashboardKeys.all, 'bill-run', id] as const,
  leftOut: (id: number) => [...dashboardKeys.all, 'bill-run-left-out', id] as const,
};

export const isWorking = (run: BillRun | undefined) => run !== undefined && isJobWorking(run.status);

/** The newest bill run (GET /billing/bill-runs), then its progress (GET /billing/bill-runs/{id}) asked every second while it works. */
export function useLatestRun() {
  const runs = useQuery({ queryKey: runKeys.runs, queryFn: ({ signal }) => callEndpoint(billingEndpoints.runs, { signal }), staleTime: 0 });
  const latestId = runs.data?.[0]?.id;
  const run = useJobProgress({
    queryKey: runKeys.run(latestId ?? 0),
    queryFn: ({ signal }) => callEndpoint(billingEndpoints.run, { params: { id: String(latestId) }, signal }),
    enabled: latestId !== undefined,
    initialData: runs.data?.[0],
    staleTime: 0,
    pollMs: BILL_RUN_POLL_MS,
  });
  return latestId === undefined ? undefined : run.data;
}

export const startRun = (body: BillRunStart) => callEndpoint(billingEndpoints.startRun, { body });

type BillRunSelection = Pick<BillRunStart, 'customerAccountIds' | 'networkNodeIds' | 'billingCycleIds'>;

/**
 * What a run over `selection` up to `periodTo` would bill (POST /billing/bill-runs/preview), asked
 * again whenever either changes. `ready`: something is chosen and the date is whole; `current`:
 * the answer for exactly this choice (none while the next one is asked, the last one still shown).
 */
export function useSelectionPreview(selection: BillRunSelection, periodTo: string) {
  const ready = Boolean(selection.customerAccountIds?.length || selection.networkNodeIds?.length || selection.billingCycleIds?.length) && isIsoDate(periodTo);
  const query = useQuery({
    queryKey: ['bill-run-preview', selection, periodTo],
    queryFn: ({ signal }) => callEndpoint(billingEndpoints.previewRun, { body: { ...selection, periodTo, invoiceDate: periodTo }, signal }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  return { ready, shown: ready ? query.data : undefined, current: ready && !query.isPlaceholderData ? query.data : undefined, fetching: query.isFetching };
}
export type SelectionPreviewState = ReturnType<typeof useSelectionPreview>;

/** The finished run's chosen accounts it did not bill, and why (GET /billing/bill-runs/{id}/left-out). */
export const useLeftOut = (run: BillRun | undefined) =>
  useQuery({
    queryKey: runKeys.leftOut(run?.id ?? 0),
    queryFn: ({ signal }) => callEndpoint(billingEndpoints.leftOut, { params: { id: String(run!.id) }, signal }),
    enabled: run !== undefined && !isWorking(run),
  });
export const issuePreview = (id: number, signal?: AbortSignal) => callEndpoint(billingEndpoints.issuePreview, { params: { id: String(id) }, signal });
export const issueRun = (id: number) => callEndpoint(billingEndpoints.issueRun, { params: { id: String(id) } });
export const acceptExceptions = (id: number, customerAccountId: number) =>
  callEndpoint(billingEndpoints.acceptExceptions, { params: { id: String(id), customerAccountId: String(customerAccountId) } });
export const rerateAccount = (id: number, customerAccountId: number) =>
  callEndpoint(billingEndpoints.rerateAccount, { params: { id: String(id), customerAccountId: String(customerAccountId) } });
