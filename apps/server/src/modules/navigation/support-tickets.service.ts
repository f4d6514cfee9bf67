import { addIsoDays, businessDateIn, texts, zonedInstant, type SupportTicket, type SupportTicketInfo } from '@wattle/contract';
import type { Scoped } from '../../lib/batches';
import { companyTimeZone } from '../../lib/business-date';
import { AppError, forbidden } from '../../lib/errors';
import { findTicketAllowance } from './navigation.repository';
import type { TicketingProvider } from './ticketing/ticketing.provider';

/** The company's calendar month that support-ticket usage counts: [from, to) and its YYYY-MM label. */
function monthWindow(now: Date, timeZone: string) {
  const month = businessDateIn(timeZone, now).slice(0, 7);
  const nextMonth = addIsoDays(`${month}-28`, 4).slice(0, 7);
  return { from: zonedInstant(`${month}-01`, 0, 0, timeZone), to: zonedInstant(`${nextMonth}-01`, 0, 0, timeZone), month };
}

/** The company's ticket allowance and this month's window, read in one short transaction. */
function ticketMonth(scoped: Scoped, companyId: number, now: Date) {
  return scoped(async (tx) => ({ company: await findTicketAllowance(tx, companyId), ...monthWindow(now, await companyTimeZone(tx)) }));
}

/** Asks the provider outside any transaction (a remote provider may take its time); its failure is a 502. */
async function ticketsOfMonth(scoped: Scoped, provider: TicketingProvider, companyCode: string, { from, to }: { from: Date; to: Date }) {
  try {
    return await provider.ticketsCreated({ scoped, companyCode, from, to });
  } catch (cause) {
    const error = new AppError(502, texts.server.ticketingUnavailable);
    error.cause = cause;
    throw error;
  }
}

/** Usage line of the user menu; the provider is asked only when the company may raise tickets. */
export async function supportTicketInfo(scoped: Scoped, provider: TicketingProvider, companyId: number, now: Date): Promise<SupportTicketInfo> {
  const { company, ...window } = await ticketMonth(scoped, companyId, now);
  if (!company?.ticketsAllowed) return { ticketsAllowed: false, ticketsCreated: 0, ticketsMax: company?.ticketsMax ?? 0, month: window.month };
  const tickets = await ticketsOfMonth(scoped, provider, company.code, window);
  return { ticketsAllowed: true, ticketsCreated: tickets.length, ticketsMax: company.ticketsMax, month: window.month };
}

/** The dialog's table: this month's tickets; refused when the company may not raise tickets. */
export async function companyTickets(scoped: Scoped, provider: TicketingProvider, companyId: number, now: Date): Promise<SupportTicket[]> {
  const { company, ...window } = await ticketMonth(scoped, companyId, now);
  if (!company?.ticketsAllowed) throw forbidden(texts.server.ticketsNotAllowed);
  return ticketsOfMonth(scoped, provider, company.code, window);
}
