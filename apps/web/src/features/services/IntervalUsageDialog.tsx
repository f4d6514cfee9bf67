import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useMemo } from 'react';
import { texts } from '@wattle/contract';
import { useDateFormat } from '../../hooks/useDateFormat';
import { formatDate } from '../../lib/format';
import { useIntervalUsage } from './servicesApi';
import { usageBars } from './usageBars';

const t = texts.services;

/** The full-screen interval chart of one day (spec 3 §2.13), opened by clicking the day's bar. */
export function IntervalUsageDialog({ accountId, date, onClose }: { accountId: number; date: string | null; onClose: () => void }) {
  const dateFormat = useDateFormat();
  const query = useIntervalUsage(accountId, date);
  const chart = query.data;
  const bars = useMemo(() => (chart ? usageBars(chart, [...new Set(chart.series.flatMap((s) => s.data.map((p) => p.xValue)))].sort()) : null), [chart]);
  const title = `${chart?.title ?? t.intervalTitle} · ${formatDate(date, dateFormat)}`;
  return (
    <Dialog fullScreen open={date !== null} onClose={onClose} aria-labelledby="interval-usage-title">
      <DialogTitle id="interval-usage-title">{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {chart?.subTitle}
        </Typography>
        {query.isLoading ? <LinearProgress /> : null}
        {query.error ? <Alert severity="error">{texts.sections.loadError}</Alert> : null}
        {bars && chart && bars.series.length === 0 ? <Alert severity="info">{t.noIntervals}</Alert> : null}
        {bars && chart && bars.series.length > 0 ? (
          <BarChart
            height={480}
            series={bars.series}
            xAxis={[{ scaleType: 'band', data: bars.xValues, label: chart.xAxis.title }]}
            yAxis={[{ label: chart.yAxis[0]?.title }]}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
