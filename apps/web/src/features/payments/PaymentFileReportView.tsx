import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MRT_ColumnDef } from 'material-react-table';
import { useMemo } from 'react';
import { PAYMENT_FILE_PREVIEW_LINES, texts, type PaymentFileLine, type PaymentFileReport } from '@wattle/contract';
import { DataTable } from '../../components/DataTable';
import { useFormatters } from '../../hooks/useFormatters';
import { useListTable } from '../../hooks/useListTable';

const t = texts.paymentFiles;

/** What a checked or applied payment file holds: counts and totals by outcome, and its first lines with the account each pays. */
export function PaymentFileReportView({ report }: { report: PaymentFileReport }) {
  const { date, money } = useFormatters();
  const { table } = useListTable(report.preview, { pageSize: PAYMENT_FILE_PREVIEW_LINES, loading: false });
  const columns = useMemo<MRT_ColumnDef<PaymentFileLine>[]>(
    () => [
      { id: 'lineNumber', header: t.lineNumber, accessorFn: (l) => l.lineNumber, size: 70 },
      { id: 'paymentDate', header: t.date, accessorFn: (l) => date(l.paymentDate), size: 110 },
      { id: 'amount', header: t.amount, accessorFn: (l) => money(l.amount), size: 110 },
      { id: 'reference', header: t.reference, accessorFn: (l) => l.reference },
      { id: 'account', header: t.account, accessorFn: (l) => l.accountNumber ?? '' },
      { id: 'customer', header: t.customer, accessorFn: (l) => l.customerName ?? '' },
      { id: 'outcome', header: t.outcome, accessorFn: (l) => [t.outcomes[l.outcome], l.note].filter(Boolean).join(': ') },
    ],
    [date, money],
  );
  const counts: [string, string][] = [
    [t.lines, String(report.lines)],
    [t.matched, `${report.matched} (${money(report.matchedTotal)})`],
    [t.unmatched, `${report.unmatched} (${money(report.unmatchedTotal)})`],
    [t.duplicates, String(report.duplicates)],
    [t.skipped, String(report.skipped)],
    [t.total, money(report.total)],
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={report.fileName}>
        {counts.map(([label, value]) => (
          <Chip key={label} label={`${label}: ${value}`} variant="outlined" />
        ))}
      </Stack>
      {report.lines > report.preview.length ? <Typography variant="body2">{t.previewNote(report.preview.length, report.lines)}</Typography> : null}
      <DataTable<PaymentFileLine> columns={columns} {...table} getRowId={(l) => String(l.lineNumber)} emptyText={t.noLines} />
    </Stack>
  );
}
