import crypto from 'node:crypto';
import type http from 'node:http';

/** How long a sandbox's authorisation code may be traded. */
const CODE_LIFETIME_MS = 60_000;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A request's whole body. */
export async function bodyOf(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A sandbox provider's authorisation page and codes (OAuth2 authorisation code grant, RFC 6749
 * §4.1), shared by the help desk's and the mail house's sandboxes: the page refuses another client
 * or an unregistered redirect address, shows Allow and Deny, and sends the browser back with a
 * single-use code (a minute, bound to its redirect address and account) or `access_denied`.
 */
export function sandboxAuthorisation(client: { clientId: string; redirectUris?: readonly string[] }) {
  const codes = new Map<string, { account: string; redirectUri: string; expires: number }>();
  const registered = (redirectUri: string) => !client.redirectUris || client.redirectUris.includes(redirectUri);
  return {
    /** GET: the page for `account`, posting its decision to `action`; a 400 for a bad request. */
    page(res: http.ServerResponse, query: URLSearchParams, view: { title: string; question: string; asks: string; action: string }) {
      if (query.get('client_id') !== client.clientId || query.get('response_type') !== 'code' || !registered(query.get('redirect_uri') ?? '')) {
        res.writeHead(400, { 'content-type': 'text/html' }).end('<h1>Invalid authorization request</h1><p>invalid_client or redirect_uri</p>');
        return;
      }
      const hidden = ['redirect_uri', 'state', 'scope'].map((n) => `<input type="hidden" name="${n}" value="${escapeHtml(query.get(n) ?? '')}">`).join('');
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><title>${escapeHtml(view.title)}</title><h1>${escapeHtml(view.question)}</h1>` +
            `<p>${escapeHtml(view.asks)} (${escapeHtml(query.get('scope') ?? '')}).</p>` +
            `<form method="post" action="${escapeHtml(view.action)}">${hidden}` +
            `<button name="decision" value="allow">Allow</button> <button name="decision" value="deny">Deny</button></form>`,
        );
    },
    /** POST: the page's decision; back to the redirect address with a code for `account`, or access_denied. */
    async decide(req: http.IncomingMessage, res: http.ServerResponse, account: string) {
      const form = new URLSearchParams((await bodyOf(req)).toString('utf8'));
      const redirectUri = form.get('redirect_uri') ?? '';
      if (!registered(redirectUri)) {
        res.writeHead(400).end('invalid redirect_uri');
        return;
      }
      const back = new URL(redirectUri);
      back.searchParams.set('state', form.get('state') ?? '');
      if (form.get('decision') === 'allow') {
        const code = crypto.randomBytes(16).toString('hex');
        codes.set(code, { account, redirectUri, expires: Date.now() + CODE_LIFETIME_MS });
        back.searchParams.set('code', code);
      } else back.searchParams.set('error', 'access_denied');
      res.writeHead(302, { location: back.toString() }).end();
    },
    /** Whether `code` was given for `account` and `redirectUri` and is still fresh; a code trades once. */
    redeem(code: unknown, account: string, redirectUri: unknown): boolean {
      if (typeof code !== 'string') return false;
      const grant = codes.get(code);
      codes.delete(code);
      return !!grant && grant.expires >= Date.now() && grant.account === account && grant.redirectUri === redirectUri;
    },
  };
}
