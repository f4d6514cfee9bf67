import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { REPORT_MAX_RANGE_DAYS, texts, type ReportDefinition, type ReportParameters } from '@wattle/contract';
import { showError, showErrorOf, showOutcome } from '../../components/notices/noticeStore';
import { downloadBlob } from '../../lib/download';
import { ColumnSettingsDialog } from './ColumnSettingsDialog';
import { ReportFilterField } from './ReportFilterField';
import { ReportResults } from './ReportResults';
import { formState, initialValues } from './reportForm';
import { exportReport, fetchReport, queueReport, reportKeys } from './reportsApi';

const t = texts.reports;

/** The report's form, its buttons and the rows of the last Run. */
function ReportBody({ report, sectionId }: { report: ReportDefinition; sectionId: string | undefined }) {
  const client = useQueryClient();
  const [values, setValues] = useState<ReportParameters>(() => initialValues(report));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [ran, setRan] = useState<ReportParameters | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const form = formState(report, values);
  const change = (code: string, value: string) => {
    setValues((v) => ({ ...v, [code]: value }));
    setTouched((s) => new Set(s).add(code));
  };
  const save = useMutation({
    mutationFn: () => queueReport(report.id, sectionId, values),
    onSuccess: showOutcome,
    onError: () => showError(t.queueFailed),
  });
  const exportExcel = useMutation({
    mutationFn: () => exportReport(report.id, sectionId, values),
    onSuccess: (workbook) => downloadBlob(workbook, `${report.name}.xlsx`),
    onError: showErrorOf,
  });
  const busy = save.isPending || exportExcel.isPending;

  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }} component="form" aria-label={report.name}>
        {report.filters.map((filter) => (
          <ReportFilterField
            key={filter.parameterCode}
            filter={filter}
            value={values[filter.parameterCode] ?? ''}
            error={touched.has(filter.parameterCode) ? (form.errors[filter.parameterCode] ?? null) : null}
            onChange={(value) => change(filter.parameterCode, value)}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button variant="contained" disabled={!form.canRun || busy} onClick={() => setRan({ ...values })}>
          {t.run}
        </Button>
        <Button variant="outlined" disabled={!form.canSave || busy} onClick={() => save.mutate()}>
          {t.saveToMyReports}
        </Button>
        <Button onClick={() => setSettingsOpen(true)}>{t.columnSettings}</Button>
        <Button sx={{ display: { xs: 'none', md: 'inline-flex' } }} disabled={!form.canRun || busy} onClick={() => exportExcel.mutate()}>
          {t.exportExcel}
        </Button>
      </Stack>
      {report.runNowAllowed === 'N' ? <Alert severity="info">{t.runNotAllowed}</Alert> : null}
      {form.canSave && form.tooLong ? <Alert severity="warning">{t.rangeTooLong(REPORT_MAX_RANGE_DAYS)}</Alert> : null}
      {busy ? <LinearProgress /> : null}
      {ran ? <ReportResults reportId={report.id} sectionId={sectionId} parameters={ran} config={report.config} /> : null}
      {settingsOpen ? (
        <ColumnSettingsDialog
          reportId={report.id}
          columns={report.config.columns}
          onSaved={() => client.invalidateQueries({ queryKey: reportKeys.report(report.id) })}
          onClose={() => setSettingsOpen(false)}
        />
      ) : null}
    </>
  );
}

/** Reports (spec 2 §2.8): the report as a full-screen dialog at /reports/{reportId} (query sectionId). */
export function ReportPage() {
  const navigate = useNavigate();
  const reportId = Number(useParams().reportId);
  const sectionId = useSearchParams()[0].get('sectionId') ?? undefined;
  const query = useQuery({
    queryKey: [...reportKeys.report(reportId), 'definition'],
    queryFn: ({ signal }) => fetchReport(reportId, signal),
    enabled: Number.isSafeInteger(reportId) && reportId > 0,
  });
  const report = query.data;
  const close = () => void navigate(-1);
  return (
    <Dialog fullScreen open onClose={close} aria-labelledby="report-title">
      <DialogTitle id="report-title">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <span>{report?.name ?? texts.pages.report}</span>
          <Button onClick={close}>{texts.common.close}</Button>
        </Stack>
        {report?.description ? (
          <Typography variant="body2" color="text.secondary">
            {report.description}
          </Typography>
        ) : null}
      </DialogTitle>
      <DialogContent>
        {query.isLoading ? <LinearProgress /> : null}
        {query.error ? <Alert severity="error">{query.error.message}</Alert> : null}
        {report ? <ReportBody key={report.id} report={report} sectionId={sectionId} /> : null}
      </DialogContent>
    </Dialog>
  );
}
