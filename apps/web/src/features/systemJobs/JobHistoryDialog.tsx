import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { texts, type SystemJob } from '@wattle/contract';
import { EmptyTableRow } from '../../components/EmptyTableRow';
import { ResponsiveDialog } from '../../components/ResponsiveDialog';
import { formatNamedDate } from '../../lib/format';
import { useJobHistory } from './systemJobsApi';

const t = texts.systemJobs;

/** A job's run history (spec 2 §2.11): task name, duration in minutes, start and end ('MM/DD/YYYY HH:MM'), task log. */
export function JobHistoryDialog({ job, onClose }: { job: SystemJob; onClose: () => void }) {
  const history = useJobHistory(job.id);
  const c = t.historyColumns;
  const headers = [c.taskName, c.jobDuration, c.startTime, c.endTime, c.taskLog];
  return (
    <ResponsiveDialog open onClose={onClose} title={t.historyTitle(job.name)} aria-labelledby="job-history-title">
      <DialogContent>
        {history.isLoading ? <LinearProgress /> : null}
        <Table size="small" aria-label={t.history}>
          <TableHead>
            <TableRow>
              {headers.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {history.data?.length === 0 ? <EmptyTableRow columns={headers.length} /> : null}
            {(history.data ?? []).map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.taskName}</TableCell>
                <TableCell>{row.jobDuration ?? ''}</TableCell>
                <TableCell>{formatNamedDate(row.startTime, 'jobHistory')}</TableCell>
                <TableCell>{formatNamedDate(row.endTime, 'jobHistory')}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{row.taskLog}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
