import { z } from 'zod';
import type { SupportTicket } from '@wattle/contract';

/** A customer-service ticketing provider reached with one company's access token (spec 1 §3: Customer Service). */
export interface HelpdeskProvider {
  /** Tickets created in [from, to), newest first. */
  ticketsCreated(window: { from: Date; to: Date }): Promise<SupportTicket[]>;
  /** Raises a ticket; answers its id. */
  raiseTicket(ticket: { subject: string; description: string; requester: { name: string; email: string } }): Promise<number>;
}

/** The provider's OAuth2 authorisation code grant for one account (subdomain). */
export interface HelpdeskAuthorisation {
  authorizeUrl(args: { subdomain: string; state: string; redirectUri: string }): string;
  /** Trades the code for an access token; throws HelpdeskError when refused. */
  exchangeCode(args: { subdomain: string; code: string; redirectUri: string }): Promise<string>;
}

/** The provider refused (401/403: wrong credentials) or failed (anything else, or no answer). */
export class HelpdeskError extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super(message);
  }
}

export interface ZendeskSettings {
  /** The account's base address, `{subdomain}` replaced: `https://{subdomain}.zendesk.com`, or the sandbox's. */
  urlTemplate: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  /** Search pages to follow at most (100 tickets each). */
  maxPages?: number;
}

const ticketSchema = z.object({
  id: z.number(),
  subject: z.string().nullable().optional(),
  priority: z.string().nullable().optional(),
  type: z.string().nullable().optional(),
  created_at: z.string(),
});
const searchPageSchema = z.object({ results: z.array(ticketSchema), next_page: z.string().nullable().optional() });
const createdSchema = z.object({ ticket: z.object({ id: z.number() }) });
const tokenSchema = z.object({ access_token: z.string().min(1), token_type: z.string() });

/** An instant as the Search API takes it (ISO 8601, whole seconds). */
const instant = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
const SCOPE = 'read write';

/** Calls the provider; errors name the HTTP status, never its body. */
async function call(url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (cause) {
    throw new HelpdeskError(`The help desk did not answer (${(cause as Error).name})`, false);
  }
  if (response.status === 401 || response.status === 403 || response.status === 400)
    throw new HelpdeskError(`The help desk refused the request (${response.status})`, true);
  if (!response.ok) throw new HelpdeskError(`The help desk answered ${response.status}`, false);
  return response.json();
}

/** Zendesk Support over its public REST API (developer.zendesk.com/api-reference/ticketing). */
export function zendeskHelpdesk(settings: ZendeskSettings) {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const base = (subdomain: string) => settings.urlTemplate.replace('{subdomain}', subdomain);

  const authorisation: HelpdeskAuthorisation = {
    authorizeUrl({ subdomain, state, redirectUri }) {
      const params = new URLSearchParams({ response_type: 'code', client_id: settings.clientId, redirect_uri: redirectUri, scope: SCOPE, state });
      return `${base(subdomain)}/oauth/authorizations/new?${params}`;
    },
    async exchangeCode({ subdomain, code, redirectUri }) {
      const body = await call(
        `${base(subdomain)}/oauth/tokens`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            grant_type: 'authorization_code',
            code,
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
            redirect_uri: redirectUri,
            scope: SCOPE,
          }),
        },
        timeoutMs,
      );
      return tokenSchema.parse(body).access_token;
    },
  };

  const provider = ({ subdomain, accessToken }: { subdomain: string; accessToken: string }): HelpdeskProvider => {
    const headers = { authorization: `Bearer ${accessToken}`, accept: 'application/json' };
    return {
      async ticketsCreated({ from, to }) {
        const query = `type:ticket created>=${instant(from)} created<${instant(to)}`;
        let url: string | null = `${base(subdomain)}/api/v2/search.json?${new URLSearchParams({ query, sort_by: 'created_at', sort_order: 'desc' })}`;
        const tickets: SupportTicket[] = [];
        for (let page = 0; url && page < (settings.maxPages ?? 10); page++) {
          const body = searchPageSchema.parse(await call(url, { headers }, timeoutMs));
          for (const t of body.results) {
            tickets.push({
              id: t.id,
              subject: t.subject ?? '',
              priority: t.priority ?? '',
              type: t.type ?? '',
              createdAt: new Date(t.created_at).toISOString(),
            });
          }
          url = body.next_page ?? null;
        }
        return tickets;
      },
      async raiseTicket({ subject, description, requester }) {
        const body = await call(
          `${base(subdomain)}/api/v2/tickets.json`,
          {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ ticket: { subject, comment: { body: description }, requester } }),
          },
          timeoutMs,
        );
        return createdSchema.parse(body).ticket.id;
      },
    };
  };
  return { authorisation, provider };
}

export type Helpdesk = ReturnType<typeof zendeskHelpdesk>;
