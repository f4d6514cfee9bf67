import type { SsoIdentity, SsoProvider } from './sso-provider';
import { newToken } from '../../../lib/secrets';

const CODE_TTL_MS = 5 * 60_000;
const codes = new Map<string, { identity: SsoIdentity; expiresAt: number }>();

export const sandboxPaths = { authorize: '/sso/sandbox/authorize', approve: '/sso/sandbox/approve' } as const;

/** The local stand-in for the accounting provider: its authorisation page is served by this server. */
export const sandboxProvider: SsoProvider = {
  name: 'Accounting sandbox',
  authorizeUrl: ({ state, callbackUrl }) => `/api${sandboxPaths.authorize}?${new URLSearchParams({ state, redirect_uri: callbackUrl })}`,
  exchange: async ({ code }) => {
    const entry = codes.get(code);
    codes.delete(code);
    return entry && entry.expiresAt > Date.now() ? entry.identity : null;
  },
};

/** The sandbox's "user approved" step: a single-use code for the identity, valid five minutes. */
export function approveSandboxSignIn(identity: SsoIdentity): string {
  const now = Date.now();
  for (const [code, entry] of codes) if (entry.expiresAt <= now) codes.delete(code);
  const code = newToken();
  codes.set(code, { identity, expiresAt: now + CODE_TTL_MS });
  return code;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SandboxPage {
  state: string;
  redirectUri: string;
  email?: string;
  /** Why the last attempt was refused. */
  message?: string;
  /** The second step whose code the page asks for. */
  askCode?: 'totp' | 'email';
}

const CODE_PROMPT = { totp: 'Authenticator code', email: 'Code sent to your email address' } as const;

/**
 * The sandbox's sign-in and consent page: the user's email address and password, then the code of
 * their second step when one is on. It posts a form (no scripts, so it runs under the app's CSP).
 */
export const sandboxAuthorizePage = ({ state, redirectUri, email = '', message, askCode }: SandboxPage) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Accounting provider sandbox</title></head>
<body style="font-family: sans-serif; max-width: 28em; margin: 4em auto">
<h1>Accounting provider sandbox</h1>
<p>This local page stands in for the accounting provider's sign-in. Sign in as the Wattle user to allow access.</p>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/api${sandboxPaths.approve}" style="display: grid; gap: 0.5em">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<label>Email address <input type="email" name="email" value="${escapeHtml(email)}" required autofocus></label>
<label>Password <input type="password" name="password" required></label>
${
  askCode
    ? `<input type="hidden" name="step" value="${askCode}">
<label>${CODE_PROMPT[askCode]} <input name="code" inputmode="numeric" autocomplete="one-time-code" required></label>`
    : ''
}
<button type="submit">Allow access</button>
</form>
</body></html>`;
