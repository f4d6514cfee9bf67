import { z } from 'zod';
import type { SupportTicket } from '@wattle/contract';
import type { TicketingProvider } from './ticketing.provider';

export interface ZendeskSettings {
  /** https://{subdomain}.zendesk.com unless a base URL is given (a proxy, or a local stand-in in tests). */
  subdomain: string;
  baseUrl?: string;
  email: string;
  apiToken: string;
  /** Search pages to follow at most (100 tickets each). */
  maxPages?: number;
  timeoutMs?: number;
}

const searchPageSchema = z.object({
  results: z.array(
    z.object({
      id: z.number(),
      subject: z.string().nullable().optional(),
      priority: z.string().nullable().optional(),
      type: z.string().nullable().optional(),
      created_at: z.string(),
    }),
  ),
  next_page: z.string().nullable().optional(),
});

/** An instant as the Search API takes it (ISO 8601, whole seconds), so the window is the company's month wherever Zendesk's account clock is. */
const instant = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Zendesk through its Search API: the tickets of the organisation named by the company code,
 * created in the window. Authenticates with an API token (email/token:key).
 */
export function zendeskTicketingProvider(settings: ZendeskSettings): TicketingProvider {
  const base = settings.baseUrl ?? `https://${settings.subdomain}.zendesk.com`;
  const authorization = `Basic ${Buffer.from(`${settings.email}/token:${settings.apiToken}`).toString('base64')}`;
  return {
    name: 'zendesk',
    async ticketsCreated({ companyCode, from, to }) {
      const query = `type:ticket organization:"${companyCode.replaceAll('"', '')}" created>=${instant(from)} created<${instant(to)}`;
      let url: string | null = `${base}/api/v2/search.json?${new URLSearchParams({ query, sort_by: 'created_at', sort_order: 'desc' })}`;
      const tickets: SupportTicket[] = [];
      for (let page = 0; url && page < (settings.maxPages ?? 10); page++) {
        const response = await fetch(url, {
          headers: { authorization, accept: 'application/json' },
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        });
        if (!response.ok) throw new Error(`Zendesk search answered ${response.status}`);
        const body = searchPageSchema.parse(await response.json());
        for (const t of body.results) {
          tickets.push({ id: t.id, subject: t.subject ?? '', priority: t.priority ?? '', type: t.type ?? '', createdAt: new Date(t.created_at).toISOString() });
        }
        url = body.next_page ?? null;
      }
      return tickets;
    },
  };
}
