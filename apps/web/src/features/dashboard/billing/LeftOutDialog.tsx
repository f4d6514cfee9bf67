import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { texts, type BillRunLeftOut } from '@wattle/contract';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';

const t = texts.billing;

/** Each chosen account the run did not bill, and why, in words. */
export function LeftOutDialog({ runId, leftOut, onClose }: { runId: number; leftOut: BillRunLeftOut; onClose: () => void }) {
  const titleId = useId();
  return (
    <ResponsiveDialog open aria-labelledby={titleId} title={t.leftOutTitle(runId)} onClose={onClose}>
      <DialogContent>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>{t.leftOutColumns.account}</TableCell>
              <TableCell>{t.leftOutColumns.customer}</TableCell>
              <TableCell>{t.leftOutColumns.reason}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {leftOut.map((account) => (
              <TableRow key={account.customerAccountId}>
                <TableCell>{account.accountNumber}</TableCell>
                <TableCell>{account.customerName}</TableCell>
                <TableCell>{t.leftOutReasons[account.reason]}</TableCell>
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
