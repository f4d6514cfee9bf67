import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { navigationEndpoints } from '@wattle/contract';
import { businessClock } from '../../lib/business-date';
import { registerEndpoint } from '../../lib/register-endpoint';
import { customerTypeOfSelection } from './navigation.repository';
import { helpTopicsFor, maintenanceMenuFor, navigationMenuFor, reportListFor, systemMenuFor } from './navigation.service';
import { companyTickets, supportTicketInfo } from './support-tickets.service';
import { ticketingProviderFromEnv } from './ticketing/ticketing.config';

/** Menus, help topics, the report list and support tickets: per company, filtered by the user's roles. */
export async function navigationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Chosen by TICKETING_PROVIDER (the local sandbox unless set).
  const ticketing = ticketingProviderFromEnv();

  registerEndpoint(app, navigationEndpoints.helpTopics, (request) => request.scoped((tx) => helpTopicsFor(tx)));

  registerEndpoint(app, navigationEndpoints.navigationMenu, (request) => request.scoped((tx) => navigationMenuFor(tx, request.user().roles)));

  registerEndpoint(app, navigationEndpoints.maintenanceMenu, (request) => request.scoped((tx) => maintenanceMenuFor(tx, request.user().roles)));

  registerEndpoint(app, navigationEndpoints.reportList, (request) => request.scoped((tx) => reportListFor(tx, request.user().roles)));

  registerEndpoint(app, navigationEndpoints.systemMenu, (request) =>
    request.scoped(async (tx) => systemMenuFor(tx, request.user().roles, await customerTypeOfSelection(tx, request.query))),
  );

  // No transaction around these: the provider may be a remote service (support-tickets.service.ts).
  registerEndpoint(app, navigationEndpoints.supportTicketInfo, (request) =>
    supportTicketInfo((work) => request.scoped(work), ticketing, request.user().companyId, businessClock.now()),
  );

  registerEndpoint(app, navigationEndpoints.companyTickets, (request) =>
    companyTickets((work) => request.scoped(work), ticketing, request.user().companyId, businessClock.now()),
  );
}
