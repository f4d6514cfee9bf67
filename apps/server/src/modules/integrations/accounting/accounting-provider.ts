import { z } from 'zod';
import { texts, type ExternalAccount } from '@wattle/contract';
import { IDEMPOTENCY_HEADER, ledgerPaths, TENANT_HEADER, type LedgerPath, type SandboxBankTransaction } from './sandbox-ledger';
import { sandboxPaths, type SandboxTenant } from './sandbox-server';

/** The provider failed or refused: the message is shown to the user and written to the event log. */
export class AccountingProviderError extends Error {
  constructor(
    message: string,
    /** The access token was refused: refreshing may help. */
    readonly unauthorised = false,
  ) {
    super(message);
  }
}

export interface ProviderTokens {
  accessToken: string;
  refreshToken: string | null;
  scope: string | null;
  expiresAt: Date;
}

/** A ledger document for the provider: where it goes (its Invoices, CreditNotes or BankTransactions) and its body. */
export interface ProviderDocument {
  path: LedgerPath;
  body: Record<string, unknown>;
}

/** The accounting provider as Wattle uses it: OAuth2 authorisation code with PKCE, reads, a removal, and the ledger. */
export interface AccountingProvider {
  authorizeUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<ProviderTokens>;
  refresh(refreshToken: string): Promise<ProviderTokens>;
  tenants(accessToken: string): Promise<SandboxTenant[]>;
  accounts(accessToken: string): Promise<ExternalAccount[]>;
  removeTenant(accessToken: string, tenantId: string): Promise<void>;
  /** Posts a document to an organisation under an idempotency key; answers the provider's id of it. */
  post(accessToken: string, tenantId: string, document: ProviderDocument, idempotencyKey: string): Promise<string>;
  /** The organisation's bank statement lines. */
  bankTransactions(accessToken: string, tenantId: string): Promise<SandboxBankTransaction[]>;
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
  expires_in: z.number().nonnegative(),
  scope: z.string().optional(),
  token_type: z.string().regex(/^bearer$/i),
});
const tenantsAnswer = z.array(z.object({ tenantId: z.string(), tenantName: z.string() }));
const accountsAnswer = z.array(z.object({ code: z.string(), name: z.string(), type: z.string() }));
const postedAnswer = z.union([
  z.object({ InvoiceID: z.string() }).transform((a) => a.InvoiceID),
  z.object({ CreditNoteID: z.string() }).transform((a) => a.CreditNoteID),
  z.object({ BankTransactionID: z.string() }).transform((a) => a.BankTransactionID),
]);
const bankTransactionsAnswer = z.array(
  z.object({
    BankTransactionID: z.string(),
    Type: z.enum(['RECEIVE', 'SPEND']),
    Date: z.string(),
    Reference: z.string(),
    Total: z.string(),
    BankAccount: z.object({ Code: z.string() }),
    IsReconciled: z.boolean(),
  }),
);
/** The provider's validation answer (a 400): its first message is shown and logged. */
const validationAnswer = z.object({ Elements: z.array(z.object({ ValidationErrors: z.array(z.object({ Message: z.string() })) })) });
const MESSAGE_LIMIT = 300;

/** The first validation message of a refused post, when the provider gave one. */
async function validationMessage(response: Response): Promise<string | null> {
  const parsed = validationAnswer.safeParse(await response.json().catch(() => undefined));
  const message = parsed.success ? parsed.data.Elements.flatMap((e) => e.ValidationErrors)[0]?.Message : undefined;
  return message ? message.slice(0, MESSAGE_LIMIT) : null;
}

const TIMEOUT_MS = 10_000;

/**
 * A small OAuth2 client for one provider (RFC 6749 §4.1 with RFC 7636 PKCE): the client secret
 * goes by basic authentication on the token endpoint only, answers are checked with zod, a
 * non-2xx answer or a time-out is an AccountingProviderError naming the status, never the body,
 * but for a refused post's validation message (checked, at most MESSAGE_LIMIT characters).
 */
export function httpAccountingProvider(options: { baseUrl: string; clientId: string; clientSecret: string }): AccountingProvider {
  const at = (path: string) => new URL(path, options.baseUrl).toString();
  const clientAuth = `Basic ${Buffer.from(`${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`).toString('base64')}`;

  async function call(path: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(at(path), { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    } catch (error) {
      throw new AccountingProviderError(texts.accounting.providerFailed(error instanceof Error ? error.message : 'no answer'));
    }
    if (!response.ok) {
      const message = response.status === 400 ? await validationMessage(response) : (await response.body?.cancel(), null);
      const detail = message ? `HTTP ${response.status}: ${message}` : `HTTP ${response.status}`;
      throw new AccountingProviderError(texts.accounting.providerFailed(detail), response.status === 401);
    }
    return response;
  }

  async function json<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new AccountingProviderError(texts.accounting.providerFailed('an answer Wattle does not understand'));
    return parsed.data;
  }

  async function token(form: Record<string, string>): Promise<ProviderTokens> {
    const response = await call(sandboxPaths.token, {
      method: 'POST',
      headers: { authorization: clientAuth, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
    const answer = await json(response, tokenAnswer);
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
      scope: answer.scope ?? null,
      expiresAt: new Date(Date.now() + answer.expires_in * 1000),
    };
  }

  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}`, accept: 'application/json' });

  return {
    authorizeUrl: ({ state, codeChallenge, redirectUri }) => {
      const url = new URL(at(sandboxPaths.authorize));
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: redirectUri,
        scope: 'accounting offline_access',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },
    exchangeCode: ({ code, codeVerifier, redirectUri }) =>
      token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier }),
    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    tenants: async (accessToken) => json(await call(sandboxPaths.connections, { headers: bearer(accessToken) }), tenantsAnswer),
    accounts: async (accessToken) => json(await call(sandboxPaths.accounts, { headers: bearer(accessToken) }), accountsAnswer),
    removeTenant: async (accessToken, tenantId) => {
      await call(`${sandboxPaths.connections}/${encodeURIComponent(tenantId)}`, { method: 'DELETE', headers: bearer(accessToken) });
    },
    post: async (accessToken, tenantId, document, idempotencyKey) => {
      const headers = { ...bearer(accessToken), 'content-type': 'application/json', [TENANT_HEADER]: tenantId, [IDEMPOTENCY_HEADER]: idempotencyKey };
      return json(await call(document.path, { method: 'POST', headers, body: JSON.stringify(document.body) }), postedAnswer);
    },
    bankTransactions: async (accessToken, tenantId) =>
      json(await call(ledgerPaths.bankTransactions, { headers: { ...bearer(accessToken), [TENANT_HEADER]: tenantId } }), bankTransactionsAnswer),
  };
}
