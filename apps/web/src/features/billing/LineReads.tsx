import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Decimal from 'decimal.js';
import { texts, type InvoiceLine, type UtilityAccountReads } from '@wattle/contract';
import { errorMessageOf } from '../../api/ApiError';
import { useFormatters } from '../../hooks/useFormatters';
import { useUtilityAccountReads } from './invoiceApi';

const t = texts.invoiceView;
type Meter = UtilityAccountReads['meters'][number];

interface ReadRow {
  readDate: string;
  quantity: string;
  readType: string;
}

/** A meter's reads, an interval meter's as one row a day (the day's intervals summed). */
const readRowsOf = (meter: Meter): ReadRow[] => [
  ...meter.reads.map((r) => ({ readDate: r.readDate, quantity: r.quantity, readType: r.readType })),
  ...meter.intervals.map((day) => ({
    readDate: day.readDate,
    quantity: day.quantities.reduce((sum, q) => (q === null ? sum : sum.plus(q)), new Decimal(0)).toFixed(3),
    readType: t.intervalDay,
  })),
];

/** The reads a usage line was rated from: its meters' reads over the line's period. */
export function LineReads({ line }: { line: InvoiceLine & { utilityAccountId: number; periodFrom: string; periodTo: string } }) {
  const { date } = useFormatters();
  const reads = useUtilityAccountReads(line.utilityAccountId, line.periodFrom, line.periodTo, true);
  if (reads.isPending) return <CircularProgress size={20} />;
  if (reads.isError) return <Alert severity="error">{errorMessageOf(reads.error)}</Alert>;
  const lineMeters = new Set(line.derivation?.meters.map((m) => m.meterId));
  const meters = reads.data.meters.filter((m) => lineMeters.has(m.meterId));
  return (
    <Stack spacing={1}>
      {meters.map((meter) => {
        const rows = readRowsOf(meter);
        const scaled = new Decimal(meter.multiplier).equals(1) ? null : meter.multiplier;
        return (
          <Stack key={meter.meterId} component="section" aria-label={t.meterHeading(meter.meterCode, scaled)}>
            <Typography variant="subtitle2">{t.meterHeading(meter.meterCode, scaled)}</Typography>
            {rows.length === 0 ? (
              <Typography variant="body2">{t.noReads}</Typography>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t.readColumns.readDate}</TableCell>
                    <TableCell align="right">{t.readColumns.quantity}</TableCell>
                    <TableCell>{t.readColumns.readType}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.readDate}>
                      <TableCell>{date(row.readDate)}</TableCell>
                      <TableCell align="right">{row.quantity}</TableCell>
                      <TableCell>{row.readType}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
