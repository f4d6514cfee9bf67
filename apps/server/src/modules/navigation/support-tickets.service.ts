import { addIsoDays, businessDateIn, texts, zonedInstant, type RaiseTicket, type SupportTicket, type SupportTicketInfo } from '@wattle/contract';
import type { Scoped } from '../../lib/batches';
import { companyTimeZone } from '../../lib/business-date';
import { AppError, conflict, forbidden } from '../../lib/errors';
import type { SecretBox } from '../../lib/secrets';
import { companyHelpdeskConnection, type HelpdeskConnection, type HelpdeskFor } from '../integrations/helpdesk/helpdesk-access';
import { HelpdeskError, type HelpdeskProvider } from '../integrations/helpdesk/helpdesk-provider';
import { findTicketAllowance } from './navigation.repository';

/** The configured help desk and the key that opens the company's Help Desk card. */
export interface TicketingContext {
  scoped: Scoped;
  helpdesk: HelpdeskFor;
  box: SecretBox;
}

/** The company's calendar month that support-ticket usage counts: [from, to) and its YYYY-MM label. */
function monthWindow(now: Date, timeZone: string) {
  const month = businessDateIn(timeZone, now).slice(0, 7);
  const nextMonth = addIsoDays(`${month}-28`, 4).slice(0, 7);
  return { from: zonedInstant(`${month}-01`, 0, 0, timeZone), to: zonedInstant(`${nextMonth}-01`, 0, 0, timeZone), month };
}

/** The allowance, the Help Desk connection and this month's window, read in one short transaction. */
function ticketMonth(ctx: TicketingContext, companyId: number, now: Date) {
  return ctx.scoped(async (tx) => ({
    company: await findTicketAllowance(tx, companyId),
    connection: await companyHelpdeskConnection(tx, ctx.box),
    ...monthWindow(now, await companyTimeZone(tx)),
  }));
}

/** Asks the provider outside any transaction (a remote provider may take its time); its failure is a 502, a refused token a 409. */
async function askProvider<T>(ctx: TicketingContext, connection: HelpdeskConnection, work: (provider: HelpdeskProvider) => Promise<T>): Promise<T> {
  try {
    if (!ctx.helpdesk) throw new HelpdeskError('no help desk configured', false);
    const { provider } = await ctx.helpdesk();
    return await work(provider(connection));
  } catch (cause) {
    const error =
      cause instanceof HelpdeskError && cause.refused ? conflict(texts.server.helpdeskRefused) : new AppError(502, texts.server.ticketingUnavailable);
    error.cause = cause;
    throw error;
  }
}

/** Usage line of the user menu: allowed while the Help Desk card is connected; the provider is asked only then. */
export async function supportTicketInfo(ctx: TicketingContext, companyId: number, now: Date): Promise<SupportTicketInfo> {
  const { company, connection, ...window } = await ticketMonth(ctx, companyId, now);
  const ticketsMax = company?.ticketsMax ?? 0;
  if (!connection) return { ticketsAllowed: false, ticketsCreated: 0, ticketsMax, month: window.month };
  const tickets = await askProvider(ctx, connection, (provider) => provider.ticketsCreated(window));
  return { ticketsAllowed: true, ticketsCreated: tickets.length, ticketsMax, month: window.month };
}

/** The dialog's table: this month's tickets at the help desk; refused while the card is not connected. */
export async function companyTickets(ctx: TicketingContext, companyId: number, now: Date): Promise<SupportTicket[]> {
  const { connection, ...window } = await ticketMonth(ctx, companyId, now);
  if (!connection) throw forbidden(texts.server.ticketsNotAllowed);
  return askProvider(ctx, connection, (provider) => provider.ticketsCreated(window));
}

/** Raises a ticket at the company's help desk for the user (its requester); refused (409) while the card is not connected. */
export async function raiseTicket(ctx: TicketingContext, requester: { name: string; email: string }, ticket: RaiseTicket): Promise<number> {
  const connection = await ctx.scoped((tx) => companyHelpdeskConnection(tx, ctx.box));
  if (!connection) throw conflict(texts.server.helpdeskNotConnected);
  return askProvider(ctx, connection, (provider) => provider.raiseTicket({ ...ticket, requester }));
}
