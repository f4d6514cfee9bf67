import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PAYMENT_FILE_FORMATS, texts, type PaymentFileFormat, type PaymentFileReport } from '@wattle/contract';
import { PageTitle } from '../../components/PageTitle';
import { showErrorOf, showSnackbar } from '../../components/notices/noticeStore';
import { usePermissions } from '../../stores/usePermissions';
import { sendPaymentFile } from './paymentImportApi';
import { PaymentFileReportView } from './PaymentFileReportView';
import { PaymentImportProgress } from './PaymentImportProgress';

const t = texts.paymentFiles;

interface Checked {
  report: PaymentFileReport;
  applied: boolean;
}

/**
 * Payment Import (Maintenance, docs/payments.md): a bank's payment file is checked first (the dry
 * run's report: what matches which account, what waits as unallocated, what was received before),
 * then applied; the import's progress follows until its job has paid in every line.
 */
export function PaymentImportPage() {
  const { mayChangeData } = usePermissions();
  const [format, setFormat] = useState<PaymentFileFormat>('BANK_CSV');
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (next: File | null, nextFormat = format) => {
    setFile(next);
    setFormat(nextFormat);
    setChecked(null);
  };
  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    try {
      const report = await sendPaymentFile(file, format, dryRun);
      setChecked({ report, applied: !dryRun });
      if (!dryRun) showSnackbar(report.importId === null ? t.nothingNew : t.applied(report.matched + report.unmatched));
    } catch (error) {
      showErrorOf(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageTitle />
      <Stack spacing={2} sx={{ maxWidth: 1100 }}>
        <Typography>{t.intro}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            label={t.format}
            value={format}
            onChange={(e) => choose(file, e.target.value as PaymentFileFormat)}
            sx={{ minWidth: 320 }}
            size="small"
          >
            {PAYMENT_FILE_FORMATS.map((f) => (
              <MenuItem key={f} value={f}>
                {t.formats[f]}
              </MenuItem>
            ))}
          </TextField>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {t.chooseFile}
            <input hidden type="file" aria-label={t.file} onChange={(e) => choose(e.target.files?.[0] ?? null)} />
          </Button>
          <Typography>{file?.name ?? ''}</Typography>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={!file || busy} onClick={() => void send(true)}>
            {t.check}
          </Button>
          {mayChangeData ? (
            <Button variant="contained" color="success" disabled={!checked || checked.applied || busy} onClick={() => void send(false)}>
              {t.apply}
            </Button>
          ) : null}
        </Stack>
        {busy ? <Typography role="status">{t.checking}</Typography> : null}
        {checked?.applied && checked.report.importId !== null ? <PaymentImportProgress importId={checked.report.importId} /> : null}
        {checked ? <PaymentFileReportView report={checked.report} /> : null}
      </Stack>
    </>
  );
}
