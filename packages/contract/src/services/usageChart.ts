import { z } from 'zod';
import { textId } from '../ids';
import { isoDateSchema } from '../customers/statement';
import { services } from '../texts/services';

export const accountIdParams = z.object({ accountId: textId });

/** GET …/daily-usage-reads-chart/data: the days shown, both inclusive; without startDate from the first read, without endDate to today. */
export const dailyUsageQuerySchema = z
  .object({ startDate: isoDateSchema.optional(), endDate: isoDateSchema.optional() })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { message: services.endBeforeStart, path: ['endDate'] });
export type DailyUsageQuery = z.infer<typeof dailyUsageQuerySchema>;

export const intervalUsageParams = z.object({ accountId: textId, date: isoDateSchema });

/** One bar segment: xValue is the day (YYYY-MM-DD) or the interval's start (HH:mm); `estimated` when the read was not an actual one. */
export const usagePointSchema = z.object({ xValue: z.string(), yValue: z.number(), estimated: z.boolean() });
export type UsagePoint = z.infer<typeof usagePointSchema>;

/** Usage chart response (spec 3 §3): one series per register or price class. */
export const usageChartResponseSchema = z.object({
  title: z.string(),
  subTitle: z.string(),
  xAxis: z.object({ title: z.string() }),
  yAxis: z.array(z.object({ title: z.string() })),
  series: z.array(z.object({ name: z.string(), data: z.array(usagePointSchema) })),
});
export type UsageChart = z.infer<typeof usageChartResponseSchema>;
