import { addIsoDays, CHART_PALETTE, type UsageChart } from '@wattle/contract';

export interface UsageBars {
  /** Every x value shown, in order (each day of the range, or the day's intervals). */
  xValues: string[];
  series: { id: string; label: string; stack: 'usage'; color: string; data: (number | null)[] }[];
  /** x values whose usage is not all actual reads. */
  estimated: Set<string>;
}

/** Every day from `start` to `end`, both included. */
function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addIsoDays(day, 1)) days.push(day);
  return days;
}

/**
 * A usage chart answer as stacked bars over `xValues` (null where a series has no value: a missing
 * read shows as a gap, not as zero), with the x values an estimate went into.
 */
export function usageBars(chart: UsageChart, xValues: readonly string[]): UsageBars {
  const estimated = new Set<string>();
  const series = chart.series.map((s, i) => {
    const byX = new Map(s.data.map((p) => [p.xValue, p]));
    for (const p of s.data) if (p.estimated) estimated.add(p.xValue);
    return {
      id: s.name,
      label: s.name,
      stack: 'usage' as const,
      color: CHART_PALETTE[i % CHART_PALETTE.length]!,
      data: xValues.map((x) => byX.get(x)?.yValue ?? null),
    };
  });
  return { xValues: [...xValues], series, estimated };
}

/** The days a daily chart shows: the range asked for, from the first read when it has no start. */
export function chartDays(chart: UsageChart, startDate: string | null, endDate: string): string[] {
  const first = chart.series.flatMap((s) => s.data.map((p) => p.xValue)).sort()[0];
  const start = startDate ?? first;
  return start ? daysBetween(start, endDate) : [];
}
