import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ExternalAccount } from '@wattle/contract';
import { sandboxLedger, type PostedDocument, type SandboxBankTransaction } from './sandbox-ledger';

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
  /** The client's registered redirect addresses; an authorisation request naming another is refused. Unset: any. */
  redirectUris?: readonly string[];
  /** The bank statement lines the sandbox starts with (besides those of the bank transactions posted). */
  bankTransactions?: SandboxBankTransaction[];
}

export interface AccountingSandbox {
  url: string;
  /** Organisations still connected (a removed one is gone). */
  readonly tenants: readonly SandboxTenant[];
  /** Answer the next `count` API requests with `status` (an outage). */
  failNext(count: number, status: number): void;
  /** Documents posted to its ledger (invoices, credit notes, bank transactions), oldest first. */
  readonly posted: readonly PostedDocument[];
  /** Store the next `count` posts but drop their answers (the connection closes): a time-out after the work was done. */
  dropNext(count: number): void;
  close(): Promise<void>;
}

export const sandboxPaths = {
  discovery: '/.well-known/openid-configuration',
  authorize: '/oauth/authorize',
  token: '/oauth/token',
  jwks: '/oauth/jwks',
  connections: '/api/connections',
  accounts: '/api/accounts',
} as const;

/** The subject the sandbox gives the Ledger Link user who signs in with this email address (stable, opaque). */
export const sandboxSubject = (email: string) => `ll-${sha256(email.trim().toLowerCase()).slice(0, 22)}`;

const defaultSandboxTenants = (): SandboxTenant[] => [
  { tenantId: 'org-harbour', tenantName: 'Harbour Energy Pty Ltd' },
  { tenantId: 'org-ridge', tenantName: 'Ridge Water Co' },
];

const defaultSandboxAccounts = (): ExternalAccount[] => [
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
  scope: string;
  /** The Ledger Link user who approved (OpenID Connect sign-in only). */
  email: string;
  nonce: string;
}

const isSignIn = (scope: string) => scope.split(' ').includes('openid');

function authorizePage(fields: Record<string, string>) {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const signIn = isSignIn(fields.scope ?? '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ledger Link sandbox</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:4rem auto">
<h1>Ledger Link sandbox</h1><p>${signIn ? 'Sign in to Ledger Link to continue to Wattle.' : 'Wattle asks to read your organisations and chart of accounts.'}</p>
<form method="post" action="${sandboxPaths.authorize}">${hidden}
${signIn ? '<p><label>Ledger Link email address <input type="email" name="email" required autofocus></label></p>' : ''}
<button type="submit" name="decision" value="allow">Allow access</button>
<button type="submit" name="decision" value="deny">Deny</button></form></body></html>`;
}

/**
 * The local stand-in for the accounting provider: its own small HTTP server on loopback with an
 * OAuth2 authorisation-code flow (PKCE S256 required, client secret by basic authentication,
 * refresh tokens that rotate), the organisations and chart of accounts, and a ledger
 * (sandbox-ledger.ts) that takes invoices, credit notes and bank transactions. Started by the
 * product in development and by the tests.
 */
/**
 * As an OpenID Connect provider (a request whose scope has `openid`), it signs in its own users by
 * email address alone (a sandbox has no passwords) and answers an RS256 id_token whose subject is
 * sandboxSubject(email), with discovery and JWKS.
 */
export async function startAccountingSandbox(options: AccountingSandboxOptions): Promise<AccountingSandbox> {
  let tenants = options.tenants ?? defaultSandboxTenants();
  const accounts = options.accounts ?? defaultSandboxAccounts();
  const lifetimeMs = (options.tokenLifetimeSeconds ?? 1800) * 1000;
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  /** HTTP basic client authentication, each part form-urlencoded (RFC 6749 §2.3.1). */
  const clientAuthenticated = (req: http.IncomingMessage) => {
    const [scheme, encoded = ''] = (req.headers.authorization ?? '').split(' ');
    const [id = '', secret = ''] = Buffer.from(encoded, 'base64').toString().split(':');
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return scheme === 'Basic' && decode(id) === options.clientId && decode(secret) === options.clientSecret;
  };
  let failures = { count: 0, status: 503 };
  const ledger = sandboxLedger({ accounts, tenants: () => tenants, bankTransactions: options.bankTransactions });
  const signing = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = token();
  let issuer = '';
  const idToken = (grant: Grant) => {
    const now = Math.floor(Date.now() / 1000);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = {
      iss: issuer,
      sub: sandboxSubject(grant.email),
      aud: options.clientId,
      iat: now,
      exp: now + 300,
      email: grant.email,
      nonce: grant.nonce || undefined,
    };
    const signed = `${part({ alg: 'RS256', typ: 'JWT', kid })}.${part(claims)}`;
    return `${signed}.${crypto.sign('sha256', Buffer.from(signed), signing.privateKey).toString('base64url')}`;
  };

  /** One answer: JSON, an HTML page (a string), or nothing (null); `drop` closes the connection unanswered. */
  type Reply = { status: number; body: unknown; headers?: Record<string, string>; drop?: boolean };
  const write = (res: http.ServerResponse, { status, body, headers = {}, drop }: Reply) => {
    if (drop) {
      res.destroy();
      return;
    }
    if (body === null) {
      res.writeHead(status, headers).end();
      return;
    }
    const html = typeof body === 'string';
    res.writeHead(status, { 'content-type': html ? 'text/html; charset=utf-8' : 'application/json', ...headers });
    res.end(html ? body : JSON.stringify(body));
  };
  const reply = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({ status, body, headers });
  const readJson = async (req: http.IncomingMessage): Promise<unknown> => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return null;
    }
  };
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
    if (url.pathname === sandboxPaths.discovery && req.method === 'GET') {
      return reply(200, {
        issuer,
        authorization_endpoint: `${issuer}${sandboxPaths.authorize}`,
        token_endpoint: `${issuer}${sandboxPaths.token}`,
        jwks_uri: `${issuer}${sandboxPaths.jwks}`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
        scopes_supported: ['openid', 'email', 'accounting', 'offline_access'],
      });
    }
    if (url.pathname === sandboxPaths.jwks && req.method === 'GET') {
      return reply(200, { keys: [{ ...signing.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    }
    if (url.pathname === sandboxPaths.authorize && req.method === 'GET') {
      const q = url.searchParams;
      const registered = !options.redirectUris || options.redirectUris.includes(q.get('redirect_uri') ?? '');
      if (q.get('client_id') !== options.clientId || q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256' || !registered) {
        return reply(400, '<!doctype html><p>Invalid authorisation request.</p>');
      }
      const fields = ['redirect_uri', 'state', 'code_challenge', 'scope', 'nonce'].map((name) => [name, q.get(name) ?? ''] as const);
      return reply(200, authorizePage(Object.fromEntries(fields)));
    }
    if (url.pathname === sandboxPaths.authorize && req.method === 'POST') {
      const form = await readForm(req);
      const redirectUri = form.get('redirect_uri') ?? '';
      if (options.redirectUris && !options.redirectUris.includes(redirectUri)) return reply(400, '<!doctype html><p>Invalid authorisation request.</p>');
      const back = new URL(redirectUri);
      back.searchParams.set('state', form.get('state') ?? '');
      const scope = form.get('scope') ?? '';
      const email = form.get('email') ?? '';
      if (form.get('decision') !== 'allow' || (isSignIn(scope) && !email.includes('@'))) {
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = token();
        const challenge = form.get('code_challenge') ?? '';
        grants.set(code, { redirectUri, challenge, expiresAt: Date.now() + 60_000, scope, email, nonce: form.get('nonce') ?? '' });
        back.searchParams.set('code', code);
      }
      return reply(303, '', { location: back.toString() });
    }
    if (url.pathname === sandboxPaths.token && req.method === 'POST') {
      if (!clientAuthenticated(req)) return reply(401, { error: 'invalid_client' });
      const form = await readForm(req);
      if (form.get('grant_type') === 'authorization_code') {
        const code = form.get('code') ?? '';
        const grant = grants.get(code);
        grants.delete(code);
        const verifier = form.get('code_verifier') ?? '';
        if (!grant || grant.expiresAt < Date.now() || grant.redirectUri !== form.get('redirect_uri') || sha256(verifier) !== grant.challenge) {
          return reply(400, { error: 'invalid_grant' });
        }
        return reply(200, isSignIn(grant.scope) ? { ...issueTokens(), id_token: idToken(grant) } : issueTokens());
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
      const posting = ledger.answer(req.method ?? 'GET', url.pathname, req.headers, () => readJson(req));
      if (posting) return posting;
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
  issuer = `http://127.0.0.1:${port}`;
  return {
    url: issuer,
    get tenants() {
      return tenants;
    },
    failNext(count, status) {
      failures = { count, status };
    },
    posted: ledger.posted,
    dropNext: (count) => ledger.dropNext(count),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
