import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { useEffect, useState } from 'react';
import { codeWords, isJobWorking, POSTING_PROGRESS_POLL_MS, TABLE_PAGE_SIZE, texts, type IntegrationEventLog } from '@wattle/contract';
import { DataTable } from '../../../components/DataTable';
import { showErrorOf } from '../../../components/notices/noticeStore';
import { useDateFormatters } from '../../../hooks/useDateFormat';
import { useJobProgress } from '../../../hooks/useJobProgress';
import { useListTable } from '../../../hooks/useListTable';
import { addonKeys } from '../addonsApi';
import type { PanelProps } from './AccountingDialog';
import { accountingApi } from './accountingApi';

const t = texts.accounting;
const logsKey = addonKeys.accounting('logs');
const progressKey = addonKeys.accounting('postings');

/**
 * Post now: queues the posting run the five-minute clock would start, then follows it (documents
 * waiting, then done or how many failed) and reloads the log as the posts come in.
 */
function PostNow() {
  const client = useQueryClient();
  const [started, setStarted] = useState(false);
  const progress = useJobProgress({
    queryKey: progressKey,
    queryFn: ({ signal }) => accountingApi.postingProgress(signal),
    pollMs: POSTING_PROGRESS_POLL_MS,
    enabled: started,
  });
  const post = useMutation({
    mutationFn: accountingApi.postNow,
    onSuccess: (answer) => {
      client.setQueryData(progressKey, answer);
      setStarted(true);
    },
    onError: showErrorOf,
  });
  // Each answer of the progress may come with new posts: the log is read again.
  useEffect(() => {
    if (progress.dataUpdatedAt) void client.invalidateQueries({ queryKey: logsKey });
  }, [client, progress.dataUpdatedAt]);
  const working = progress.data ? isJobWorking(progress.data.status) : false;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
      <Tooltip title={t.postNowHint}>
        <span>
          <Button variant="outlined" size="small" disabled={post.isPending || working} onClick={() => post.mutate()}>
            {t.postNow}
          </Button>
        </span>
      </Tooltip>
      {started && progress.data ? (
        <Typography role="status" variant="body2">
          {working ? t.postingWaiting(progress.data.waiting) : t.postingDone(progress.data.failed)}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** What the integration did, newest first: connections, token refreshes, loads, posts and errors. */
export function EventLogsPanel({ mayManage }: PanelProps) {
  const logs = useQuery({ queryKey: logsKey, queryFn: ({ signal }) => accountingApi.logs(signal) });
  const { dateTime } = useDateFormatters();
  const { table } = useListTable(logs.data, { pageSize: TABLE_PAGE_SIZE, loading: logs.isFetching });
  const columns: MRT_ColumnDef<IntegrationEventLog>[] = [
    { id: 'text', header: t.activity, accessorFn: (l) => l.text },
    { id: 'date', header: t.date, accessorFn: (l) => dateTime(l.date, true) },
    { id: 'status', header: t.status, accessorFn: (l) => codeWords(l.status) },
    { id: 'data', header: t.data, accessorFn: (l) => l.data ?? '' },
  ];
  return (
    <>
      {mayManage ? <PostNow /> : null}
      <DataTable<IntegrationEventLog> {...table} columns={columns} getRowId={(_l, i) => String(i)} />
    </>
  );
}
