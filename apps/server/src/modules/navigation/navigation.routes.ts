import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { navigationEndpoints, successEnvelope, supportTicketEndpoints, texts } from '@wattle/contract';
import { businessClock } from '../../lib/business-date';
import { registerEndpoint } from '../../lib/register-endpoint';
import { secretBox } from '../../lib/secrets';
import { helpdeskProvider } from '../integrations/helpdesk/helpdesk-access';
import { customerTypeOfSelection } from './navigation.repository';
import { helpTopicsFor, maintenanceMenuFor, navigationMenuFor, reportListFor, systemMenuFor } from './navigation.service';
import { companyTickets, raiseTicket, supportTicketInfo, type TicketingContext } from './support-tickets.service';

/** Menus, help topics, the report list and support tickets: per company, filtered by the user's roles. */
export async function navigationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The help desk is the company's Help Desk card (docs/integrations.md), at the configured provider.
  const helpdesk = helpdeskProvider(app);
  const box = secretBox(app.config.secretsKey);
  const ticketing = (request: { scoped: TicketingContext['scoped'] }): TicketingContext => ({ scoped: (work) => request.scoped(work), helpdesk, box });

  registerEndpoint(app, navigationEndpoints.helpTopics, (request) => request.scoped((tx) => helpTopicsFor(tx)));

  registerEndpoint(app, navigationEndpoints.navigationMenu, (request) => request.scoped((tx) => navigationMenuFor(tx, request.user().roles)));

  registerEndpoint(app, navigationEndpoints.maintenanceMenu, (request) => request.scoped((tx) => maintenanceMenuFor(tx, request.user().roles)));

  registerEndpoint(app, navigationEndpoints.reportList, (request) => request.scoped((tx) => reportListFor(tx, request.user().roles)));

  registerEndpoint(app, navigationEndpoints.systemMenu, (request) =>
    request.scoped(async (tx) => systemMenuFor(tx, request.user().roles, await customerTypeOfSelection(tx, request.query))),
  );

  // No transaction around these: the provider may be a remote service (support-tickets.service.ts).
  registerEndpoint(app, navigationEndpoints.supportTicketInfo, (request) =>
    supportTicketInfo(ticketing(request), request.user().companyId, businessClock.now()),
  );

  registerEndpoint(app, navigationEndpoints.companyTickets, (request) => companyTickets(ticketing(request), request.user().companyId, businessClock.now()));

  registerEndpoint(app, supportTicketEndpoints.raiseTicket, async (request) => {
    const user = request.user();
    const id = await raiseTicket(ticketing(request), { name: user.displayName, email: user.emailAddress }, request.body);
    return successEnvelope(texts.server.ticketRaised(id));
  });
}
