import { z } from 'zod';

/**
 * GET /users/support-ticket-info (spec 1 §3 Support ticket info): whether the company may raise
 * support tickets, how many it created in `month` (YYYY-MM, the current month) and its monthly maximum.
 */
export const supportTicketInfoSchema = z.object({
  ticketsAllowed: z.boolean(),
  ticketsCreated: z.number().int(),
  ticketsMax: z.number().int(),
  month: z.string().regex(/^\d{4}-\d{2}$/),
});
export type SupportTicketInfo = z.infer<typeof supportTicketInfoSchema>;
export const supportTicketInfoPath = '/users/support-ticket-info';

/** A ticket of the company's ticketing provider (spec 1 §3 Ticket); createdAt is ISO 8601. */
export const supportTicketSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  priority: z.string(),
  type: z.string(),
  createdAt: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

/** GET /users/company-zendesk-tickets: the tickets created in the current month, newest first. */
export const companyTicketsResponseSchema = z.array(supportTicketSchema);
export type CompanyTicketsResponse = z.infer<typeof companyTicketsResponseSchema>;
export const companyTicketsPath = '/users/company-zendesk-tickets';
