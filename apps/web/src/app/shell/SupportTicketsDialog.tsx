import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useQuery } from '@tanstack/react-query';
import { MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef } from 'material-react-table';
import { useMemo } from 'react';
import { TICKET_PAGE_SIZE, texts, type SupportTicket } from '@wattle/contract';
import { navigationQueries } from '../../api/navigation';
import { ResponsiveDialog } from '../../components/ResponsiveDialog';
import { useDateFormatters } from '../../hooks/useDateFormat';

const headers = texts.topBar.ticketColumns;

/** 'Company support tickets for {month}': the company's tickets, 50 rows a page (spec 1 §2.5). */
export function SupportTicketsDialog({ month, onClose }: { month: string; onClose: () => void }) {
  const { data = [], isLoading } = useQuery(navigationQueries.companyTickets());
  const { dateTime } = useDateFormatters();
  const columns = useMemo<MRT_ColumnDef<SupportTicket>[]>(
    () => [
      { accessorKey: 'id', header: headers.id, size: 80 },
      { accessorKey: 'subject', header: headers.subject },
      { accessorKey: 'priority', header: headers.priority, size: 100 },
      { accessorKey: 'type', header: headers.type, size: 100 },
      {
        accessorKey: 'createdAt',
        header: headers.createdAt,
        Cell: ({ cell }) => dateTime(cell.getValue<string>()),
      },
    ],
    [dateTime],
  );
  const table = useMaterialReactTable({
    columns,
    data,
    state: { isLoading },
    initialState: { pagination: { pageIndex: 0, pageSize: TICKET_PAGE_SIZE }, density: 'compact' },
    muiPaginationProps: { rowsPerPageOptions: [TICKET_PAGE_SIZE] },
    enableColumnActions: false,
    enableColumnFilters: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
  });

  return (
    <ResponsiveDialog open onClose={onClose} title={texts.topBar.supportTicketsTitle(month)} draggable>
      <DialogContent>
        <MaterialReactTable table={table} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.common.close}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
