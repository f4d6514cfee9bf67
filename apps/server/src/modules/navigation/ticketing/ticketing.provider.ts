import type { SupportTicket } from '@wattle/contract';
import type { Tx } from '../../../db/client';

/** Which tickets to list: one company's, created in [from, to). */
export interface TicketQuery {
  /** The request's scoped transaction (the sandbox reads its tickets through it). */
  tx: Tx;
  companyCode: string;
  from: Date;
  to: Date;
}

/** A customer-service ticketing provider (spec 1 §3 Integrations catalogue: Customer Service). */
export interface TicketingProvider {
  readonly name: string;
  /** Tickets created in the window, newest first. */
  ticketsCreated(query: TicketQuery): Promise<SupportTicket[]>;
}
