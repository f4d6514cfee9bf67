import * as oidc from 'openid-client';
import type { FastifyInstance } from 'fastify';
import { accountingProviderAddress } from '../../integrations/accounting/provider-address';

/** What the browser must keep between leaving for the provider and coming back (sealed in a cookie). */
interface SsoChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * 'Sign in with' the accounting provider: OpenID Connect, authorisation code with PKCE (S256),
 * state and nonce, through openid-client (discovery, JWKS, id_token checks). The identity is the
 * provider's subject only: an email address in the id_token is never used to find a user.
 */
export interface SsoProvider {
  /** Fresh checks and the provider's authorisation address for them. */
  begin(redirectUri: string): Promise<{ checks: SsoChecks; url: string }>;
  /** The subject of the id_token the code is traded for; throws when the provider or a check refuses. */
  subject(callbackUrl: URL, checks: SsoChecks): Promise<string>;
}

const SCOPE = 'openid email';

/** The accounting provider (ACCOUNTING_PROVIDER_URL or its sandbox) as an OpenID provider, or null when none is configured. */
export function accountingSignIn(app: FastifyInstance): SsoProvider | null {
  const address = accountingProviderAddress(app);
  if (!address) return null;
  const { clientId, clientSecret, url } = app.config.accounting;
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= address().then((issuer) =>
      // The local sandbox speaks plain HTTP on loopback; a real provider's address is https.
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated only to flag it as for local use, which this is
      oidc.discovery(new URL(issuer), clientId, undefined, oidc.ClientSecretBasic(clientSecret), url ? undefined : { execute: [oidc.allowInsecureRequests] }),
    );
    discovered.catch(() => (discovered = null));
    return discovered;
  };
  return {
    async begin(redirectUri) {
      const config = await configuration();
      const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { checks, url: url.toString() };
    },
    async subject(callbackUrl, checks) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error('no subject in the id_token');
      return claims.sub;
    },
  };
}
