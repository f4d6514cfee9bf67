import { z } from 'zod';
import { sandboxTicketingProvider } from './sandbox.provider';
import type { TicketingProvider } from './ticketing.provider';
import { zendeskTicketingProvider } from './zendesk.provider';

const envSchema = z.discriminatedUnion('TICKETING_PROVIDER', [
  z.object({ TICKETING_PROVIDER: z.literal('sandbox') }),
  z.object({
    TICKETING_PROVIDER: z.literal('zendesk'),
    ZENDESK_SUBDOMAIN: z.string().min(1),
    ZENDESK_EMAIL: z.string().min(1),
    ZENDESK_API_TOKEN: z.string().min(1),
    ZENDESK_BASE_URL: z.url().optional(),
  }),
]);

/** TICKETING_PROVIDER=sandbox (default) or zendesk with ZENDESK_SUBDOMAIN, ZENDESK_EMAIL, ZENDESK_API_TOKEN. */
export function ticketingProviderFromEnv(env: NodeJS.ProcessEnv = process.env): TicketingProvider {
  const e = envSchema.parse({ ...env, TICKETING_PROVIDER: env.TICKETING_PROVIDER ?? 'sandbox' });
  if (e.TICKETING_PROVIDER === 'sandbox') return sandboxTicketingProvider;
  return zendeskTicketingProvider({ subdomain: e.ZENDESK_SUBDOMAIN, email: e.ZENDESK_EMAIL, apiToken: e.ZENDESK_API_TOKEN, baseUrl: e.ZENDESK_BASE_URL });
}
