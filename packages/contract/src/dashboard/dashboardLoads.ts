import { z } from 'zod';
import { dashboardItemSchema } from './processConfig';

/** GET /dashboard/notifications: the cards' counts (value as text, default '0'). */
export const notificationSchema = z.object({ code: z.string(), value: z.string() });
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsResponseSchema = z.array(notificationSchema);

/** GET /dashboard/user-items: the cards and the scheduled-tasks panel the user may see (hidden ones flagged). */
export const userItemsResponseSchema = z.array(dashboardItemSchema);

/** GET /dashboard/user-charts: the chart processes, one bar chart each. */
export const userChartSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type UserChart = z.infer<typeof userChartSchema>;
export const userChartsResponseSchema = z.array(userChartSchema);

/** GET /dashboard/activities: the user's open activities (columns Ref No., Category, Type, Account No., Account Name, Due Date). */
export const dashboardActivitySchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  accountNumber: z.string().nullable(),
  accountName: z.string(),
  category: z.string().nullable(),
  typeName: z.string().nullable(),
  requiredDate: z.string().nullable(),
  isOverdue: z.boolean(),
});
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;
export const dashboardActivitiesResponseSchema = z.array(dashboardActivitySchema);

/** GET /dashboard/processes/{id}/chart-data (spec 2 §3 Chart data). */
export const chartDataResponseSchema = z.object({
  chartTitle: z.object({ title: z.string(), subTitle: z.string() }),
  axisTitles: z.array(z.object({ title: z.string() })),
  chartData: z.array(z.object({ xValue: z.string(), seriesName: z.string(), yValue: z.number() })),
});
export type ChartData = z.infer<typeof chartDataResponseSchema>;
