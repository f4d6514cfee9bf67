import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { envelopeSchema } from '../envelope';

/** POST /users/support-tickets: raise a ticket with the company's help desk (the Help menu's dialog). */
export const raiseTicketSchema = z.object({
  subject: z.string().trim().min(1).max(150),
  description: z.string().trim().min(1).max(5000),
});
export type RaiseTicket = z.infer<typeof raiseTicketSchema>;
export const raiseTicketPath = '/users/support-tickets';

/**
 * POST /users/support-tickets: the Help menu's 'Raise a support ticket'. Apart from
 * navigationEndpoints so the first screen, which prefetches the menus, does not load the envelope.
 */
export const supportTicketEndpoints = {
  raiseTicket: defineEndpoint({
    method: 'POST',
    path: raiseTicketPath,
    body: raiseTicketSchema,
    response: envelopeSchema,
    errors: [400, 401, 403, 409, 502],
    tags: ['navigation'],
  }),
};
