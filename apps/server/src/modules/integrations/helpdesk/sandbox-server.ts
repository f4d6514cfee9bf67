import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bodyOf, sandboxAuthorisation } from '../sandbox-authorisation';

/**
 * A local stand-in for Zendesk Support, over HTTP on loopback: each subdomain is an account under
 * `/{subdomain}` (Zendesk: `https://{subdomain}.zendesk.com`). It speaks the parts of Zendesk's
 * public API Wattle uses: the OAuth authorisation code grant (`/oauth/authorizations/new`,
 * `POST /oauth/tokens`), `GET /api/v2/search.json` (type:ticket, created>= / created<),
 * `GET /api/v2/tickets.json` and `POST /api/v2/tickets.json`, with Zendesk's shapes and errors.
 */
export interface HelpdeskSandboxTicket {
  id: number;
  subject: string;
  description: string;
  priority: string | null;
  type: string | null;
  status: string;
  requester: { name: string; email: string } | null;
  created_at: string;
}

export interface HelpdeskSandboxOptions {
  clientId: string;
  clientSecret: string;
  /** The accounts (subdomains) it knows, each with the tickets it starts with. */
  accounts: Record<string, Omit<HelpdeskSandboxTicket, 'id'>[]>;
  /** The client's registered redirect addresses; an authorisation naming another is refused. Unset: any. */
  redirectUris?: readonly string[];
}

export interface HelpdeskSandbox {
  /** The base address template: `{subdomain}` stands for the account. */
  urlTemplate: string;
  url: string;
  tickets(subdomain: string): readonly HelpdeskSandboxTicket[];
  /** Answer the next `count` API requests with `status` (an outage). */
  failNext(count: number, status: number): void;
  /** Forget every access token (as when the admin revokes the OAuth client). */
  revokeTokens(): void;
  close(): Promise<void>;
}

/** The development sandbox: one account, `wattle`, with a few tickets of this month. */
export const SANDBOX_HELPDESK_SUBDOMAIN = 'wattle';

const PAGE_SIZE = 100;

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

/** Zendesk's search: `type:ticket` and `created>=` / `created<` / `created>` / `created<=` with ISO instants. */
function matches(ticket: HelpdeskSandboxTicket, query: string): boolean {
  const created = Date.parse(ticket.created_at);
  for (const term of query.split(/\s+/).filter(Boolean)) {
    const m = /^created(>=|<=|>|<|:)(.+)$/.exec(term);
    if (!m) continue;
    const at = Date.parse(m[2]!);
    if (Number.isNaN(at)) return false;
    const ok = { '>=': created >= at, '<=': created <= at, '>': created > at, '<': created < at, ':': created === at }[m[1] as '>='];
    if (!ok) return false;
  }
  return true;
}

export async function startHelpdeskSandbox(options: HelpdeskSandboxOptions): Promise<HelpdeskSandbox> {
  let nextId = 1;
  const accounts = new Map<string, HelpdeskSandboxTicket[]>(
    Object.entries(options.accounts).map(([subdomain, tickets]) => [subdomain, tickets.map((t) => ({ ...t, id: nextId++ }))]),
  );
  const authorisation = sandboxAuthorisation(options);
  const tokens = new Map<string, string>(); // access token → subdomain
  let failing = { count: 0, status: 503 };

  const server = http.createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) json(res, 500, { error: 'InternalError' });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const [, subdomain = '', ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const tickets = accounts.get(subdomain);
    if (!tickets) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Oops! This help center no longer exists</h1>');
      return;
    }

    if (path === '/oauth/authorizations/new' && req.method === 'GET') {
      authorisation.page(res, url.searchParams, {
        title: 'Help desk sandbox',
        question: `Allow Wattle to access ${subdomain}?`,
        asks: 'Wattle asks to read and write your tickets',
        action: `/${subdomain}/oauth/authorizations/new`,
      });
      return;
    }
    if (path === '/oauth/authorizations/new' && req.method === 'POST') {
      await authorisation.decide(req, res, subdomain);
      return;
    }
    if (path === '/oauth/tokens' && req.method === 'POST') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse((await bodyOf(req)).toString('utf8')) as Record<string, unknown>;
      } catch {
        json(res, 400, { error: 'invalid_request', error_description: 'The request body is not JSON.' });
        return;
      }
      if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret) {
        json(res, 401, {
          error: 'invalid_client',
          error_description: 'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
        });
        return;
      }
      if (body.grant_type !== 'authorization_code' || !authorisation.redeem(body.code, subdomain, body.redirect_uri)) {
        json(res, 400, {
          error: 'invalid_grant',
          error_description:
            'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
        });
        return;
      }
      const accessToken = crypto.randomBytes(24).toString('hex');
      tokens.set(accessToken, subdomain);
      json(res, 200, { access_token: accessToken, token_type: 'bearer', scope: typeof body.scope === 'string' ? body.scope : 'read write' });
      return;
    }

    if (!path.startsWith('/api/v2/')) {
      json(res, 404, { error: 'InvalidEndpoint', description: 'Not found' });
      return;
    }
    if (failing.count > 0) {
      failing = { ...failing, count: failing.count - 1 };
      json(res, failing.status, { error: 'ServiceUnavailable' });
      return;
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || tokens.get(token) !== subdomain) {
      json(res, 401, { error: "Couldn't authenticate you" });
      return;
    }
    const base = `http://${req.headers.host ?? 'sandbox'}/${subdomain}`;
    const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
    const perPage = Math.min(PAGE_SIZE, Math.max(1, Number(url.searchParams.get('per_page') ?? PAGE_SIZE) || PAGE_SIZE));
    const pageOf = (list: HelpdeskSandboxTicket[]) => {
      const slice = list.slice((page - 1) * perPage, page * perPage);
      const more = page * perPage < list.length;
      const next = new URL(`${base}${path}`);
      for (const [k, v] of url.searchParams) next.searchParams.set(k, v);
      next.searchParams.set('page', String(page + 1));
      return { slice, next_page: more ? next.toString() : null, previous_page: null, count: list.length };
    };
    const newestFirst = (list: HelpdeskSandboxTicket[]) => [...list].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
    const shape = (t: HelpdeskSandboxTicket) => ({
      id: t.id,
      url: `${base}/api/v2/tickets/${t.id}.json`,
      subject: t.subject,
      description: t.description,
      priority: t.priority,
      type: t.type,
      status: t.status,
      created_at: t.created_at,
      updated_at: t.created_at,
    });

    if (path === '/api/v2/search.json' && req.method === 'GET') {
      const query = url.searchParams.get('query') ?? '';
      const found = /(^|\s)type:ticket(\s|$)/.test(query) ? newestFirst(tickets.filter((t) => matches(t, query))) : [];
      const { slice, ...paging } = pageOf(found);
      json(res, 200, { results: slice.map((t) => ({ ...shape(t), result_type: 'ticket' })), facets: null, ...paging });
      return;
    }
    if (path === '/api/v2/tickets.json' && req.method === 'GET') {
      const { slice, ...paging } = pageOf(tickets);
      json(res, 200, { tickets: slice.map(shape), ...paging });
      return;
    }
    if (path === '/api/v2/tickets.json' && req.method === 'POST') {
      let body: {
        ticket?: { subject?: unknown; comment?: { body?: unknown }; requester?: { name?: unknown; email?: unknown }; priority?: unknown; type?: unknown };
      };
      try {
        body = JSON.parse((await bodyOf(req)).toString('utf8')) as typeof body;
      } catch {
        json(res, 400, { error: 'Unprocessable JSON' });
        return;
      }
      const t = body.ticket;
      const description = typeof t?.comment?.body === 'string' ? t.comment.body.trim() : '';
      if (!t || !description) {
        json(res, 422, {
          error: 'RecordInvalid',
          description: 'Record validation errors',
          details: { base: [{ description: 'Description: cannot be blank', error: 'BlankValue' }] },
        });
        return;
      }
      const ticket: HelpdeskSandboxTicket = {
        id: nextId++,
        subject: typeof t.subject === 'string' ? t.subject : description.slice(0, 50),
        description,
        priority: typeof t.priority === 'string' ? t.priority : null,
        type: typeof t.type === 'string' ? t.type : null,
        status: 'new',
        requester:
          typeof t.requester?.email === 'string' ? { name: typeof t.requester.name === 'string' ? t.requester.name : '', email: t.requester.email } : null,
        created_at: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      };
      tickets.push(ticket);
      json(res, 201, { ticket: shape(ticket), audit: { ticket_id: ticket.id } });
      return;
    }
    json(res, 404, { error: 'InvalidEndpoint', description: 'Not found' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    urlTemplate: `${url}/{subdomain}`,
    tickets: (subdomain) => accounts.get(subdomain) ?? [],
    failNext(count, status) {
      failing = { count, status };
    },
    revokeTokens: () => tokens.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The development account's tickets: a few of this month, so the user menu has a count. */
export function developmentHelpdeskTickets(now = new Date()): Omit<HelpdeskSandboxTicket, 'id'>[] {
  const day = (d: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), d, 1, 0, 0)).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const ticket = (subject: string, priority: string | null, type: string | null, d: number) => ({
    subject,
    description: subject,
    priority,
    type,
    status: 'open',
    requester: null,
    created_at: day(Math.min(d, now.getUTCDate())),
  });
  return [ticket('Bill run stopped at the rating step', 'high', 'incident', 1), ticket('How do I add a price plan?', 'normal', 'question', 2)];
}
