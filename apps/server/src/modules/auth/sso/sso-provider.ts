import type { Config } from '../../../config';
import { sandboxProvider } from './sandbox-provider';

/** Who the provider says signed in. */
export interface SsoIdentity {
  email: string;
}

/**
 * An OAuth2-style single-sign-on provider: send the browser to `authorizeUrl`, then trade the
 * code it returns to `callbackUrl` for the identity. A real accounting provider implements this
 * with its own endpoints and client credentials; the sandbox stands in for it offline and in tests.
 */
export interface SsoProvider {
  readonly name: string;
  authorizeUrl(input: { state: string; callbackUrl: string }): string;
  exchange(input: { code: string; callbackUrl: string }): Promise<SsoIdentity | null>;
}

/** The accounting provider's adapter for this configuration, or null when single sign-on is off. */
export function accountingProvider(config: Pick<Config, 'ssoSandbox'>): SsoProvider | null {
  return config.ssoSandbox ? sandboxProvider : null;
}
