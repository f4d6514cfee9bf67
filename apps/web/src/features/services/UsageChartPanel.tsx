import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useMemo, useState } from 'react';
import { DEFAULT_USAGE_RANGE, isIsoDate, texts, USAGE_RANGES, usageRangeDates, type UsageRange } from '@wattle/contract';
import { useBusinessDate } from '../../hooks/useBusinessDate';
import { useDateFormat } from '../../hooks/useDateFormat';
import { formatDate } from '../../lib/format';
import { DatePickerField } from '../../components/fields/DatePickerField';
import { EstimatedMarks } from './EstimatedMarks';
import { IntervalUsageDialog } from './IntervalUsageDialog';
import { useDailyUsage } from './servicesApi';
import { chartDays, usageBars } from './usageBars';

const t = texts.services;

interface Period {
  startDate: string | null;
  endDate: string;
}

/**
 * The usage chart (spec 3 §2.13) of a site account: stacked daily bars per register or price
 * class, range buttons (default 3 months, dates from the company's today), From and To pickers (a
 * To before From changes nothing), estimated days marked, a bar opens its day's interval chart.
 */
export function UsageChartPanel({ accountId }: { accountId: number }) {
  const today = useBusinessDate();
  const dateFormat = useDateFormat();
  const [range, setRange] = useState<UsageRange | null>(DEFAULT_USAGE_RANGE);
  const [period, setPeriod] = useState<Period>(() => usageRangeDates(DEFAULT_USAGE_RANGE, today));
  const [draft, setDraft] = useState({ from: period.startDate ?? '', to: period.endDate });
  const [day, setDay] = useState<string | null>(null);
  const query = useDailyUsage(accountId, period.startDate, period.endDate);
  const chart = query.data;
  const bars = useMemo(() => (chart ? usageBars(chart, chartDays(chart, period.startDate, period.endDate)) : null), [chart, period]);

  const chooseRange = (chosen: UsageRange | null) => {
    if (!chosen) return;
    const next = usageRangeDates(chosen, today);
    setRange(chosen);
    setPeriod(next);
    setDraft({ from: next.startDate ?? '', to: next.endDate });
  };
  const changeDates = (from: string, to: string) => {
    setDraft({ from, to });
    if (!isIsoDate(from) || !isIsoDate(to) || to < from) return;
    setRange(null);
    setPeriod({ startDate: from, endDate: to });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="usage-chart">
      <Typography variant="h6" component="h2">
        {chart?.title ?? t.dailyTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {chart?.subTitle}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ my: 2, alignItems: { md: 'center' } }}>
        <ToggleButtonGroup size="small" exclusive value={range} onChange={(_e, value: UsageRange | null) => chooseRange(value)} aria-label="Range">
          {USAGE_RANGES.map((r) => (
            <ToggleButton key={r} value={r}>
              {r}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DatePickerField label={t.from} value={draft.from} error={null} onChange={(from) => changeDates(from, draft.to)} />
        <DatePickerField label={t.to} value={draft.to} error={null} onChange={(to) => changeDates(draft.from, to)} />
      </Stack>
      <Typography variant="caption" color="text.secondary" data-testid="usage-period">
        {`${formatDate(bars?.xValues[0] ?? period.startDate, dateFormat)} – ${formatDate(period.endDate, dateFormat)}`}
      </Typography>
      {query.isFetching ? <LinearProgress /> : null}
      {query.error ? <Alert severity="error">{texts.sections.loadError}</Alert> : null}
      {bars && chart && bars.series.length === 0 ? <Alert severity="info">{t.noUsage}</Alert> : null}
      {bars && chart && bars.series.length > 0 ? (
        <>
          <BarChart
            height={360}
            series={bars.series}
            xAxis={[{ scaleType: 'band', data: bars.xValues, label: chart.xAxis.title, valueFormatter: (d: string) => formatDate(d, dateFormat) }]}
            yAxis={[{ label: chart.yAxis[0]?.title }]}
            onItemClick={(_event, item) => setDay(bars.xValues[item.dataIndex] ?? null)}
          >
            <EstimatedMarks days={bars.estimated} />
          </BarChart>
          {bars.estimated.size > 0 ? (
            <Typography variant="caption" color="text.secondary">
              {t.estimatedDays}
            </Typography>
          ) : null}
        </>
      ) : null}
      <IntervalUsageDialog key={day} accountId={accountId} date={day} onClose={() => setDay(null)} />
    </Paper>
  );
}
