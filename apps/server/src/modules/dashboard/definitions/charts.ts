import dayjs from 'dayjs';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ChartData } from '@wattle/contract';
import type { Tx } from '../../../db/client';
import { billingExceptions, emailRequests, postedMailItems, smsRequests } from '../../../db/schema/index';
import { billingExceptionText } from '../../lookups/lookup-text';
import { defineProcess } from '../process-spec';
import { sqlRows } from '../../../db/sql-rows';

const MONTHS = 6;

/** The last MONTHS months, oldest first, as YYYY-MM keys and 'Mon YYYY' labels. */
function lastMonths() {
  const start = dayjs()
    .startOf('month')
    .subtract(MONTHS - 1, 'month');
  return Array.from({ length: MONTHS }, (_, i) => start.add(i, 'month')).map((m) => ({ key: m.format('YYYY-MM'), label: m.format('MMM YYYY') }));
}

const since = sql`date_trunc('month', now()) - make_interval(months => ${MONTHS - 1})`;

/** Counts per month and series from a query answering (month 'YYYY-MM', series, n); months without rows count 0. */
async function monthlySeries(tx: Tx, query: SQL, series: readonly string[]): Promise<ChartData['chartData']> {
  const rows = await sqlRows<{ month: string; series: string; n: number }>(tx, query);
  const months = lastMonths();
  const names = [...new Set([...series, ...rows.map((r) => r.series)])];
  return names.flatMap((seriesName) =>
    months.map((m) => ({ xValue: m.label, seriesName, yValue: Number(rows.find((r) => r.month === m.key && r.series === seriesName)?.n ?? 0) })),
  );
}

/** Billing exceptions raised per month, stacked by exception code. */
export const exceptionsChartProcess = defineProcess({
  code: 'CHART_EXCEPTIONS',
  name: 'Billing Exceptions by Month',
  kind: 'CHART',
  sortOrder: 300,
  async chart(tx) {
    const chartData = await monthlySeries(
      tx,
      sql`select to_char(${billingExceptions.raisedAt}, 'YYYY-MM') as month, ${billingExceptionText(billingExceptions.exceptionCode)} as series, count(*)::int as n
        from ${billingExceptions} where ${billingExceptions.raisedAt} >= ${since} group by 1, ${billingExceptions.exceptionCode}`,
      [],
    );
    return {
      chartTitle: { title: 'Billing Exceptions by Month', subTitle: `Raised in the last ${MONTHS} months, by exception` },
      axisTitles: [{ title: 'Month' }, { title: 'Exceptions' }],
      chartData,
    };
  },
});

/** Correspondence created per month, stacked by channel. */
export const correspondenceChartProcess = defineProcess({
  code: 'CHART_CORRESPONDENCE',
  name: 'Correspondence by Month',
  kind: 'CHART',
  sortOrder: 310,
  async chart(tx) {
    const month = (column: AnyPgColumn) => sql`to_char(${column}, 'YYYY-MM')`;
    const chartData = await monthlySeries(
      tx,
      sql`select ${month(emailRequests.createdAt)} as month, 'Email' as series, count(*)::int as n from ${emailRequests} where ${emailRequests.createdAt} >= ${since} group by 1
        union all select ${month(smsRequests.createdAt)}, 'SMS', count(*)::int from ${smsRequests} where ${smsRequests.createdAt} >= ${since} group by 1
        union all select ${month(postedMailItems.createdAt)}, 'Posted mail', count(*)::int from ${postedMailItems} where ${postedMailItems.createdAt} >= ${since} group by 1`,
      ['Email', 'SMS', 'Posted mail'],
    );
    return {
      chartTitle: { title: 'Correspondence by Month', subTitle: `Emails, SMS and letters of the last ${MONTHS} months` },
      axisTitles: [{ title: 'Month' }, { title: 'Items' }],
      chartData,
    };
  },
});
