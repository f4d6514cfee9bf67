import { useQuery, type Query, type QueryKey } from '@tanstack/react-query';
import { isJobWorking, TASK_RUN_POLL_MS } from '@wattle/contract';

interface JobProgressOptions<T extends { status: string }> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** How often progress is asked for while the work is QUEUED or RUNNING (the spec's interval for it). */
  pollMs: number;
  enabled?: boolean;
  /** What the caller already knows (the answer that queued the work, a list's row). */
  initialData?: T;
  staleTime?: number;
}

/**
 * The progress of background work (a bill run, a bulk send, a price plan preview): asked again
 * every `pollMs` while its status is QUEUED or RUNNING, no more once it has finished.
 */
/** A list of scheduled tasks (System Jobs, the dashboard's panel) is asked again while one of its runs is worked in the background. */
export const pollWhileAnyRuns = <Row extends { lastStatus: string | null }>(query: Query<Row[], Error, Row[]>) =>
  query.state.data?.some((row) => row.lastStatus !== null && isJobWorking(row.lastStatus)) ? TASK_RUN_POLL_MS : false;

export function useJobProgress<T extends { status: string }>({ pollMs, ...options }: JobProgressOptions<T>) {
  return useQuery({ ...options, refetchInterval: (query) => (query.state.data && isJobWorking(query.state.data.status) ? pollMs : false) });
}
