import { texts, type DailyUsageQuery, type UsageChart } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { businessDate } from '../../lib/business-date';
import { notFound } from '../../lib/errors';
import { chartAccount, dailyUsage, intervalUsage, type UsageRow } from './usage-chart.repository';

const t = texts.services;

async function accountOrNotFound(tx: Tx, siteAccountId: number) {
  const account = await chartAccount(tx, siteAccountId);
  if (!account) throw notFound(texts.server.notFound);
  return account;
}

/** Rows (ordered by series, then x) as the chart's series. */
function seriesOf(rows: readonly UsageRow[]): UsageChart['series'] {
  const bySeries = new Map<string, UsageChart['series'][number]>();
  for (const row of rows) {
    let series = bySeries.get(row.series);
    if (!series) bySeries.set(row.series, (series = { name: row.series, data: [] }));
    series.data.push({ xValue: row.x, yValue: Number(row.y), estimated: row.estimated });
  }
  return [...bySeries.values()];
}

/** GET /account/{accountId}/daily-usage-reads-chart/data: the site account's daily usage, stacked by register or price class. */
export async function dailyUsageChart(tx: Tx, siteAccountId: number, query: DailyUsageQuery): Promise<UsageChart> {
  const account = await accountOrNotFound(tx, siteAccountId);
  const end = query.endDate ?? (await businessDate(tx));
  const rows = await dailyUsage(tx, siteAccountId, query.startDate ?? null, end);
  return {
    title: t.dailyTitle,
    subTitle: t.chartSubTitle(account.siteIdentifier, account.location),
    xAxis: { title: t.dateAxis },
    yAxis: [{ title: t.usageAxis(account.unit) }],
    series: seriesOf(rows),
  };
}

/** GET /account/{accountId}/interval-usage-reads-chart/{date}/data: the day's intervals of the site account's registers. */
export async function intervalUsageChart(tx: Tx, siteAccountId: number, date: string): Promise<UsageChart> {
  const account = await accountOrNotFound(tx, siteAccountId);
  const rows = await intervalUsage(tx, siteAccountId, date);
  return {
    title: t.intervalTitle,
    subTitle: t.chartSubTitle(account.siteIdentifier, account.location),
    xAxis: { title: t.timeAxis },
    yAxis: [{ title: t.usageAxis(account.unit) }],
    series: seriesOf(rows),
  };
}
