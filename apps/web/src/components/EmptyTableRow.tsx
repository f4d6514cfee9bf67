import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { texts } from '@wattle/contract';

/** The one row of a plain table with no rows: 'No records to display' across its columns. */
export function EmptyTableRow({ columns }: { columns: number }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} align="center" sx={{ color: 'text.secondary' }}>
        {texts.common.noRecords}
      </TableCell>
    </TableRow>
  );
}
