import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { codeWords, texts, type Invoice, type InvoiceLine } from '@wattle/contract';
import { errorMessageOf } from '../../api/ApiError';
import { PageLoading } from '../../components/PageLoading';
import { ResponsiveDialog } from '../../components/ResponsiveDialog';
import { showErrorOf } from '../../components/notices/noticeStore';
import { useFormatters } from '../../hooks/useFormatters';
import { usePermissions } from '../../stores/usePermissions';
import { InvoiceCorrectionDialog, type InvoiceCorrection } from './InvoiceCorrectionDialog';
import { downloadInvoicePdf, useInvoice } from './invoiceApi';
import { LineReads } from './LineReads';

const t = texts.invoiceView;
/** An issued invoice not yet voided can be credited or cancelled and rebilled (the server refuses one already credited in part). */
const CORRECTABLE = new Set(['ISSUED', 'PART_PAID', 'PAID', 'OVERDUE']);
const COLUMNS = Object.values(t.lineColumns);

/** A usage line names its account, period and meters: the reads behind it can be shown. */
const readsOf = (line: InvoiceLine) =>
  line.kind === 'USAGE' && line.utilityAccountId !== null && line.periodFrom && line.periodTo && line.derivation?.meters.length
    ? { ...line, utilityAccountId: line.utilityAccountId, periodFrom: line.periodFrom, periodTo: line.periodTo }
    : null;

function Explanation({ line }: { line: InvoiceLine }) {
  const [open, setOpen] = useState(false);
  const usage = readsOf(line);
  const readCount = line.derivation?.meters.reduce((n, m) => n + m.reads + m.estimatedReads, 0) ?? 0;
  return (
    <TableRow>
      <TableCell colSpan={COLUMNS.length} sx={{ pt: 0, pl: 4 }}>
        <Typography variant="body2" color="text.secondary">
          {line.derivation?.text ?? t.noDerivation}
        </Typography>
        {usage ? (
          <>
            <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
              {open ? t.hideReads : t.showReads(readCount)}
            </Button>
            {open ? <LineReads line={usage} /> : null}
          </>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

function InvoiceBody({ invoice }: { invoice: Invoice }) {
  const { date, money } = useFormatters();
  const period = (from: string | null, to: string | null) => (from && to ? `${date(from)} – ${date(to)}` : '');
  const header: [string, string][] = [
    [t.invoiceDate, date(invoice.invoiceDate)],
    [t.dueDate, date(invoice.dueDate)],
    [t.period, period(invoice.periodFrom, invoice.periodTo)],
    [t.status, codeWords(invoice.status)],
    [t.subtotal, money(invoice.amountExGst)],
    [t.gst, money(invoice.gst)],
    [t.total, money(invoice.total)],
    [t.previousBalance, money(invoice.account.previousBalance)],
    [t.paymentsReceived, money(invoice.account.paymentsReceived)],
    [t.otherChargesAndCredits, money(invoice.account.otherChargesAndCredits)],
    [t.totalNowDue, money(invoice.account.totalNowDue)],
    [t.paymentReference, invoice.account.paymentReference ?? ''],
    [t.paymentMethod, texts.payments.methods[invoice.account.paymentMethod]],
  ];
  return (
    <>
      <Grid container spacing={1} sx={{ mb: 2 }}>
        {header.map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, sm: 3 }}>
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography>{value}</Typography>
          </Grid>
        ))}
      </Grid>
      <Table size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c, i) => (
              <TableCell key={c} align={i >= 2 ? 'right' : 'left'}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.lines.map((line) => (
            <Fragment key={line.lineNumber}>
              <TableRow sx={{ '& td': { borderBottom: 'none' } }}>
                <TableCell>
                  {line.description}
                  {line.estimated ? <Chip size="small" variant="outlined" color="warning" label={texts.common.estimated} sx={{ ml: 1 }} /> : null}
                </TableCell>
                <TableCell>{period(line.periodFrom, line.periodTo)}</TableCell>
                <TableCell align="right">{`${line.quantity} ${line.unitOfMeasure ?? ''}`.trim()}</TableCell>
                <TableCell align="right">{line.unitRate}</TableCell>
                <TableCell align="right">{money(line.amount)}</TableCell>
                <TableCell align="right">{money(line.gst)}</TableCell>
              </TableRow>
              <Explanation line={line} />
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

export interface InvoiceDialogProps {
  invoiceId: number;
  onClose: () => void;
}

/** An invoice with every line explained in words and, for a usage line, the reads behind it; Download PDF saves it as the customer gets it. */
export function InvoiceDialog({ invoiceId, onClose }: InvoiceDialogProps) {
  const invoice = useInvoice(invoiceId);
  const [correction, setCorrection] = useState<InvoiceCorrection | null>(null);
  const { mayIssueBills } = usePermissions();
  const correctable = invoice.data?.kind === 'INVOICE' && CORRECTABLE.has(invoice.data.status);
  const download = useMutation({ mutationFn: downloadInvoicePdf, onError: showErrorOf });
  return (
    <ResponsiveDialog open onClose={onClose} title={invoice.data ? t.title(invoice.data.invoiceNumber) : ''} aria-labelledby="invoice-dialog-title">
      <DialogContent>
        {invoice.isPending ? (
          <PageLoading />
        ) : invoice.isError ? (
          <Alert severity="error">{errorMessageOf(invoice.error)}</Alert>
        ) : (
          <InvoiceBody invoice={invoice.data} />
        )}
      </DialogContent>
      <DialogActions>
        {correctable && mayIssueBills ? <Button onClick={() => setCorrection('creditNote')}>{t.creditNote}</Button> : null}
        {correctable && mayIssueBills ? <Button onClick={() => setCorrection('rebill')}>{t.rebill}</Button> : null}
        <Button startIcon={<FileDownloadIcon />} disabled={!invoice.data || download.isPending} onClick={() => invoice.data && download.mutate(invoice.data)}>
          {t.downloadPdf}
        </Button>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
      {correction && invoice.data ? <InvoiceCorrectionDialog invoice={invoice.data} correction={correction} onClose={() => setCorrection(null)} /> : null}
    </ResponsiveDialog>
  );
}
