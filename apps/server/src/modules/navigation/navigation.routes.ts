import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyTicketsPath,
  companyTicketsResponseSchema,
  envelopeSchema,
  helpTopicsPath,
  helpTopicsResponseSchema,
  maintenanceMenuPath,
  maintenanceMenuResponseSchema,
  navigationMenuPath,
  navigationMenuResponseSchema,
  reportListPath,
  reportListResponseSchema,
  supportTicketInfoPath,
  supportTicketInfoSchema,
  systemMenuPath,
  systemMenuQuerySchema,
  systemMenuResponseSchema,
} from '@wattle/contract';
import { businessClock } from '../../lib/business-date';
import { customerTypeOfSelection } from './navigation.repository';
import { helpTopicsFor, maintenanceMenuFor, navigationMenuFor, reportListFor, systemMenuFor } from './navigation.service';
import { companyTickets, supportTicketInfo } from './support-tickets.service';
import { ticketingProviderFromEnv } from './ticketing/ticketing.config';
import type { TicketingProvider } from './ticketing/ticketing.provider';

const failures = { 400: envelopeSchema, 401: envelopeSchema, 403: envelopeSchema, 502: envelopeSchema };
const tags = ['navigation'];

export interface NavigationRoutesOptions {
  /** The ticketing provider; by default chosen by TICKETING_PROVIDER (the local sandbox unless set). */
  ticketing?: TicketingProvider;
}

/** Menus, help topics, the report list and support tickets: per company, filtered by the user's roles. */
export async function navigationRoutes(fastify: FastifyInstance, opts: NavigationRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ticketing = opts.ticketing ?? ticketingProviderFromEnv();

  app.get(helpTopicsPath, { schema: { tags, response: { 200: helpTopicsResponseSchema, ...failures } } }, (request) =>
    request.scoped((tx) => helpTopicsFor(tx)),
  );

  app.get(navigationMenuPath, { schema: { tags, response: { 200: navigationMenuResponseSchema, ...failures } } }, (request) =>
    request.scoped((tx) => navigationMenuFor(tx, request.user().roles)),
  );

  app.get(maintenanceMenuPath, { schema: { tags, response: { 200: maintenanceMenuResponseSchema, ...failures } } }, (request) =>
    request.scoped((tx) => maintenanceMenuFor(tx, request.user().roles)),
  );

  app.get(reportListPath, { schema: { tags: ['reports'], response: { 200: reportListResponseSchema, ...failures } } }, (request) =>
    request.scoped((tx) => reportListFor(tx, request.user().roles)),
  );

  app.get(
    systemMenuPath,
    { schema: { tags, querystring: systemMenuQuerySchema, response: { 200: systemMenuResponseSchema, ...failures } } },
    (request) =>
      request.scoped(async (tx) => systemMenuFor(tx, request.user().roles, await customerTypeOfSelection(tx, request.query))),
  );

  app.get(supportTicketInfoPath, { schema: { tags, response: { 200: supportTicketInfoSchema, ...failures } } }, (request) =>
    request.scoped((tx) => supportTicketInfo(tx, ticketing, request.user().companyId, businessClock.now())),
  );

  app.get(companyTicketsPath, { schema: { tags, response: { 200: companyTicketsResponseSchema, ...failures } } }, (request) =>
    request.scoped((tx) => companyTickets(tx, ticketing, request.user().companyId, businessClock.now())),
  );
}
