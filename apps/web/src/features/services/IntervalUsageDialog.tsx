import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import Stack from '@mui/material/Stack';
import Decimal from 'decimal.js';
import { useMemo, useState } from 'react';
import { addIsoDays, texts, type UsageChart } from '@wattle/contract';
import { useDateFormat } from '../../hooks/useDateFormat';
import { formatDate } from '../../lib/format';
import { EstimatedMarks } from './EstimatedMarks';
import { useIntervalUsage } from './servicesApi';
import { usageBars } from './usageBars';

const t = texts.services;

/** Σ of every interval of every series, exactly (each value as the API wrote it). */
const dayTotal = (chart: UsageChart): string =>
  chart.series
    .flatMap((s) => s.data)
    .reduce((sum, p) => sum.plus(String(p.yValue)), new Decimal(0))
    .toString();

/**
 * The interval chart of one day (spec 3 §2.13), opened by clicking the day's bar: full screen with
 * the day's total and the previous and next day, an estimated or substituted interval marked "E" as
 * the daily chart marks its days; a day without interval reads says so in a small dialog.
 */
export function IntervalUsageDialog({ accountId, date, onClose }: { accountId: number; date: string | null; onClose: () => void }) {
  const dateFormat = useDateFormat();
  // The day shown starts at the clicked one; the parent keys the dialog by it, so a new click starts afresh.
  const [day, setDay] = useState(date);
  const query = useIntervalUsage(accountId, day);
  const chart = query.data;
  const bars = useMemo(() => (chart ? usageBars(chart, [...new Set(chart.series.flatMap((s) => s.data.map((p) => p.xValue)))].sort()) : null), [chart]);
  const empty = bars !== null && bars.series.length === 0;
  const title = `${chart?.title ?? t.intervalTitle} · ${formatDate(day, dateFormat)}`;
  return (
    <Dialog fullScreen={!empty} fullWidth maxWidth="sm" open={date !== null} onClose={onClose} aria-labelledby="interval-usage-title">
      <DialogTitle id="interval-usage-title">{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {chart?.subTitle}
        </Typography>
        {query.isFetching ? <LinearProgress /> : null}
        {query.error ? <Alert severity="error">{texts.sections.loadError}</Alert> : null}
        {empty ? <Alert severity="info">{t.noIntervals}</Alert> : null}
        {bars && chart && !empty ? (
          <>
            <Typography variant="subtitle1" data-testid="interval-day-total">
              {t.dayTotal(chart.yAxis[0]?.title ?? '', dayTotal(chart))}
            </Typography>
            <BarChart
              height={480}
              series={bars.series}
              xAxis={[{ scaleType: 'band', data: bars.xValues, label: chart.xAxis.title }]}
              yAxis={[{ label: chart.yAxis[0]?.title }]}
            >
              <EstimatedMarks days={bars.estimated} />
            </BarChart>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Stack direction="row" spacing={1} sx={{ flexGrow: 1 }}>
          <Button disabled={day === null} onClick={() => setDay((d) => (d ? addIsoDays(d, -1) : d))}>
            {t.previousDay}
          </Button>
          <Button disabled={day === null} onClick={() => setDay((d) => (d ? addIsoDays(d, 1) : d))}>
            {t.nextDay}
          </Button>
        </Stack>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
