import type { Database } from '../src/db/client';
import { reportFilters } from '../src/db/schema/index';

/**
 * Filters for two seeded reports: Payments Received with START_DATE / END_DATE and an optional
 * payment method, Customer List with an EXPORT_DATE, a checkbox and an optional text.
 */
export async function addReportFilters(database: Database, companyId: number, payments: number, customers: number) {
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
      filter(payments, 1, 'START_DATE', 'DATEPICKER'),
      filter(payments, 2, 'END_DATE', 'DATEPICKER'),
      filter(payments, 3, 'PAYMENT_METHOD', 'LOOKUP', { lookupCode: 'PAYMENT_METHOD', isRequired: false }),
      filter(customers, 1, 'EXPORT_DATE', 'DATEPICKER'),
      filter(customers, 2, 'ACTIVE_ONLY', 'CHECKBOX'),
      filter(customers, 3, 'NAME_CONTAINS', 'TEXT', { isRequired: false }),
    ])
    .onConflictDoNothing();
}
