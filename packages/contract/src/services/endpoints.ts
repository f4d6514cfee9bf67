import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customerAccount';
import { accountServicesResponseSchema } from './accountServices';
import { meterListQuerySchema, meterPageSchema } from './meters';
import { accountIdParams, dailyUsageQuerySchema, intervalUsageParams, usageChartResponseSchema } from './usageChart';

const tags = ['services'];
const errors = [400, 404];

/** Spec 3 §7 Customer: the Services page's account, site and meter tree and the usage charts. */
export const servicesEndpoints = {
  accountServices: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/account-services',
    params: customerIdParams,
    response: accountServicesResponseSchema,
    errors,
    tags,
  }),
  /** Daily usage of a site account's registers (stacked bars), from startDate to endDate. */
  dailyUsage: defineEndpoint({
    method: 'GET',
    path: '/account/:accountId/daily-usage-reads-chart/data',
    params: accountIdParams,
    query: dailyUsageQuerySchema,
    response: usageChartResponseSchema,
    errors,
    tags,
  }),
  /** The intervals of one day of a site account's registers. */
  intervalUsage: defineEndpoint({
    method: 'GET',
    path: '/account/:accountId/interval-usage-reads-chart/:date/data',
    params: intervalUsageParams,
    response: usageChartResponseSchema,
    errors,
    tags,
  }),
  /** Maintenance › Meter Reads' picker: meters found by serial number, NMI or customer, a page at a time. */
  meters: defineEndpoint({ method: 'GET', path: '/meters', query: meterListQuerySchema, response: meterPageSchema, errors: [400], tags }),
};
