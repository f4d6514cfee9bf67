import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { reportFilters, reports } from '../../db/schema/index';
import type { SeedScope } from '../../db/seed/reference';

/**
 * Stand-in until the reports module (which writes every report's filters from its queries) is
 * merged: Payments Received gets the filters that module gives it (START_DATE, END_DATE and an
 * optional PAYMENT_METHOD), so that a schedule with a time period can be made. Writes nothing
 * when the report has filters already. To be removed at that merge.
 */
export async function seedPaymentFiltersStandIn(tx: Tx | Db, { companyId }: SeedScope) {
  const [report] = await tx
    .select({ id: reports.id, filter: reportFilters.id })
    .from(reports)
    .leftJoin(reportFilters, eq(reportFilters.reportId, reports.id))
    .where(and(eq(reports.companyId, companyId), eq(reports.code, 'PAYMENTS')))
    .limit(1);
  if (!report || report.filter !== null) return;
  const filter = (sortOrder: number, parameterCode: string, parameterDescription: string, filterType: 'DATEPICKER' | 'LOOKUP', more = {}) => ({
    companyId,
    reportId: report.id,
    sortOrder,
    parameterCode,
    parameterDescription,
    filterType,
    ...more,
  });
  await tx
    .insert(reportFilters)
    .values([
      filter(10, 'START_DATE', 'Start Date', 'DATEPICKER'),
      filter(20, 'END_DATE', 'End Date', 'DATEPICKER'),
      filter(30, 'PAYMENT_METHOD', 'Payment Method', 'LOOKUP', { lookupCode: 'PAYMENT_METHOD', isRequired: false }),
    ]);
}
