import type { Database } from '../src/db/client';
import { reportFilters, reports } from '../src/db/schema/index';

/**
 * Two reports added by hand, with the filters the schedule rules are about: 'Scheduled Payments'
 * with START_DATE / END_DATE and an optional payment method, 'Scheduled Customers' with an
 * EXPORT_DATE, a checkbox and an optional text. Answers their ids.
 */
export async function addScheduledReports(database: Database, companyId: number): Promise<{ dated: number; undated: number }> {
  const add = async (name: string) => (await database.db.insert(reports).values({ companyId, name, category: 'Tests' }).returning({ id: reports.id }))[0]!.id;
  const dated = await add('Scheduled Payments');
  const undated = await add('Scheduled Customers');
  const filter = (reportId: number, sortOrder: number, parameterCode: string, filterType: 'DATEPICKER' | 'LOOKUP' | 'CHECKBOX' | 'TEXT', extra = {}) => ({
    companyId,
    reportId,
    sortOrder,
    parameterCode,
    parameterDescription: parameterCode,
    filterType,
    ...extra,
  });
  await database.db
    .insert(reportFilters)
    .values([
      filter(dated, 1, 'START_DATE', 'DATEPICKER'),
      filter(dated, 2, 'END_DATE', 'DATEPICKER'),
      filter(dated, 3, 'PAYMENT_METHOD', 'LOOKUP', { lookupCode: 'PAYMENT_METHOD', isRequired: false }),
      filter(undated, 1, 'EXPORT_DATE', 'DATEPICKER'),
      filter(undated, 2, 'ACTIVE_ONLY', 'CHECKBOX'),
      filter(undated, 3, 'NAME_CONTAINS', 'TEXT', { isRequired: false }),
    ]);
  return { dated, undated };
}
