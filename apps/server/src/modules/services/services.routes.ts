import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { servicesEndpoints } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { accountServices } from './account-services.service';
import { meterPage } from './meters.service';
import { dailyUsageChart, intervalUsageChart } from './usage-chart.service';

/** Spec 3 §7 Customer: the Services page's account, site and meter tree and the usage charts. */
export async function servicesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, servicesEndpoints.accountServices, (request) => request.scoped((tx) => accountServices(tx, request.params.customerId)));

  registerEndpoint(app, servicesEndpoints.dailyUsage, (request) => request.scoped((tx) => dailyUsageChart(tx, request.params.accountId, request.query)));

  registerEndpoint(app, servicesEndpoints.intervalUsage, (request) =>
    request.scoped((tx) => intervalUsageChart(tx, request.params.accountId, request.params.date)),
  );

  registerEndpoint(app, servicesEndpoints.meters, (request) => request.scoped((tx) => meterPage(tx, request.query)));
}
