import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { texts } from '@wattle/contract';
import { useDateFormat } from '../../../hooks/useDateFormat';
import { formatDate } from '../../../lib/format';
import { addonKeys } from '../addonsApi';
import { accountingApi } from './accountingApi';

const t = texts.accounting;

/** What the integration did, newest first: connections, token refreshes, loads and errors. */
export function EventLogsPanel() {
  const logs = useQuery({ queryKey: addonKeys.accounting('logs'), queryFn: ({ signal }) => accountingApi.logs(signal) });
  const dateFormat = `${useDateFormat()} HH:mm:ss`;
  return (
    <Table size="small" aria-label={t.logsTab}>
      <TableHead>
        <TableRow>
          {[t.activity, t.date, t.status, t.data].map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {(logs.data ?? []).map((log, i) => (
          <TableRow key={i}>
            <TableCell>{log.text}</TableCell>
            <TableCell>{formatDate(log.date, dateFormat)}</TableCell>
            <TableCell>{log.status}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{log.data}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
