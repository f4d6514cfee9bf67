import { addIsoDays, businessDateIn, texts, zonedInstant, type SupportTicket, type SupportTicketInfo } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { companyTimeZone } from '../../lib/business-date';
import { AppError, forbidden } from '../../lib/errors';
import { findTicketAllowance } from './navigation.repository';
import type { TicketingProvider } from './ticketing/ticketing.provider';

/** The company's calendar month that support-ticket usage counts: [from, to) and its YYYY-MM label. */
export function monthWindow(now: Date, timeZone: string) {
  const month = businessDateIn(timeZone, now).slice(0, 7);
  const nextMonth = addIsoDays(`${month}-28`, 4).slice(0, 7);
  return { from: zonedInstant(`${month}-01`, 0, 0, timeZone), to: zonedInstant(`${nextMonth}-01`, 0, 0, timeZone), month };
}

async function ticketsOfMonth(tx: Tx, provider: TicketingProvider, companyCode: string, now: Date) {
  const { from, to } = monthWindow(now, await companyTimeZone(tx));
  try {
    return await provider.ticketsCreated({ tx, companyCode, from, to });
  } catch (cause) {
    const error = new AppError(502, texts.server.ticketingUnavailable);
    error.cause = cause;
    throw error;
  }
}

/** Usage line of the user menu; the provider is asked only when the company may raise tickets. */
export async function supportTicketInfo(tx: Tx, provider: TicketingProvider, companyId: number, now: Date): Promise<SupportTicketInfo> {
  const company = await findTicketAllowance(tx, companyId);
  const { month } = monthWindow(now, await companyTimeZone(tx));
  if (!company?.ticketsAllowed) return { ticketsAllowed: false, ticketsCreated: 0, ticketsMax: company?.ticketsMax ?? 0, month };
  const tickets = await ticketsOfMonth(tx, provider, company.code, now);
  return { ticketsAllowed: true, ticketsCreated: tickets.length, ticketsMax: company.ticketsMax, month };
}

/** The dialog's table: this month's tickets; refused when the company may not raise tickets. */
export async function companyTickets(tx: Tx, provider: TicketingProvider, companyId: number, now: Date): Promise<SupportTicket[]> {
  const company = await findTicketAllowance(tx, companyId);
  if (!company?.ticketsAllowed) throw forbidden(texts.server.ticketsNotAllowed);
  return ticketsOfMonth(tx, provider, company.code, now);
}
