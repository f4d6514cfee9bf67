import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CHART_PALETTE, dashboardEndpoints, type ChartData, type UserChart } from '@wattle/contract';
import { callEndpoint } from '../../../api/callEndpoint';
import { dashboardKeys } from '../dashboardApi';

/** The chart's points as stacked series: one per seriesName, its values in x order (0 where missing). */
export function stackedSeries(data: ChartData) {
  const xValues = [...new Set(data.chartData.map((p) => p.xValue))];
  const names = [...new Set(data.chartData.map((p) => p.seriesName))];
  const series = names.map((name, i) => ({
    label: name,
    stack: 'total',
    color: CHART_PALETTE[i % CHART_PALETTE.length],
    data: xValues.map((x) => data.chartData.find((p) => p.xValue === x && p.seriesName === name)?.yValue ?? 0),
  }));
  return { xValues, series };
}

/** Integers only on the y-axis (counts). */
const integerTick = (value: number) => (Number.isInteger(value) ? String(value) : '');

/** One chart process as stacked bars (spec 2 §2.1): the 9-colour palette per series, integer y-axis, title and subtitle. */
export function ProcessChart({ chart }: { chart: UserChart }) {
  const query = useQuery({
    queryKey: dashboardKeys.chart(chart.id),
    queryFn: ({ signal }) => callEndpoint(dashboardEndpoints.chartData, { params: { id: chart.id }, signal }),
    staleTime: 0,
  });
  const data = query.data;
  const stacked = useMemo(() => (data ? stackedSeries(data) : null), [data]);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={chart.name} data-testid={`chart-${chart.code}`}>
      <Typography variant="h6">{data?.chartTitle.title || chart.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {data?.chartTitle.subTitle}
      </Typography>
      {!stacked || !data ? (
        <Skeleton variant="rectangular" height={280} />
      ) : (
        <BarChart
          height={300}
          series={stacked.series}
          xAxis={[{ scaleType: 'band', data: stacked.xValues, label: data.axisTitles[0]?.title }]}
          yAxis={[{ label: data.axisTitles[1]?.title, tickMinStep: 1, valueFormatter: integerTick }]}
        />
      )}
    </Paper>
  );
}
