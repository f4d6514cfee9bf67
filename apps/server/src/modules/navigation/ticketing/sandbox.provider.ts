import { and, desc, gte, lt } from 'drizzle-orm';
import { supportTickets } from '../../../db/schema/index';
import type { TicketingProvider } from './ticketing.provider';

/** The local stand-in for a ticketing provider: the company's tickets are rows of its own support_tickets table. */
export const sandboxTicketingProvider: TicketingProvider = {
  name: 'sandbox',
  async ticketsCreated({ scoped, from, to }) {
    const rows = await scoped((tx) =>
      tx
        .select({
          id: supportTickets.id,
          subject: supportTickets.subject,
          priority: supportTickets.priority,
          type: supportTickets.type,
          createdAt: supportTickets.ticketCreatedAt,
        })
        .from(supportTickets)
        .where(and(gte(supportTickets.ticketCreatedAt, from.toISOString()), lt(supportTickets.ticketCreatedAt, to.toISOString())))
        .orderBy(desc(supportTickets.ticketCreatedAt), desc(supportTickets.id)),
    );
    return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
  },
};
