import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { texts } from '@wattle/contract';
import { showErrorOf, showOutcome } from '../../../components/notices/noticeStore';
import { EmptyTableRow } from '../../../components/EmptyTableRow';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { getEmailRequest, removeSuppression } from './correspondenceApi';

/** Why an email was not delivered (id, code, reason, detail, help) and removal of its address from the blocked list. */
export function UndeliveredReasonDialog({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const detail = useQuery({ queryKey: ['dashboard', 'email-request', id], queryFn: () => getEmailRequest(id), staleTime: 0 });
  const remove = async (errorId: number) => {
    try {
      showOutcome(await removeSuppression(id, errorId));
      await detail.refetch();
      onChanged();
    } catch (error) {
      showErrorOf(error);
    }
  };
  const columns = texts.dashboard.errorColumns;
  const headers = [columns.id, columns.displayCode, columns.displayReason, columns.reason, columns.helpText, ''];
  return (
    <ResponsiveDialog open onClose={onClose} title={texts.dashboard.undeliveredReason} aria-labelledby="undelivered-reason-title">
      <DialogContent>
        {!detail.data ? (
          <LinearProgress />
        ) : (
          <Table size="small" aria-label={texts.dashboard.undeliveredReason}>
            <TableHead>
              <TableRow>
                {headers.map((h, i) => (
                  <TableCell key={i}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {detail.data.errors.length === 0 ? <EmptyTableRow columns={headers.length} /> : null}
              {detail.data.errors.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>{e.id}</TableCell>
                  <TableCell>{e.displayCode}</TableCell>
                  <TableCell>{e.displayReason}</TableCell>
                  <TableCell>{e.reason}</TableCell>
                  <TableCell>{e.helpText}</TableCell>
                  <TableCell>
                    {e.isBlocked ? (
                      <Button size="small" color="warning" onClick={() => void remove(e.id)}>
                        {texts.dashboard.removeFromBlockedList}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.dashboard.close}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
