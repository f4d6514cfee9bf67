import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ExternalAccount } from '@wattle/contract';

export interface SandboxTenant {
  tenantId: string;
  tenantName: string;
}

export interface AccountingSandboxOptions {
  clientId: string;
  clientSecret: string;
  tenants?: SandboxTenant[];
  accounts?: ExternalAccount[];
  /** Seconds an access token lives (0: expired at once, so the next call refreshes it). */
  tokenLifetimeSeconds?: number;
}

export interface AccountingSandbox {
  url: string;
  /** Organisations still connected (a removed one is gone). */
  readonly tenants: readonly SandboxTenant[];
  /** Answer the next `count` API requests with `status` (an outage). */
  failNext(count: number, status: number): void;
  close(): Promise<void>;
}

export const sandboxPaths = { authorize: '/oauth/authorize', token: '/oauth/token', connections: '/api/connections', accounts: '/api/accounts' } as const;

export const defaultSandboxTenants = (): SandboxTenant[] => [
  { tenantId: 'org-harbour', tenantName: 'Harbour Energy Pty Ltd' },
  { tenantId: 'org-ridge', tenantName: 'Ridge Water Co' },
];

export const defaultSandboxAccounts = (): ExternalAccount[] => [
  { code: '090', name: 'Business Cheque Account', type: 'BANK' },
  { code: '091', name: 'Receipts Clearing Account', type: 'BANK' },
  { code: '200', name: 'Sales - Energy', type: 'REVENUE' },
  { code: '210', name: 'Sales - Water', type: 'REVENUE' },
  { code: '260', name: 'Other Revenue', type: 'REVENUE' },
  { code: '610', name: 'Accounts Receivable', type: 'CURRENT' },
  { code: '820', name: 'GST', type: 'LIABILITY' },
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('base64url');
const token = () => crypto.randomBytes(24).toString('base64url');

interface Grant {
  redirectUri: string;
  challenge: string;
  expiresAt: number;
}

function authorizePage(fields: Record<string, string>) {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ledger Link sandbox</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:4rem auto">
<h1>Ledger Link sandbox</h1><p>Wattle asks to read your organisations and chart of accounts.</p>
<form method="post" action="${sandboxPaths.authorize}">${hidden}
<button type="submit" name="decision" value="allow">Allow access</button>
<button type="submit" name="decision" value="deny">Deny</button></form></body></html>`;
}

/**
 * The local stand-in for the accounting provider: its own small HTTP server on loopback with an
 * OAuth2 authorisation-code flow (PKCE S256 required, client secret by basic authentication,
 * refresh tokens that rotate) and the two API calls Wattle makes (organisations, chart of
 * accounts). Started by the product in development and by the tests.
 */
export async function startAccountingSandbox(options: AccountingSandboxOptions): Promise<AccountingSandbox> {
  let tenants = options.tenants ?? defaultSandboxTenants();
  const accounts = options.accounts ?? defaultSandboxAccounts();
  const lifetimeMs = (options.tokenLifetimeSeconds ?? 1800) * 1000;
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const clientAuth = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  let failures = { count: 0, status: 503 };

  /** One answer: JSON, an HTML page (a string), or nothing (null). */
  type Reply = { status: number; body: unknown; headers?: Record<string, string> };
  const write = (res: http.ServerResponse, { status, body, headers = {} }: Reply) => {
    if (body === null) {
      res.writeHead(status, headers).end();
      return;
    }
    const html = typeof body === 'string';
    res.writeHead(status, { 'content-type': html ? 'text/html; charset=utf-8' : 'application/json', ...headers });
    res.end(html ? body : JSON.stringify(body));
  };
  const reply = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({ status, body, headers });
  const readForm = async (req: http.IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    return new URLSearchParams(body);
  };
  const issueTokens = () => {
    const access = token();
    const refresh = token();
    accessTokens.set(access, Date.now() + lifetimeMs);
    refreshTokens.add(refresh);
    return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: lifetimeMs / 1000, scope: 'accounting offline_access' };
  };
  const bearerValid = (req: http.IncomingMessage) => {
    const given = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const expiresAt = accessTokens.get(given);
    return expiresAt !== undefined && expiresAt > Date.now();
  };

  const answer = async (req: http.IncomingMessage): Promise<Reply> => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    if (url.pathname === sandboxPaths.authorize && req.method === 'GET') {
      const q = url.searchParams;
      if (q.get('client_id') !== options.clientId || q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256') {
        return reply(400, '<!doctype html><p>Invalid authorisation request.</p>');
      }
      const fields = ['redirect_uri', 'state', 'code_challenge'].map((name) => [name, q.get(name) ?? ''] as const);
      return reply(200, authorizePage(Object.fromEntries(fields)));
    }
    if (url.pathname === sandboxPaths.authorize && req.method === 'POST') {
      const form = await readForm(req);
      const redirectUri = form.get('redirect_uri') ?? '';
      const back = new URL(redirectUri);
      back.searchParams.set('state', form.get('state') ?? '');
      if (form.get('decision') !== 'allow') {
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = token();
        grants.set(code, { redirectUri, challenge: form.get('code_challenge') ?? '', expiresAt: Date.now() + 60_000 });
        back.searchParams.set('code', code);
      }
      return reply(303, '', { location: back.toString() });
    }
    if (url.pathname === sandboxPaths.token && req.method === 'POST') {
      if (req.headers.authorization !== clientAuth) return reply(401, { error: 'invalid_client' });
      const form = await readForm(req);
      if (form.get('grant_type') === 'authorization_code') {
        const code = form.get('code') ?? '';
        const grant = grants.get(code);
        grants.delete(code);
        const verifier = form.get('code_verifier') ?? '';
        if (!grant || grant.expiresAt < Date.now() || grant.redirectUri !== form.get('redirect_uri') || sha256(verifier) !== grant.challenge) {
          return reply(400, { error: 'invalid_grant' });
        }
        return reply(200, issueTokens());
      }
      if (form.get('grant_type') === 'refresh_token') {
        const refresh = form.get('refresh_token') ?? '';
        if (!refreshTokens.delete(refresh)) return reply(400, { error: 'invalid_grant' });
        return reply(200, issueTokens());
      }
      return reply(400, { error: 'unsupported_grant_type' });
    }
    if (url.pathname.startsWith('/api/')) {
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        return reply(failures.status, { error: 'sandbox outage' });
      }
      if (!bearerValid(req)) return reply(401, { error: 'invalid_token' });
      if (url.pathname === sandboxPaths.connections && req.method === 'GET') return reply(200, tenants);
      const removed = url.pathname.startsWith(`${sandboxPaths.connections}/`) && req.method === 'DELETE';
      if (removed) {
        const id = decodeURIComponent(url.pathname.slice(sandboxPaths.connections.length + 1));
        tenants = tenants.filter((t) => t.tenantId !== id);
        return reply(204, null);
      }
      if (url.pathname === sandboxPaths.accounts && req.method === 'GET') return reply(200, accounts);
    }
    return reply(404, { error: 'not found' });
  };

  const server = http.createServer((req, res) => {
    answer(req)
      .catch((): Reply => ({ status: 500, body: { error: 'sandbox failure' } }))
      .then((r) => write(res, r))
      .catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get tenants() {
      return tenants;
    },
    failNext(count, status) {
      failures = { count, status };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
