import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { EmptyTableRow } from './EmptyTableRow';
import { ResponsiveDialog } from './ResponsiveDialog';

interface Props<Row extends { id: number }> {
  title: string;
  titleId: string;
  tableLabel: string;
  closeLabel: string;
  headers: readonly string[];
  rows: readonly Row[] | undefined;
  loading: boolean;
  /** A row's cells, in the order of `headers`; texts keep their line breaks. */
  cells: (row: Row) => ReactNode[];
  onClose: () => void;
}

/** The runs or log lines of a job or scheduled task, as a plain table in a dialog. */
export function RunLogDialog<Row extends { id: number }>({ title, titleId, tableLabel, closeLabel, headers, rows, loading, cells, onClose }: Props<Row>) {
  return (
    <ResponsiveDialog open onClose={onClose} title={title} aria-labelledby={titleId}>
      <DialogContent>
        {loading ? <LinearProgress /> : null}
        <Table size="small" aria-label={tableLabel}>
          <TableHead>
            <TableRow>
              {headers.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.length === 0 ? <EmptyTableRow columns={headers.length} /> : null}
            {(rows ?? []).map((row) => (
              <TableRow key={row.id}>
                {cells(row).map((cell, i) => (
                  <TableCell key={headers[i]} sx={{ whiteSpace: 'pre-wrap' }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{closeLabel}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
