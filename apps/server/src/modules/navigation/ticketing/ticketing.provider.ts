import type { SupportTicket } from '@wattle/contract';
import type { Scoped } from '../../../lib/batches';

/** Which tickets to list: one company's, created in [from, to). */
interface TicketQuery {
  /**
   * Opens a short transaction in the request's scope (the sandbox reads its tickets through one).
   * The provider is asked outside any transaction: a remote one must not hold a pool connection.
   */
  scoped: Scoped;
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
